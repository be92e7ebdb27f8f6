import {
  preSignedUrlResponse,
  presignMimeParams,
  presignParams,
  presignQuery,
  readUrlQuery,
  signedReadQuery,
  uploadKeyParams,
  uploadMessages,
  uploadPutQuery,
  uploadPutResponse,
} from '@praxisport/contract/uploads';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { access, actorOf, sessionUserOf } from '../../plugins/access';
import type { App, AppContext } from '../../lib/context';
import { AppError } from '../../lib/app-error';
import { errorResponses } from '../../lib/error-responses';
import { createReadUrl, getReadableUpload, getSignedUpload, SIGNED_READ_PATH } from './uploads-read.service';
import type { FileHolder } from './uploads.policy';
import {
  addressBase,
  createPresignedUrl,
  FILES_PATH,
  largestUploadBytes,
  newUploadTicket,
  resolveFileType,
  storeUpload,
  UPLOAD_TICKET_COOKIE,
  uploadTicketPattern,
  type SignableType,
  type UploadPurpose,
} from './uploads.service';

const tags = ['uploads'];
const errors = errorResponses(400, 401, 403, 404, 409, 413, 429);

/** 1048576 → '1 MB', 1536 → '2 KB' (for messages). */
function formatBytes(n: number): string {
  if (n >= 1024 * 1024) return `${Math.round((n / (1024 * 1024)) * 10) / 10} MB`.replace('.', ',');
  return `${Math.ceil(n / 1024)} KB`;
}

/** `holders`: the modules whose records hold stored files, composed in app.ts (see FileHolder). */
export function uploadsRoutes(app: App, ctx: AppContext, holders: readonly FileHolder[]) {
  const { db, config, storage } = ctx;
  // addresses start with PUBLIC_URL (or are relative), never with the request's Host header
  const base = addressBase(config);

  /**
   * A URL signed for the caller: a signed-in user by their id; anyone else (sign-up) by an upload
   * ticket cookie of this browser, set or renewed here, which the PUT must carry (decision 026).
   */
  const presignFor = async (request: FastifyRequest, reply: FastifyReply, type: (signedIn: boolean) => SignableType, purpose?: UploadPurpose) => {
    const user = await sessionUserOf(request);
    const resolved = type(Boolean(user));
    if (user) return createPresignedUrl(config, resolved, { userId: user.id }, purpose);
    const existing = request.cookies[UPLOAD_TICKET_COOKIE];
    const ticket = existing && uploadTicketPattern.test(existing) ? existing : newUploadTicket();
    reply.setCookie(UPLOAD_TICKET_COOKIE, ticket, {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.cookieSecure,
      path: '/api/upload',
      maxAge: 3600,
    });
    return createPresignedUrl(config, resolved, { ticket }, purpose);
  };

  // Anonymous for the sign-up images (rate-limited), any type for signed-in users (API-04, SEC-09).
  const presign = { access: access.public, rateLimit: 'anonymousUpload' } as const;
  app.get(
    '/api/upload/preSignedURL/:fileType',
    { config: presign, schema: { tags, params: presignParams, querystring: presignQuery, response: { 200: preSignedUrlResponse, ...errors } } },
    async (request, reply) => {
      const { purpose } = request.query;
      return { url: await presignFor(request, reply, (signedIn) => resolveFileType(request.params.fileType, signedIn, purpose), purpose) };
    },
  );
  // the same with an unencoded MIME type: /api/upload/preSignedURL/image/png
  app.get(
    '/api/upload/preSignedURL/:major/:minor',
    { config: presign, schema: { hide: true, params: presignMimeParams, querystring: presignQuery, response: { 200: preSignedUrlResponse, ...errors } } },
    async (request, reply) => {
      const { purpose } = request.query;
      return { url: await presignFor(request, reply, (signedIn) => resolveFileType(`${request.params.major}/${request.params.minor}`, signedIn, purpose), purpose) };
    },
  );

  app.register(async (scope: App) => {
    // Every body is raw bytes here, JSON included: the signed type and the sniffed bytes decide.
    scope.removeAllContentTypeParsers();
    // the largest limit of any purpose; each URL's own limit is checked when storing
    const bodyLimit = largestUploadBytes(config);
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_req, body, done) => done(null, body));
    const tooLarge = uploadMessages.tooLargeAtMost(formatBytes(bodyLimit));
    scope.setErrorHandler((error) => {
      // anything else goes on to the app's one error handler
      if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', tooLarge);
      throw error;
    });
    // The pre-signed PUT (API-05): its signature, for this caller's session or upload ticket, is the permission.
    scope.put(
      `${FILES_PATH}:key`,
      {
        config: { access: access.public },
        bodyLimit,
        schema: { tags, params: uploadKeyParams, querystring: uploadPutQuery, response: { 200: uploadPutResponse, ...errors } },
      },
      async (request) => {
        const user = await actorOf(request);
        await storeUpload(db, config, storage, {
          key: request.params.key,
          ...request.query,
          contentType: request.headers['content-type'],
          body: request.body,
          userId: user?.id,
          ticket: request.cookies[UPLOAD_TICKET_COOKIE],
          tooLarge: (max) => uploadMessages.tooLargeAtMost(formatBytes(max)),
        });
        return { url: `${base}${FILES_PATH}${request.params.key}` };
      },
    );
  });

  const sendFile = async (reply: FastifyReply, upload: { key: string; contentType: string }) => {
    const stream = await storage.get(upload.key);
    if (!stream) throw new AppError('NOT_FOUND', uploadMessages.notFound);
    return reply
      .header('Content-Type', upload.contentType)
      .header('Cache-Control', 'private, max-age=300')
      .header('Content-Disposition', 'inline')
      .send(stream);
  };

  // Reading a stored file needs the permission of the record that holds it (ARCHITECTURE: Files).
  app.get(
    `${FILES_PATH}:key`,
    // the file's bytes; the refusals as documented (the permission matrix checks them)
    { config: { access: access.anyUserOrAdmin }, schema: { tags, params: uploadKeyParams, response: { 200: z.any().describe('the stored file'), ...errorResponses(400, 401, 403, 404) } } },
    async (request, reply) => sendFile(reply, await getReadableUpload(db, await actorOf(request), request.params.key, holders)),
  );

  // API-P24: a short-lived signed read URL for a stored address, for whoever may read it.
  app.get(
    '/api/upload/preSignedGetURL',
    { config: { access: access.anyUserOrAdmin }, schema: { tags, querystring: readUrlQuery, response: { 200: preSignedUrlResponse, ...errors } } },
    async (request) => ({ url: await createReadUrl(db, config, { actor: await actorOf(request), address: request.query.key, base, holders }) }),
  );

  // The signed read URL: its signature is the permission, as for the upload PUT.
  app.get(
    `${SIGNED_READ_PATH}:key`,
    { config: { access: access.public }, schema: { tags, params: uploadKeyParams, querystring: signedReadQuery, response: { 200: z.any().describe('the stored file'), ...errorResponses(400, 403, 404) } } },
    async (request, reply) => sendFile(reply, await getSignedUpload(db, config, { key: request.params.key, ...request.query })),
  );
}
