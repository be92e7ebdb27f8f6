/**
 * Data minimisation (ADR 027):
 * - no query selects the password hash except the two checks of a password (sign-in, and the
 *   current password before a change): the driver is wrapped to read the SQL of every query sent
 *   while users and admins sign in, change a password, and every GET route is called as every
 *   actor of a scene (plus the writes that create or activate accounts);
 * - no response carries an e-mail address or phone number of a person except on the screens that
 *   show them (ALLOWED below): the same walk reads every JSON answer for the people's addresses
 *   and numbers and for `email`/`contact`/`phone`/`dob` fields.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { schoolDay } from '@praxisport/contract/attendance';
import { kilianTypes } from '@praxisport/contract/kilian';
import { talkTypes } from '@praxisport/contract/talks';
import type { Db } from '../src/db/client';
import { buildComment, buildScene, buildTeacher, buildUser, call, login, loginAdmin, TEST_PASSWORD, useTestApp, type Scene } from './kit';

type Fn = (...a: unknown[]) => unknown;

/** Records the SQL text of every query sent through `db`'s driver until `stop()` (PGlite's query/exec and its transactions', or every pg client's query). */
function captureSql(db: Db): { texts: string[]; stop: () => void } {
  const texts: string[] = [];
  const undo: (() => void)[] = [];
  const textOf = (a: unknown[]) => (typeof a[0] === 'string' ? a[0] : (a[0] as { text?: string } | undefined)?.text);
  const wrap = (target: Record<string, Fn>, key: string, keep = true) => {
    const orig = target[key]!;
    target[key] = function (this: unknown, ...a: unknown[]) {
      const s = textOf(a);
      if (s) texts.push(s);
      return orig.apply(this, a);
    };
    if (keep) undo.push(() => (target[key] = orig));
  };
  const client = (db as unknown as { $client: Record<string, Fn> }).$client;
  if (client instanceof pg.Pool) {
    wrap(pg.Client.prototype as unknown as Record<string, Fn>, 'query');
  } else {
    wrap(client, 'query');
    wrap(client, 'exec');
    const transaction = client.transaction!;
    client.transaction = (fn: unknown) =>
      transaction.call(client, (tx: Record<string, Fn>) => {
        wrap(tx, 'query', false);
        wrap(tx, 'exec', false);
        return (fn as Fn)(tx);
      });
    undo.push(() => (client.transaction = transaction));
  }
  return { texts, stop: () => undo.reverse().forEach((u) => u()) };
}

/**
 * Whether a query hands the password hash to the app: the column in a select list or a
 * RETURNING clause, or a whole row of users/admins (`select *`, `row_to_json(u) … from users u`).
 * Naming it in an INSERT's column list or an UPDATE's SET writes it and is fine, and so is comparing it
 * with a parameter (`"password_hash" = $1`: a yes or no, such as whether an account has a password at all).
 */
export function selectsPasswordHash(text: string): boolean {
  const q = text.replace(/\s+/g, ' ').replace(/(?:"?\w+"?\.)?"?password_hash"? = \$\d+/gi, 'a_comparison');
  return (
    /\breturning\b.*password_hash/i.test(q) ||
    /\bselect\b(?:(?!\bfrom\b).)*password_hash/i.test(q) ||
    /\bselect \* from "?(users|admins)"?/i.test(q) ||
    /\b(row_to_json|to_jsonb?)\((\w+)\)[^()]* from "?(users|admins)"? (as )?"?\2\b/i.test(q)
  );
}

const t = useTestApp();
let s: Scene;

/** The screens that show an e-mail address or phone number (ADR 027): the person's own data, the supervisor's and teacher's student list, the student home, and the admin's pages. */
const ALLOWED = new Set([
  'GET /api/user/byId/:id',
  'GET /api/user/profile',
  'GET /api/user/auth/session',
  'GET /api/user/students/:classId',
  'GET /api/admin/users',
  'GET /api/admin/users/pending',
  'GET /api/admin/privacy/:userId',
  'GET /api/admin/privacy/:userId/export',
  'GET /api/admin/outbox',
  'GET /api/admin/outbox/:mailId',
]);

const today = schoolDay();
/** A value for each path parameter: the scene's records where the name says what it is. */
function fill(url: string): string {
  const value: Record<string, string> = {
    classId: s.cls.id,
    studentId: s.student.id,
    userId: s.student.id,
    id: s.student.id,
    date: today,
    talkType: talkTypes[0],
    kilianType: kilianTypes[0],
    type: kilianTypes[0],
    fileType: 'png',
    major: 'image',
    minor: 'png',
  };
  return url.replace(/:([A-Za-z_]+)/g, (_, name: string) => value[name] ?? crypto.randomUUID());
}

/** Every string and key of a JSON value, for the search for personal fields. */
function personalFields(body: unknown, path = ''): string[] {
  if (Array.isArray(body)) return body.flatMap((v, i) => personalFields(v, `${path}[${i}]`));
  if (body && typeof body === 'object') {
    return Object.entries(body).flatMap(([k, v]) => [
      ...(/^(email|contact|phone|dob)$/i.test(k) && typeof v === 'string' ? [`${path}.${k}`] : []),
      ...personalFields(v, `${path}.${k}`),
    ]);
  }
  return [];
}

beforeAll(async () => {
  s = await buildScene(t.db);
  await buildComment(t.db, s.teacher.id, s.student.id, 'Sauber dokumentiert.');
});

describe('issue 16 item 9 only the password checks select the password hash', () => {
  it('the regular expression finds the hash in a select list, a RETURNING and a whole row, and not in a write', () => {
    expect(selectsPasswordHash('select "id", "password_hash" from "users" where "users"."id" = $1')).toBe(true);
    expect(selectsPasswordHash('update "users" set "status" = $1 where "id" = $2 returning "id", "name", "password_hash"')).toBe(true);
    expect(selectsPasswordHash('select row_to_json(u) as r from users u where id = $1')).toBe(true);
    expect(selectsPasswordHash('select * from users where id = $1')).toBe(true);
    expect(selectsPasswordHash('insert into "users" ("id", "password_hash") values ($1, $2) returning "id", "email"')).toBe(false);
    expect(selectsPasswordHash('update "users" set "password_hash" = $1 where "users"."id" = $2')).toBe(false);
    expect(selectsPasswordHash('select "id", "users"."password_hash" = $1 from "users" where "users"."id" = $2')).toBe(false);
    expect(selectsPasswordHash('select "id", "users"."password_hash" = $1, "password_hash" from "users"')).toBe(true);
    expect(selectsPasswordHash('select row_to_json(u) as r from (select "id", "name" from users where id = $1) u')).toBe(false);
  });

  it('no server source reads a whole users or admins row (select() or returning() without columns), so routes the walk does not reach cannot either', () => {
    const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
    const files = fs.readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.includes('seed'));
    expect(files.length).toBeGreaterThan(50);
    const findings: string[] = [];
    for (const f of files) {
      const text = fs.readFileSync(path.join(src, f), 'utf8');
      for (const m of text.matchAll(/select\(\)\s*\.from\((users|admins)\)|(insert|update)\((users|admins)\)(?:(?!;\n)[\s\S])*?\.returning\(\)/g)) findings.push(`${f}: ${m[0].slice(0, 80)}`);
    }
    expect(findings).toEqual([]);
  });

  it('sign-in of a user and an admin and a password change select it once each; a walk of every GET route as every actor, and account writes, never', async () => {
    const capture = captureSql(t.db);
    try {
      const checks: Record<string, string[]> = {};
      const during = async (name: string, fn: () => Promise<unknown>) => {
        const from = capture.texts.length;
        await fn();
        checks[name] = capture.texts.slice(from).filter(selectsPasswordHash);
      };
      let cookie = '';
      await during('user sign-in', async () => (cookie = await login(t.app, s.student.email)));
      await during('admin sign-in', () => loginAdmin(t.app, s.admin.email));
      const changer = await buildUser(t.db);
      const changerCookie = await login(t.app, changer.email);
      await during('password change', async () => {
        const res = await call(t, { method: 'POST', url: '/api/user/auth/changePassword', as: changerCookie, body: { currentPassword: TEST_PASSWORD, newPassword: 'ein-neues-passwort-1' } });
        expect(res.statusCode, res.body).toBeLessThan(300);
      });
      await during('wrong password', async () => {
        const res = await call(t, { method: 'POST', url: '/api/user/auth/login', body: { email: s.teacher.email, password: 'falsch-falsch' } });
        expect(res.statusCode).toBe(401);
      });
      expect(checks['user sign-in']).toHaveLength(1);
      expect(checks['user sign-in']![0]).toMatch(/from "users"/);
      expect(checks['admin sign-in']).toHaveLength(1);
      expect(checks['admin sign-in']![0]).toMatch(/from "admins"/);
      expect(checks['password change']).toHaveLength(1);
      expect(checks['wrong password']).toHaveLength(1);

      const pending = await buildTeacher(t.db, { status: 'pending' });
      const from = capture.texts.length;
      const actors = [undefined, cookie, s.supervisor, s.teacher, s.classmate, s.outsider, s.kilian, s.admin];
      let calls = 0;
      for (const r of t.app.routeTable.filter((r) => r.method === 'GET')) {
        for (const as of actors) {
          await call(t, { url: fill(r.url), as });
          calls++;
        }
      }
      // the writes that create and activate accounts answer a user record
      expect((await call(t, { method: 'PATCH', url: `/api/admin/users/${pending.id}/approve`, as: s.admin })).statusCode).toBe(200);
      const u = crypto.randomUUID().slice(0, 8);
      const kilian = { userType: 'kilian', firstName: 'Karl', name: 'Kilian', username: `k_${u}`, email: `k_${u}@test.example`, password: 'kilian-passwort' };
      expect((await call(t, { method: 'POST', url: '/api/admin/users', as: s.admin, body: kilian })).statusCode).toBe(201);
      const walk = capture.texts.slice(from);
      expect(calls).toBeGreaterThan(400);
      expect(walk.length).toBeGreaterThan(calls);
      expect(walk.filter(selectsPasswordHash)).toEqual([]);
      console.info(`data-minimisation: ${calls} GET calls and 2 account writes sent ${walk.length} queries; none selected the password hash`);
    } finally {
      capture.stop();
    }
  }, 120_000);
});

describe('issue 16 item 9 responses carry e-mail addresses and phone numbers only where a screen shows them', () => {
  it('no GET answer outside the allowed screens names anyone’s e-mail, phone or birth date, as any actor', async () => {
    const people = [s.supervisor, s.student, s.classmate, s.teacher, s.outsider, s.kilian, s.pending];
    const secrets = [...people.flatMap((p) => [p.email, p.contact, p.dob]), s.admin.email].filter((x): x is string => !!x);
    const findings: string[] = [];
    let answers = 0;
    for (const r of t.app.routeTable.filter((r) => r.method === 'GET')) {
      const route = `GET ${r.url}`;
      if (ALLOWED.has(route)) continue;
      for (const as of [undefined, s.supervisor, s.teacher, s.student, s.classmate, s.outsider, s.kilian, s.admin]) {
        const res = await call(t, { url: fill(r.url), as });
        if (res.statusCode >= 300) continue;
        answers++;
        const leaked = secrets.filter((x) => res.body.includes(x));
        const fields = /json/.test(String(res.headers['content-type'])) ? personalFields(res.json()) : [];
        if (leaked.length || fields.length) findings.push(`${route}: ${[...leaked, ...fields].join(', ')}`);
      }
    }
    expect(answers).toBeGreaterThan(50);
    expect(findings).toEqual([]);
    console.info(`data-minimisation: ${answers} successful answers outside the ${ALLOWED.size} allowed screens, none with an e-mail, phone or birth date`);
  }, 120_000);

  it('API-13 the supervisors for the filter carry names only', async () => {
    const res = await call(t, { url: '/api/user/getSupervisors', as: s.teacher });
    expect(res.statusCode).toBe(200);
    const row = res.json().supervisors.find((x: { _id: string }) => x._id === s.supervisor.id);
    expect(Object.keys(row).sort()).toEqual(['_id', 'firstName', 'name']);
  });

  it("API-25 comments name their author without the author's e-mail or phone", async () => {
    const res = await call(t, { url: `/api/user/comments/${s.student.id}`, as: s.student });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Sauber dokumentiert.');
    expect(res.body).not.toContain(s.teacher.email);
    expect(personalFields(res.json())).toEqual([]);
  });

  it("API-12 a teacher of the class reads the student's contact data for the student home, but not their username, pictures or placements", async () => {
    const res = await call(t, { url: `/api/user/byId/${s.student.id}`, as: s.teacher });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: s.student.email, contact: s.student.contact, dob: s.student.dob });
    expect(Object.keys(res.json().user)).not.toEqual(expect.arrayContaining(['username']));
    expect(res.body).not.toMatch(/username|profile|signature|impatient|password/i);
  });
});
