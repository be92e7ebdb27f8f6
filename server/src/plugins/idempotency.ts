import crypto from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { commonMessages } from '@praxisport/contract/common';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema/idempotency';
import { AppError } from '../lib/app-error';
import { sessionUserOf } from './access';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * How long a key answers with the stored answer (decision 032): a device that lost its connection
 * retries its queued writes when it is back, usually the same day; after a day the key is new again.
 */
export const IDEMPOTENCY_KEY_HOURS = 24;
/** A write still running after this long died with its process: a retry takes its key over. */
const ABANDONED_AFTER_SECONDS = 120;
const SWEEP_INTERVAL_MS = 3600_000;
/** The draft leaves the key's form to the server: 1–255 visible ASCII characters (the web app sends a UUID). */
const KEY_PATTERN = /^[\x21-\x7E]{1,255}$/;

declare module 'fastify' {
  interface FastifyRequest {
    /** The key this request holds while its write runs (set by the idempotency hook). */
    idempotencyKey: { scope: string; key: string } | null;
  }
}

/** Method, URL (with its query) and body: a key sent again must come with the same request. An upload's body is hashed by its bytes. */
function fingerprintOf(request: FastifyRequest): string {
  const body = request.body;
  return crypto
    .createHash('sha256')
    .update(`${request.method} ${request.url}\n`)
    .update(Buffer.isBuffer(body) ? body : JSON.stringify(body ?? null))
    .digest('hex');
}

/**
 * The `Idempotency-Key` header (IETF draft "The Idempotency-Key HTTP Header Field") on every write
 * under /api: the first request with a key runs and its answer is stored; the same request again
 * (a retry after a lost answer) gets that answer, with `Idempotent-Replayed: true`, and changes
 * nothing. The same key while the first still runs: 409 with `Retry-After`; with another request:
 * 422. Answers of 500 and above are not stored (a retry runs again), nor answers that set a cookie
 * (a session is never kept in the database; signing in twice is harmless). Keys belong to their
 * caller and are forgotten after IDEMPOTENCY_KEY_HOURS. A request without the header is untouched.
 */
export function registerIdempotency(app: FastifyInstance, { db }: { db: Db }) {
  app.decorateRequest('idempotencyKey', null);
  const expired = sql`now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})`;

  // after access, validation and the rate limits: what they refuse holds no key (a 429 kept for a day would refuse every retry)
  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers['idempotency-key'];
    if (key === undefined || !WRITES.has(request.method) || !request.routeOptions.url?.startsWith('/api/')) return;
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) throw new AppError('VALIDATION_ERROR', commonMessages.idempotencyKeyInvalid);
    const actor = request.actor ?? (await sessionUserOf(request));
    const scope = actor ? `${actor.kind}:${actor.id}` : 'anon';
    const fingerprint = fingerprintOf(request);
    // a new key, or one expired or abandoned, is this request's; any other is looked at below
    const taken = await db
      .insert(idempotencyKeys)
      .values({ scope, key, fingerprint })
      .onConflictDoUpdate({
        target: [idempotencyKeys.scope, idempotencyKeys.key],
        set: { fingerprint, status: null, responseBody: null, contentType: null, createdAt: sql`now()` },
        setWhere: sql`${idempotencyKeys.createdAt} < ${expired}
          or (${idempotencyKeys.status} is null and ${idempotencyKeys.createdAt} < now() - make_interval(secs => ${ABANDONED_AFTER_SECONDS}))`,
      })
      .returning({ key: idempotencyKeys.key });
    if (taken.length) {
      request.idempotencyKey = { scope, key };
      return;
    }
    const [row] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    if (row && row.fingerprint !== fingerprint) throw new AppError('RULE_VIOLATION', commonMessages.idempotencyKeyReused);
    // no row: the first request failed and let its key go just now; a retry runs
    if (!row || row.status === null) {
      reply.header('retry-after', '1');
      throw new AppError('CONFLICT', commonMessages.idempotencyKeyInProgress);
    }
    reply.status(row.status).header('idempotent-replayed', 'true');
    if (row.contentType) reply.type(row.contentType);
    return reply.send(row.responseBody ?? undefined);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const held = request.idempotencyKey;
    if (!held) return payload;
    request.idempotencyKey = null;
    const mine = and(eq(idempotencyKeys.scope, held.scope), eq(idempotencyKeys.key, held.key), isNull(idempotencyKeys.status));
    const storable = reply.statusCode < 500 && reply.getHeader('set-cookie') === undefined && (payload == null || typeof payload === 'string');
    try {
      if (storable) {
        const contentType = reply.getHeader('content-type');
        await db
          .update(idempotencyKeys)
          .set({ status: reply.statusCode, responseBody: payload ?? null, contentType: contentType === undefined ? null : String(contentType) })
          .where(mine);
      } else {
        await db.delete(idempotencyKeys).where(mine);
      }
    } catch (err) {
      // the write is done: its answer goes out; the key stays in progress until it counts as abandoned
      request.log.warn({ err }, 'idempotency key not stored');
    }
    return payload;
  });

  const sweep = setInterval(() => {
    db.delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, expired))
      .catch((err: unknown) => app.log.warn({ err }, 'idempotency key sweep failed'));
  }, SWEEP_INTERVAL_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}
