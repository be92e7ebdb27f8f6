import { errorBody } from '@praxisport/contract/common';
import { preSignedUrlResponse, uploadMessages, uploadPutResponse } from '@praxisport/contract/uploads';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { access, currentUser, USER_COOKIE } from '../../plugins/access';
import type { App, AppContext } from '../../lib/context';
import { AppError } from '../../lib/app-error';
import { hit } from '../../lib/rate-limit';
import { findSessionActor } from '../auth/auth.repository';
import { findUpload } from './uploads.repository';
import { createReadUrl, getReadableUpload, SIGNED_READ_PATH, verifyReadUrl } from './uploads-read.service';
import { createPresignedUrl, FILES_PATH, resolveFileType, storeUpload } from './uploads.service';

const keyParams = z.object({ key: z.string().regex(/^[0-9a-f-]{36}\.[a-z0-9]{2,5}$/, { error: 'Ungültige Dateiadresse.' }) });
const putQuery = z.object({ type: z.string().max(200).optional(), expires: z.string().max(20).optional(), sig: z.string().max(200).optional() });
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 413: errorBody, 429: errorBody };

/** 1048576 → '1 MB', 1536 → '2 KB' (for messages). */
function formatBytes(n: number): string {
  if (n >= 1024 * 1024) return `${Math.round((n / (1024 * 1024)) * 10) / 10} MB`.replace('.', ',');
  return `${Math.ceil(n / 1024)} KB`;
}

export function uploadsRoutes(app: App, ctx: AppContext) {
  const { db, config, storage } = ctx;
  const baseUrl = (request: FastifyRequest) => config.publicUrl ?? `${request.protocol}://${request.host}`;

  const signedInUser = async (request: FastifyRequest) => {
    const token = request.cookies[USER_COOKIE];
    const actor = token ? await findSessionActor(db, token, 'user') : null;
    return actor?.kind === 'user' ? actor : null;
  };

  const presign = async (request: FastifyRequest, fileType: string) => {
    const user = await signedInUser(request);
    const type = resolveFileType(fileType, Boolean(user));
    if (!user) {
      const { max, windowMs } = config.rateLimits.anonymousUpload;
      if ((await hit(db, `upload:anon:${request.ip}`, windowMs)) > max) {
        throw new AppError('TOO_MANY_REQUESTS', 'Zu viele Uploads ohne Anmeldung. Bitte später erneut versuchen.');
      }
    }
    return { url: createPresignedUrl(config, baseUrl(request), type) };
  };

  // Anonymous for the sign-up images (rate-limited), any type for signed-in users (API-04, SEC-09).
  app.get(
    '/api/upload/preSignedURL/:fileType',
    {
      config: { access: access.public },
      schema: { tags: ['uploads'], params: z.object({ fileType: z.string().max(200) }), response: { 200: preSignedUrlResponse, ...errors } },
    },
    (request) => presign(request, request.params.fileType),
  );
  // the same with an unencoded MIME type: /api/upload/preSignedURL/image/png
  app.get(
    '/api/upload/preSignedURL/:major/:minor',
    {
      config: { access: access.public },
      schema: { hide: true, params: z.object({ major: z.string().max(100), minor: z.string().max(150) }), response: { 200: preSignedUrlResponse, ...errors } },
    },
    (request) => presign(request, `${request.params.major}/${request.params.minor}`),
  );

  app.register(async (scope: App) => {
    // Every body is raw bytes here, JSON included: the signed type and the sniffed bytes decide.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: config.uploadMaxBytes }, (_req, body, done) => done(null, body));
    const tooLarge = `${uploadMessages.tooLarge} Erlaubt sind höchstens ${formatBytes(config.uploadMaxBytes)}.`;
    scope.setErrorHandler((error) => {
      // anything else goes on to the app's one error handler
      if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', tooLarge);
      throw error;
    });
    // The pre-signed PUT (API-05): its signature is the permission.
    scope.put(
      `${FILES_PATH}:key`,
      {
        config: { access: access.public },
        bodyLimit: config.uploadMaxBytes,
        schema: { tags: ['uploads'], params: keyParams, querystring: putQuery, response: { 200: uploadPutResponse, ...errors } },
      },
      async (request) => {
        const user = await signedInUser(request);
        await storeUpload(db, config, storage, {
          key: request.params.key,
          ...request.query,
          contentType: request.headers['content-type'],
          body: request.body,
          uploaderId: user?.id,
        });
        return { url: `${baseUrl(request)}${FILES_PATH}${request.params.key}` };
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
    { config: { access: access.anyUserOrAdmin }, schema: { tags: ['uploads'], params: keyParams } },
    async (request, reply) => {
      const actor = request.actor?.kind === 'admin' ? request.actor : currentUser(request);
      return sendFile(reply, await getReadableUpload(db, actor, request.params.key));
    },
  );

  // API-P24: a short-lived signed read URL for a stored address, for whoever may read it.
  app.get(
    '/api/upload/preSignedGetURL',
    {
      config: { access: access.anyUserOrAdmin },
      schema: { tags: ['uploads'], querystring: z.object({ key: z.string({ error: 'key fehlt.' }).max(2000, { error: 'key: die Adresse ist zu lang.' }) }), response: { 200: preSignedUrlResponse, ...errors } },
    },
    async (request) => {
      const actor = request.actor?.kind === 'admin' ? request.actor : currentUser(request);
      return { url: await createReadUrl(db, config, { actor, address: request.query.key, base: baseUrl(request) }) };
    },
  );

  // The signed read URL: its signature is the permission, as for the upload PUT.
  app.get(
    `${SIGNED_READ_PATH}:key`,
    { config: { access: access.public }, schema: { tags: ['uploads'], params: keyParams, querystring: putQuery.pick({ expires: true, sig: true }) } },
    async (request, reply) => {
      verifyReadUrl(config, request.params.key, request.query.expires, request.query.sig);
      const upload = await findUpload(db, request.params.key);
      if (!upload) throw new AppError('NOT_FOUND', uploadMessages.notFound);
      return sendFile(reply, upload);
    },
  );
}
