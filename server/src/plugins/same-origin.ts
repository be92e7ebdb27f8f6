import type { FastifyInstance } from 'fastify';
import { commonMessages } from '@praxisport/contract/common';
import { AppError } from '../lib/app-error';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The Host header as URL.host writes it (a default port dropped), so that it compares with an Origin's host. */
function hostOf(header: string | undefined): string | undefined {
  if (!header) return undefined;
  try {
    const url = new URL(`http://${header}`);
    return url.port === '443' ? url.hostname : url.host;
  } catch {
    return undefined;
  }
}

/**
 * Writes from a browser come from this app's own pages: a browser sends `Origin` with every write,
 * so a write with an `Origin` of another site (or `Sec-Fetch-Site: cross-site`) is refused before
 * anything else happens, with or without a session cookie: a sign-in from another site would set
 * the cookie of an account the other site chose (login CSRF). SameSite=Lax cookies already keep
 * most cross-site writes out; this also covers other sites on the same "site" and older browsers.
 * Requests without a browser's headers (scripts, tests) pass.
 */
export function registerSameOrigin(app: FastifyInstance, { publicUrl }: { publicUrl?: string }) {
  const own = publicUrl ? new URL(publicUrl).origin : undefined;
  app.addHook('onRequest', async (request) => {
    if (!WRITES.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin) {
      let host: string | undefined;
      try {
        host = new URL(origin).host;
      } catch {
        host = undefined;
      }
      if (origin === own || (host !== undefined && host === hostOf(request.host))) return;
      throw new AppError('FORBIDDEN', commonMessages.crossOrigin);
    }
    if (request.headers['sec-fetch-site'] === 'cross-site') throw new AppError('FORBIDDEN', commonMessages.crossOrigin);
  });
}
