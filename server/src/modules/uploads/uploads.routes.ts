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
import { access, actorOf } from '../../plugins/access';
import type { App, AppContext } from '../../lib/context';
import { AppError } from '../../lib/app-error';
import { errorResponses } from '../../lib/error-responses';
import { createReadUrl, getReadableUpload, getSignedUpload, SIGNED_READ_PATH } from './uploads-read.service';
import { createPresignedUrl, FILES_PATH, largestUploadBytes, resolveFileType, storeUpload } from './uploads.service';

const tags = ['uploads'];
const errors = errorResponses(400, 401, 403, 404, 409, 413, 429);

/** 1048576 → '1 MB', 1536 → '2 KB' (for messages). */
function formatBytes(n: number): string {
  if (n >= 1024 * 1024) return `${Math.round((n / (1024 * 1024)) * 10) / 10} MB`.replace('.', ',');
  return `${Math.ceil(n / 1024)} KB`;
}

export function uploadsRoutes(app: App, ctx: AppContext) {
  const { db, config, storage } = ctx;
  const baseUrl = (request: FastifyRequest) => config.publicUrl ?? `${request.protocol}://${request.host}`;

  // Anonymous for the sign-up images (rate-limited), any type for signed-in users (API-04, SEC-09).
  const presign = { access: access.public, rateLimit: 'anonymousUpload' } as const;
  app.get(
    '/api/upload/preSignedURL/:fileType',
    { config: presign, schema: { tags, params: presignParams, querystring: presignQuery, response: { 200: preSignedUrlResponse, ...errors } } },
    async (request) => {
      const { purpose } = request.query;
      const type = resolveFileType(request.params.fileType, Boolean(await actorOf(request)), purpose);
      return { url: createPresignedUrl(config, baseUrl(request), type, purpose) };
    },
  );
  // the same with an unencoded MIME type: /api/upload/preSignedURL/image/png
  app.get(
    '/api/upload/preSignedURL/:major/:minor',
    { config: presign, schema: { hide: true, params: presignMimeParams, querystring: presignQuery, response: { 200: preSignedUrlResponse, ...errors } } },
    async (request) => {
      const { purpose } = request.query;
      const type = resolveFileType(`${request.params.major}/${request.params.minor}`, Boolean(await actorOf(request)), purpose);
      return { url: createPresignedUrl(config, baseUrl(request), type, purpose) };
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
    // The pre-signed PUT (API-05): its signature is the permission.
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
          uploaderId: user?.id,
          tooLarge: (max) => uploadMessages.tooLargeAtMost(formatBytes(max)),
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
    { config: { access: access.anyUserOrAdmin }, schema: { tags, params: uploadKeyParams } },
    async (request, reply) => sendFile(reply, await getReadableUpload(db, await actorOf(request), request.params.key)),
  );

  // API-P24: a short-lived signed read URL for a stored address, for whoever may read it.
  app.get(
    '/api/upload/preSignedGetURL',
    { config: { access: access.anyUserOrAdmin }, schema: { tags, querystring: readUrlQuery, response: { 200: preSignedUrlResponse, ...errors } } },
    async (request) => ({ url: await createReadUrl(db, config, { actor: await actorOf(request), address: request.query.key, base: baseUrl(request) }) }),
  );

  // The signed read URL: its signature is the permission, as for the upload PUT.
  app.get(
    `${SIGNED_READ_PATH}:key`,
    { config: { access: access.public }, schema: { tags, params: uploadKeyParams, querystring: signedReadQuery } },
    async (request, reply) => sendFile(reply, await getSignedUpload(db, config, { key: request.params.key, ...request.query })),
  );
}
