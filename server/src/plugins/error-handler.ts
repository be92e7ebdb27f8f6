import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonMessages } from '@praxisport/contract/common';
import { AppError, type ErrorCode } from '../lib/app-error';

type Message = { message: string; path?: string };

export function sendError(reply: FastifyReply, status: number, code: string, messages: Message[]) {
  return reply.status(status).type('application/json; charset=utf-8').send({ code, messages });
}

const defaultLocale = z.locales.de().localeError;

/** A zod default message does not name the field: prefix it (custom messages already do). */
function fieldMessage(v: { instancePath: string; message?: string; keyword: string; params: Record<string, unknown> }, context?: string): Message {
  const segments = v.instancePath.split('/').filter(Boolean);
  const path = segments.join('.') || context || '';
  const message = v.message ?? commonMessages.invalidInput;
  let isDefault: boolean;
  try {
    const d = defaultLocale({ ...v.params, code: v.keyword, path: segments, message: undefined } as never);
    isDefault = (typeof d === 'string' ? d : d?.message) === message;
  } catch {
    isDefault = false;
  }
  return { message: isDefault && path ? `${path}: ${message}` : message, path: path || undefined };
}

const fastifyCodes: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: commonMessages.requestTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: commonMessages.unsupportedMediaType },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'VALIDATION_ERROR', message: commonMessages.emptyBody },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'VALIDATION_ERROR', message: commonMessages.invalidJson },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'VALIDATION_ERROR', message: commonMessages.invalidContentLength },
};

// PostgreSQL data exceptions caused by values: string too long, numeric out of range, bad text
// representation, NUL byte / bad encoding, untranslatable character, bad datetime.
const dataErrorCodes = new Set(['22001', '22003', '22P02', '22021', '22P05', '22007', '22008', '54000']);

function isDataError(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && dataErrorCodes.has(code)) return true;
  }
  return false;
}

/** One error shape for every error, Fastify's own included (ARCHITECTURE: Errors). */
export function registerErrorHandler(app: FastifyInstance, webIndexHtml?: () => Promise<string | undefined>) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const messages = error.validation.map((v) => fieldMessage(v as never, error.validationContext));
      return sendError(reply, 400, 'VALIDATION_ERROR', messages);
    }
    if (error instanceof AppError) {
      return sendError(reply, error.statusCode, error.code, [{ message: error.message, path: error.path }]);
    }
    if (error.validation) {
      return sendError(reply, 400, 'VALIDATION_ERROR', [{ message: error.message }]);
    }
    const known = error.code ? fastifyCodes[error.code] : undefined;
    if (known) return sendError(reply, known.status, known.code, [{ message: known.message }]);
    if (error.statusCode === 429) {
      return sendError(reply, 429, 'TOO_MANY_REQUESTS', [{ message: commonMessages.tooManyRequests }]);
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendError(reply, error.statusCode, 'VALIDATION_ERROR', [{ message: commonMessages.invalidRequest }]);
    }
    if (isDataError(error)) {
      // A value the database refuses (too long, NUL byte, out of range) is the client's input:
      // the schemas should have caught it, so log it, but answer 400 rather than 500.
      request.log.warn({ err: error }, 'database refused a value');
      return sendError(reply, 400, 'VALIDATION_ERROR', [{ message: commonMessages.valueRefused }]);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, 'INTERNAL_ERROR', [{ message: commonMessages.internal }]);
  });

  // Unknown /api and /assets paths are 404 errors; any other GET is a client route of the web app.
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0]!;
    const html = request.method === 'GET' && !url.startsWith('/api/') && !url.startsWith('/assets/') ? await webIndexHtml?.() : undefined;
    if (html) {
      // revalidated on every load, so that a new build's index.html (and its asset names) is used at once
      return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html);
    }
    return sendError(reply, 404, 'NOT_FOUND', [{ message: commonMessages.routeNotFound(request.method, url) }]);
  });
}

/**
 * For Fastify's `frameworkErrors` option: the router's own refusals (a malformed percent-encoding,
 * a path parameter over `maxParamLength`) in the one error shape, without echoing the path.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.header('x-request-id', request.id).header('x-content-type-options', 'nosniff');
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return sendError(reply, 414, 'URI_TOO_LONG', [{ message: commonMessages.uriTooLong }]);
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    return sendError(reply, 400, 'VALIDATION_ERROR', [{ message: commonMessages.badUrl }]);
  }
  request.log.error({ err: error }, 'router error');
  return sendError(reply, 500, 'INTERNAL_ERROR', [{ message: commonMessages.internal }]);
}
