/**
 * Hostile input (SEC-08, ERR): every registered route gets requests generated
 * from its own contract schema (the OpenAPI document the app serves) and then mutated: wrong
 * types, missing fields, huge strings, lone surrogates, nested objects, SQL and HTML fragments,
 * `__proto__` and `constructor` keys and path segments. Whatever arrives:
 * - never a 5xx;
 * - every error in the one shape (`code`, `messages[].message`);
 * - a route whose generated requests were all refused changed nothing in the database.
 * FUZZ_RUNS sets the requests per route (default 12); FUZZ_SEED replays a failing run.
 */
import crypto from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildScene, useTestApp, type Scene } from './kit';

const t = useTestApp();
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  nullable?: boolean;
  additionalProperties?: boolean | Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
}
interface Operation {
  parameters?: { in: string; name: string; schema?: Schema; required?: boolean }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
type OpenApi = { paths: Record<string, Record<string, Operation>> };

const HOSTILE_TEXT = [
  '__proto__',
  'constructor',
  'prototype',
  "'; drop table users; --",
  "1' or '1'='1",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '\uD800',
  'a\uDFFFb',
  '\u0000',
  '../../etc/passwd',
  '{{7*7}}',
  '${7*7}',
  'x'.repeat(100_000),
  ' ',
  '',
  '-1',
  '1e309',
  'NaN',
  '9999-99-99',
  '2026-02-30',
];
/** Path segments: the same, percent-encoded where a raw one could not be sent, plus broken encodings. */
const HOSTILE_SEGMENTS = ['__proto__', 'constructor', 'prototype', '%27%20or%201%3D1', '%3Cscript%3E', '%ED%A0%80', '%C0%AF', '%00', '..%2F..%2Fetc', '-1', '99999999999999999999', 'x'.repeat(3000), '2026-13-45', 'null', 'undefined', 'NaN'];

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXT),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.constantFrom(...HOSTILE_TEXT), { maxLength: 3 }),
  fc.constant(JSON.parse('{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}')),
  // deeply nested
  fc.constant(Array.from({ length: 200 }).reduce<unknown>((inner) => ({ a: inner }), 'x')),
);

/** An own, enumerable `key` (also `__proto__`, which plain assignment would turn into the prototype). */
function withKey(o: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(o)) Object.defineProperty(copy, k, { value: v, enumerable: true, writable: true, configurable: true });
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

/** Strings of a pattern (fast-check cannot build every regular expression, e.g. lookaheads: then any short string). */
function matching(pattern: string, maxLength = 200): fc.Arbitrary<string> {
  try {
    return fc.stringMatching(new RegExp(pattern)).map((x) => x.slice(0, maxLength));
  } catch {
    return fc.string({ maxLength: Math.min(maxLength, 40) });
  }
}

function valid(s: Schema | undefined, ids: fc.Arbitrary<string>, depth = 0): fc.Arbitrary<unknown> {
  if (!s || depth > 6) return fc.constant(null);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((a) => valid(a, ids, depth + 1)));
  if (s.allOf?.length) return valid(Object.assign({}, ...s.allOf) as Schema, ids, depth + 1);
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  const type = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
  let arb: fc.Arbitrary<unknown>;
  switch (type) {
    case 'string':
      if (s.format === 'uuid') arb = ids;
      else if (s.format === 'email') arb = fc.emailAddress();
      else if (s.format === 'uri') arb = fc.webUrl();
      else if (s.format === 'date-time') arb = fc.date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
      else if (s.pattern) arb = matching(s.pattern, s.maxLength);
      else arb = fc.string({ maxLength: Math.min(s.maxLength ?? 40, 40) });
      break;
    case 'integer':
      arb = fc.integer({ min: Math.max(s.minimum ?? -10, -1_000_000), max: Math.min(s.maximum ?? 100, 1_000_000) });
      break;
    case 'number':
      arb = fc.double({ min: s.minimum ?? -100, max: s.maximum ?? 100, noNaN: true });
      break;
    case 'boolean':
      arb = fc.boolean();
      break;
    case 'array':
      arb = fc.array(valid(s.items, ids, depth + 1), { maxLength: 3 });
      break;
    case 'object': {
      const props = Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, valid(v, ids, depth + 1)]));
      const record = fc.record(props, { requiredKeys: (s.required ?? []).filter((k) => k in props) });
      arb =
        typeof s.additionalProperties === 'object'
          ? fc.tuple(record, fc.dictionary(ids, valid(s.additionalProperties, ids, depth + 1), { maxKeys: 2 })).map(([a, b]) => ({ ...b, ...a }))
          : record;
      break;
    }
    default:
      arb = fc.jsonValue({ maxDepth: 2 });
  }
  return s.nullable ? fc.option(arb, { nil: null }) : arb;
}

/** The generated value, or one of its fields (or itself) replaced, removed or added with something hostile. */
function mutated(base: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const changeField = fc.tuple(base, fc.nat(), hostileValue, fc.constantFrom('replace', 'remove', 'add')).map(([value, n, hostile, how]) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return hostile;
    const o = value as Record<string, unknown>;
    const keys = Object.keys(o);
    if (how === 'add' || keys.length === 0) return withKey(o, ['__proto__', 'constructor', 'extra', '$where'][n % 4]!, hostile);
    const key = keys[n % keys.length]!;
    if (how === 'remove') {
      const { [key]: _removed, ...rest } = o;
      return rest;
    }
    return withKey(o, key, hostile);
  });
  return fc.oneof({ arbitrary: base, weight: 1 }, { arbitrary: changeField, weight: 3 }, { arbitrary: hostileValue, weight: 1 });
}

/** Tables whose rows a request may touch without changing anything: sessions (last use) and counters of rate limits. */
const VOLATILE = /session|rate_limit|login_attempt|login_failure/;
async function fingerprint(): Promise<string> {
  const tables = (await t.db.execute<{ tablename: string }>(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`)).rows
    .map((r) => r.tablename)
    .filter((n) => !VOLATILE.test(n));
  const parts = tables.map((n) => `select '${n}' as t, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${n}" x`);
  const rows = (await t.db.execute<{ t: string; h: string }>(sql.raw(parts.join(' union all ')))).rows;
  return rows.map((r) => `${r.t}:${r.h}`).join('\n');
}

function actorFor(scene: Scene, access: unknown): { cookie: string } | undefined {
  if (access === 'public') return undefined;
  const a = access as { users?: readonly string[] | 'any'; admin?: boolean };
  if (!a.users) return scene.admin;
  const order = ['teacher', 'supervisor', 'student', 'kilian'] as const;
  const kind = a.users === 'any' ? 'teacher' : order.find((k) => (a.users as readonly string[]).includes(k));
  return kind ? scene[kind] : scene.admin;
}

const stats = { routes: 0, requests: 0, refused: 0, accepted: 0 };
afterAll(() => {
  console.log(`hostile input: ${stats.requests} generated requests on ${stats.routes} routes (${stats.refused} refused with 4xx, ${stats.accepted} accepted), no 5xx`);
});

describe('ISSUE-16 SEC-08 hostile input on every route', () => {
  it('answers every generated and mutated request without a 5xx, in the one error shape, changing nothing when it refuses', async () => {
    const doc = t.app.swagger() as unknown as OpenApi;
    const routes = t.app.routeTable.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && !/logout/i.test(r.url));
    expect(routes.length).toBeGreaterThan(50);
    const failures: string[] = [];
    for (const route of routes) {
      const scene = await buildScene(t.db);
      const ids = fc.constantFrom(scene.student.id, scene.classmate.id, scene.cls.id, scene.teacher.id, scene.supervisor.id, crypto.randomUUID(), '00000000-0000-0000-0000-000000000000');
      const openApiPath = route.url.replace(/:([A-Za-z_]+)\??/g, '{$1}');
      const op = doc.paths[openApiPath]?.[route.method.toLowerCase()] ?? {};
      const paramNames = [...route.url.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]!);
      const paramSchema = (name: string) => op.parameters?.find((p) => p.in === 'path' && p.name === name)?.schema;
      const params = fc.tuple(
        ...paramNames.map((name) =>
          fc.oneof(
            { arbitrary: valid(paramSchema(name) ?? { type: 'string', format: 'uuid' }, ids).map((v) => encodeURIComponent(String(v))), weight: 2 },
            { arbitrary: fc.constantFrom(...HOSTILE_SEGMENTS), weight: 1 },
          ),
        ),
      );
      const queryParams = op.parameters?.filter((p) => p.in === 'query') ?? [];
      const query = fc.tuple(...queryParams.map((p) => fc.option(mutated(valid(p.schema, ids)), { nil: undefined })));
      const bodySchema = op.requestBody?.content?.['application/json']?.schema;
      const hasBody = !['GET', 'DELETE'].includes(route.method);
      const body = hasBody ? mutated(valid(bodySchema ?? { type: 'object' }, ids)) : fc.constant(undefined);
      const as = actorFor(scene, route.access);

      const before = await fingerprint();
      let accepted = false;
      await fc.assert(
        fc.asyncProperty(params, query, body, async (segments, queryValues, payload) => {
          let i = 0;
          let url = route.url.replace(/:([A-Za-z_]+)\??/g, () => segments[i++] as string);
          const qs = queryParams
            .map((p, n) => (queryValues[n] === undefined ? '' : `${encodeURIComponent(p.name)}=${encodeURIComponent(typeof queryValues[n] === 'string' ? (queryValues[n] as string).replace(/[\uD800-\uDFFF]/g, '') : JSON.stringify(queryValues[n]))}`))
            .filter(Boolean)
            .join('&');
          if (qs) url += `?${qs}`;
          const res = await t.app.inject({
            method: route.method as 'GET',
            url,
            headers: { cookie: as?.cookie ?? '', ...(hasBody ? { 'content-type': 'application/json' } : {}) },
            payload: hasBody ? JSON.stringify(payload ?? null) : undefined,
          });
          stats.requests += 1;
          const where = `${route.method} ${route.url} → ${res.statusCode} ${url.slice(0, 200)} ${hasBody ? JSON.stringify(payload)?.slice(0, 300) : ''}`;
          expect(res.statusCode, where).toBeLessThan(500);
          if (res.statusCode >= 400) {
            stats.refused += 1;
            const err = res.json() as { code?: unknown; messages?: { message?: unknown }[] };
            expect(typeof err.code, where).toBe('string');
            expect(err.messages?.length, where).toBeGreaterThan(0);
            for (const m of err.messages ?? []) expect(typeof m.message === 'string' && m.message.length > 0, where).toBe(true);
          } else {
            stats.accepted += 1;
            accepted = true;
          }
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      ).catch((e: Error) => failures.push(`${(e.cause as Error | undefined)?.message ?? e.message}`.split('\n').slice(0, 6).join('\n')));
      const after = accepted ? before : await fingerprint();
      if (after !== before) {
        const changed = after.split('\n').filter((line) => !before.split('\n').includes(line)).map((line) => line.split(':')[0]);
        failures.push(`${route.method} ${route.url}: every request was refused, yet the database changed (${changed.join(', ')})`);
      }
      stats.routes += 1;
    }
    expect(failures, failures.join('\n\n')).toEqual([]);
  }, 600_000);
});
