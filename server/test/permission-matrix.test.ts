/**
 * The permission matrix (SEC-01 SEC-02 SEC-04 SEC-06 PERM): every registered
 * route, called as every actor of test/permission-matrix.ts with a valid request against the
 * world's records:
 * - the actors of the route's row get a 2xx, everyone else 401, 403 or 404 (never a 5xx), in the
 *   one error shape;
 * - anonymous callers, pending and deactivated accounts get exactly 401 on every protected route
 *   (their sessions exist in the database: the server checks the account on every request);
 *   an admin gets 401 where admins are not admitted, a user whose role is not admitted 403;
 * - a write (POST/PUT/PATCH/DELETE) refused to everyone not allowed changed nothing in the database;
 * - a registered route without a row (or a row without a route) fails the test by name.
 */
import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lfces } from '../src/db/schema/attendance';
import { authMessages } from '@praxisport/contract/auth';
import type { Access } from '../src/plugins/access';
import { call, useTestApp } from './kit';
import { actorNames, buildWorld, matrix, type ActorName, type MatrixRequest, type MatrixRow, type World } from './permission-matrix';

const t = useTestApp();
let w: World;
beforeAll(async () => {
  w = await buildWorld(t);
}, 60_000);
afterAll(async () => {
  // LFCEs of this file go again: other files expect the catalogue CE 01 … CE 11
  if (w) await t.db.delete(lfces).where(like(lfces.title, `%${w.tag}%`));
});

const keyOf = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
const isWrite = (route: string) => !route.startsWith('GET ');

/** Tables a request may touch without changing anything: sessions (last use) and rate-limit counters. */
const VOLATILE = /session|rate_limit|login_attempt|login_failure/;
async function fingerprint(): Promise<Map<string, string>> {
  const tables = (await t.db.execute<{ tablename: string }>(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`)).rows
    .map((r) => r.tablename)
    .filter((n) => !VOLATILE.test(n));
  const parts = tables.map((n) => `select '${n}' as t, count(*)::int as n, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${n}" x`);
  const rows = (await t.db.execute<{ t: string; n: number; h: string }>(sql.raw(parts.join(' union all ')))).rows;
  return new Map(rows.map((r) => [r.t, `${r.n}:${r.h}`]));
}
const changedTables = (a: Map<string, string>, b: Map<string, string>) => [...b].filter(([k, v]) => a.get(k) !== v).map(([k]) => k);

/**
 * The refusal an actor must get: exactly 401 "Bitte melden Sie sich an." without a valid session
 * (anonymous, pending, deactivated; an admin where admins are not admitted), exactly 403 with the
 * route's refusal text for a user whose role the route's access does not admit, and 403 or 404
 * for an admitted role without a claim on the record.
 */
function expectedRefusal(access: Access, who: ActorName): { statuses: readonly number[]; message?: string } {
  if (access === 'public') return { statuses: [400, 401, 403, 404, 409] };
  const unauthenticated = { statuses: [401], message: authMessages.unauthenticated };
  if (who === 'anonymous' || who === 'pending' || who === 'deactivated') return unauthenticated;
  if (who === 'admin') return access.admin ? { statuses: [403, 404] } : unauthenticated;
  const kind = who.replace(/A$|B$|Out$/, '') as 'student' | 'teacher' | 'supervisor' | 'kilian';
  if (!access.users || (access.users !== 'any' && !access.users.includes(kind))) {
    return { statuses: [403], message: ('forbidden' in access && access.forbidden) || authMessages.forbidden };
  }
  return { statuses: [403, 404] };
}

/** The statuses a route's contract documents (its OpenAPI responses); undefined for a hidden route. */
type OpenApi = { paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> };
function documentedStatuses(route: string): Set<number> | undefined {
  const [method, url] = route.split(' ') as [string, string];
  const doc = t.app.swagger() as unknown as OpenApi;
  const op = doc.paths[url.replace(/:([A-Za-z_]+)/g, '{$1}')]?.[method.toLowerCase()];
  return op?.responses ? new Set(Object.keys(op.responses).map(Number)) : undefined;
}

const stats = { routes: 0, calls: 0, allowed: 0, refused: 0 };
afterAll(() => {
  console.log(
    `permission matrix: ${stats.routes} routes × ${actorNames.length} actors = ${stats.routes * actorNames.length} checked, ${stats.calls} calls in all with the somebody-else requests (${stats.allowed} admitted, ${stats.refused} refused)`,
  );
});

describe('ISSUE-16 SEC-01 SEC-02 SEC-04 PERM the permission matrix', () => {
  it('has exactly one row for every registered route', () => {
    const registered = t.app.routeTable.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs')).map(keyOf);
    const rows = matrix.map((r) => r.route);
    const duplicates = rows.filter((r, i) => rows.indexOf(r) !== i);
    expect(duplicates, 'rows given twice').toEqual([]);
    const missing = registered.filter((r) => !rows.includes(r));
    expect(missing, `routes without a row in test/permission-matrix.ts: add one for each\n${missing.join('\n')}`).toEqual([]);
    const stale = rows.filter((r) => !registered.includes(r));
    expect(stale, `rows of routes that no longer exist\n${stale.join('\n')}`).toEqual([]);
  });

  it('admits exactly the actors of each row, refuses everyone else with 401/403/404, and a refused write changes nothing', async () => {
    const accessOf = new Map(t.app.routeTable.map((r) => [keyOf(r), r.access]));
    const failures: string[] = [];
    const ordered = [...matrix.filter((r) => !r.last), ...matrix.filter((r) => r.last)];
    for (const row of ordered) {
      const access = accessOf.get(row.route);
      if (access === undefined) continue; // reported by the test above
      await checkRow(row, access, failures);
      stats.routes += 1;
    }
    expect(failures, failures.join('\n')).toEqual([]);
  }, 300_000);
});

async function checkRow(row: MatrixRow, access: Access, failures: string[]): Promise<void> {
  await checkCalls(row, access, row.route, row.allowed, row.request, failures);
  // the same route about somebody else's records
  if (row.others) await checkCalls(row, access, `${row.route} (somebody else's)`, row.othersAllowed ?? [], row.others, failures);
}

async function checkCalls(row: MatrixRow, access: Access, label: string, allowed: readonly ActorName[], build: MatrixRow['request'], failures: string[]): Promise<void> {
  const method = row.route.split(' ')[0] as 'GET';
  // every request first (they may build fresh records), then the refused calls, then the admitted ones
  const requests = new Map<ActorName, MatrixRequest>();
  for (const who of actorNames) requests.set(who, await build(w, who));
  const refused = actorNames.filter((a) => !allowed.includes(a));
  const documented = documentedStatuses(row.route);
  const admitted = actorNames.filter((a) => allowed.includes(a));
  const send = (who: ActorName, req: MatrixRequest) => {
    stats.calls += 1;
    return call(t, {
      method,
      url: req.url,
      body: req.body,
      headers: req.headers,
      as: req.cookie ?? (who === 'anonymous' ? undefined : w.actors[who]),
      // own addresses: the per-address limits of sign-in and password reset are not the subject here
      remoteAddress: `10.16.${stats.calls % 250}.${Math.floor(stats.calls / 250) + 1}`,
    });
  };

  const before = isWrite(row.route) && refused.length > 0 ? await fingerprint() : undefined;
  // the refused calls at once (none of them may change anything), the admitted ones in turn
  const answers = await Promise.all(refused.map((who) => send(who, requests.get(who)!)));
  refused.forEach((who, i) => {
    const req = requests.get(who)!;
    const res = answers[i]!;
    stats.refused += 1;
    const expected = expectedRefusal(access, who);
    const where = `${label} as ${who} (${req.url.slice(0, 120)}) → ${res.statusCode} ${res.body.slice(0, 160)}`;
    if (!expected.statuses.includes(res.statusCode)) {
      failures.push(`${where}: expected ${expected.statuses.join(' or ')}`);
      return;
    }
    if (documented && !documented.has(res.statusCode)) failures.push(`${where}: ${res.statusCode} is not among the statuses the route documents (${[...documented].join(', ')})`);
    const err = res.json() as { code?: unknown; messages?: { message?: unknown }[] };
    if (typeof err.code !== 'string' || !err.messages?.length || typeof err.messages[0]!.message !== 'string') failures.push(`${where}: not the one error shape`);
    else if (expected.message !== undefined && err.messages[0]!.message !== expected.message) failures.push(`${where}: expected the message "${expected.message}"`);
  });
  if (before) {
    const changed = changedTables(before, await fingerprint());
    if (changed.length) failures.push(`${label}: refused to ${refused.join(', ')}, yet the database changed (${changed.join(', ')})`);
  }
  for (const who of admitted) {
    const req = requests.get(who)!;
    const res = await send(who, req);
    stats.allowed += 1;
    const ok = row.status === undefined ? res.statusCode >= 200 && res.statusCode < 300 : res.statusCode === row.status;
    if (!ok) failures.push(`${label} as ${who} (${req.url.slice(0, 120)}) → ${res.statusCode} ${res.body.slice(0, 200)}: expected ${row.status ?? '2xx'}`);
  }
}
