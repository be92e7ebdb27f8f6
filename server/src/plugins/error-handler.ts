import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
  const message = v.message ?? 'Ungültige Eingabe.';
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
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Die Anfrage ist zu groß.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Dieser Inhaltstyp wird nicht unterstützt.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'VALIDATION_ERROR', message: 'Der Inhalt der Anfrage fehlt.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'VALIDATION_ERROR', message: 'Der Inhalt der Anfrage ist kein gültiges JSON.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'VALIDATION_ERROR', message: 'Ungültige Content-Length.' },
};

/** One error shape for every error, Fastify's own included (ARCHITECTURE: Errors). */
export function registerErrorHandler(app: FastifyInstance, spaIndexHtml?: string) {
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
      return sendError(reply, 429, 'TOO_MANY_REQUESTS', [{ message: 'Zu viele Anfragen. Bitte später erneut versuchen.' }]);
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendError(reply, error.statusCode, 'VALIDATION_ERROR', [{ message: 'Ungültige Anfrage.' }]);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, 'INTERNAL_ERROR', [{ message: 'Ein Fehler ist aufgetreten. Bitte erneut versuchen.' }]);
  });

  // Unknown /api and /assets paths are 404 errors; any other GET is a client route of the web app.
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0]!;
    if (spaIndexHtml && request.method === 'GET' && !url.startsWith('/api/') && !url.startsWith('/assets/')) {
      return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(spaIndexHtml);
    }
    return sendError(reply, 404, 'NOT_FOUND', [{ message: `Nicht gefunden: ${request.method} ${url}` }]);
  });
}
