/**
 * The Idempotency-Key of writes (decision 032): a write sent again with its key has effect once and
 * answers as the first time; the key belongs to its caller, expires after a day, and refuses another
 * request or a second run at once. Keys are random per test: the worker's database is shared.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, attendanceMessages, schoolDay } from '@praxisport/contract/attendance';
import { commonMessages } from '@praxisport/contract/common';
import { attendanceRecords } from '../src/db/schema/attendance';
import { comments } from '../src/db/schema/comments';
import { idempotencyKeys } from '../src/db/schema/idempotency';
import { uploads } from '../src/db/schema/uploads';
import { buildScene, buildTeacher, call, expectError, joinClass, PNG_BYTES, signIn, TEST_PASSWORD, uuid, useTestApp, type Scene, type SignedIn, type BuiltUser } from './kit';

const t = useTestApp();

const comment = (s: Scene, key: string, text = 'Sehr sorgfältig.', as: SignedIn<BuiltUser> = s.teacher) =>
  call(t, { method: 'POST', url: '/api/user/comment', as, body: { _student: s.student.id, comment: text }, headers: { 'idempotency-key': key } });
const commentsOf = (s: Scene) => t.db.select().from(comments).where(eq(comments.studentId, s.student.id));
const rowOf = async (scope: string, key: string) => (await t.db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key))))[0];

describe('Idempotency-Key on writes', () => {
  it('IDEM-01 the same comment sent twice with one key: one comment, the same status and body, the second marked as replayed', async () => {
    const s = await buildScene(t.db);
    const key = uuid();
    const first = await comment(s, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await comment(s, key);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await commentsOf(s)).toHaveLength(1);
    expect(await rowOf(`user:${s.teacher.id}`, key)).toMatchObject({ status: 201, responseBody: first.body });
  });

  it('IDEM-02 a used key with another body or another URL answers 422 and changes nothing', async () => {
    const s = await buildScene(t.db);
    const key = uuid();
    expect((await comment(s, key)).statusCode).toBe(201);
    expectError(await comment(s, key, 'Ein anderer Text.'), 422, commonMessages.idempotencyKeyReused);
    const onOtherUrl = await call(t, { method: 'POST', url: '/api/user/comment?x=1', as: s.teacher, body: { _student: s.student.id, comment: 'Sehr sorgfältig.' }, headers: { 'idempotency-key': key } });
    expectError(onOtherUrl, 422, commonMessages.idempotencyKeyReused);
    expect((await commentsOf(s)).map((c) => c.comment)).toEqual(['Sehr sorgfältig.']);
  });

  it('IDEM-03 the same key of another caller is another key: both comments are made', async () => {
    const s = await buildScene(t.db);
    const second = await signIn(t.db, await buildTeacher(t.db));
    await joinClass(t.db, s.cls.id, second.id);
    const key = uuid();
    const mine = await comment(s, key);
    const theirs = await comment(s, key, 'Sehr sorgfältig.', second);
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json().comment._id).not.toBe(mine.json().comment._id);
    expect((await commentsOf(s)).map((c) => c.teacherId).sort()).toEqual([s.teacher.id, second.id].sort());
  });

  it('IDEM-04 a key older than 24 hours is new again: the write runs again', async () => {
    const s = await buildScene(t.db);
    const key = uuid();
    const first = await comment(s, key);
    await t.db.update(idempotencyKeys).set({ createdAt: sql`now() - interval '24 hours 1 minute'` }).where(eq(idempotencyKeys.key, key));
    const later = await comment(s, key);
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(later.json().comment._id).not.toBe(first.json().comment._id);
    expect(await commentsOf(s)).toHaveLength(2);
    // the key now holds the new answer, from now
    const row = await rowOf(`user:${s.teacher.id}`, key);
    expect(row).toMatchObject({ status: 201, responseBody: later.body });
    expect(Date.now() - row!.createdAt.getTime()).toBeLessThan(60_000);
  });

  it('IDEM-05 the key of a write still running answers 409 with Retry-After; one abandoned for minutes is taken over', async () => {
    const s = await buildScene(t.db);
    const key = uuid();
    await comment(s, key);
    // as if the first were still running
    await t.db.update(idempotencyKeys).set({ status: null, responseBody: null }).where(eq(idempotencyKeys.key, key));
    const running = await comment(s, key);
    expectError(running, 409, commonMessages.idempotencyKeyInProgress);
    expect(running.headers['retry-after']).toBe('1');
    expect(await commentsOf(s)).toHaveLength(1);
    // its process died: after two minutes a retry runs
    await t.db.update(idempotencyKeys).set({ createdAt: sql`now() - interval '3 minutes'` }).where(eq(idempotencyKeys.key, key));
    expect((await comment(s, key)).statusCode).toBe(201);
    expect(await commentsOf(s)).toHaveLength(2);
  });

  it('IDEM-05 six sends of one key at once: one comment; each answer the first one or 409', async () => {
    const s = await buildScene(t.db);
    const key = uuid();
    const answers = await Promise.all(Array.from({ length: 6 }, () => comment(s, key)));
    for (const a of answers) expect([201, 409], a.body).toContain(a.statusCode);
    const made = answers.filter((a) => a.statusCode === 201);
    expect(made.length).toBeGreaterThanOrEqual(1);
    expect(new Set(made.map((a) => a.body)).size).toBe(1);
    expect(await commentsOf(s)).toHaveLength(1);
  });

  it('IDEM-06 a refused write (409 stale attendance) answers the same refusal again and changes nothing', async () => {
    const s = await buildScene(t.db);
    const date = addDays(schoolDay(), -1);
    const present = { '8': true, '10': true, '12': true, '13:45': true, reason: '' };
    const save = (attendance: object, key: string, version?: number) =>
      call(t, { method: 'PUT', url: '/api/grade/attendance', as: s.supervisor, body: { _grade: s.cls.id, date, attendance, ...(version === undefined ? {} : { version }) }, headers: { 'idempotency-key': key } });
    expect((await save({ [s.student.id]: present }, uuid())).statusCode).toBe(200);
    const key = uuid();
    const late = { [s.student.id]: { ...present, reason: 'late30' } };
    const refused = await save(late, key);
    expectError(refused, 409, attendanceMessages.stale);
    const again = await save(late, key);
    expect([again.statusCode, again.body, again.headers['idempotent-replayed']]).toEqual([409, refused.body, 'true']);
    const [record] = await t.db.select().from(attendanceRecords).where(and(eq(attendanceRecords.classId, s.cls.id), eq(attendanceRecords.date, date)));
    expect(record!.version).toBe(1);
  });

  it('IDEM-07 a key that is empty, too long, or holds spaces, control or non-ASCII characters answers 400 and stores nothing', async () => {
    const s = await buildScene(t.db);
    for (const key of ['', 'x'.repeat(256), 'ab cd', 'a\u0001b', 'schlüssel']) {
      const res = await comment(s, key);
      expectError(res, 400, commonMessages.idempotencyKeyInvalid);
    }
    const keys = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.scope, `user:${s.teacher.id}`));
    expect(keys).toEqual([]);
    expect(await commentsOf(s)).toEqual([]);
    // the longest allowed key works
    expect((await comment(s, 'k'.repeat(255))).statusCode).toBe(201);
  });

  it('IDEM-08 sign-in with a key still sets its cookie every time and stores nothing; so does sign-out', async () => {
    const s = await buildScene(t.db);
    const key = uuid();
    for (let i = 0; i < 2; i++) {
      const res = await call(t, { method: 'POST', url: '/api/user/auth/login', body: { email: s.teacher.email, password: TEST_PASSWORD }, headers: { 'idempotency-key': key } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['idempotent-replayed']).toBeUndefined();
      expect(res.cookies.find((c) => c.name === 'pp_session')?.value).toBeTruthy();
    }
    const out = await call(t, { method: 'POST', url: '/api/user/auth/logout', as: s.teacher, headers: { 'idempotency-key': key } });
    expect(out.statusCode).toBe(204);
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);
  });

  it('IDEM-09 an upload sent twice with one key is stored once; other bytes with that key answer 422', async () => {
    const s = await buildScene(t.db);
    const presigned = await call(t, { url: '/api/upload/preSignedURL/image%2Fpng', as: s.teacher });
    const url = (presigned.json() as { url: string }).url.replace(/^https?:\/\/[^/]+/, '');
    const key = uuid();
    const put = (bytes: Buffer) => call(t, { method: 'PUT', url, as: s.teacher, body: bytes, headers: { 'content-type': 'image/png', 'idempotency-key': key } });
    const first = await put(PNG_BYTES);
    expect(first.statusCode, first.body).toBe(200);
    const again = await put(PNG_BYTES);
    expect([again.statusCode, again.body, again.headers['idempotent-replayed']]).toEqual([200, first.body, 'true']);
    expectError(await put(Buffer.concat([PNG_BYTES, Buffer.from([0])])), 422, commonMessages.idempotencyKeyReused);
    const storedKey = url.split('?')[0]!.split('/').pop()!;
    expect(await t.db.select().from(uploads).where(eq(uploads.key, storedKey))).toHaveLength(1);
  });

  it('IDEM-10 without the header a write runs as ever, and a GET with one stores nothing', async () => {
    const s = await buildScene(t.db);
    const plain = () => call(t, { method: 'POST', url: '/api/user/comment', as: s.teacher, body: { _student: s.student.id, comment: 'Gut.' } });
    expect([(await plain()).statusCode, (await plain()).statusCode]).toEqual([201, 201]);
    const key = uuid();
    expect((await call(t, { url: `/api/user/comments/${s.student.id}`, as: s.teacher, headers: { 'idempotency-key': key } })).statusCode).toBe(200);
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.scope, `user:${s.teacher.id}`))).toEqual([]);
    expect(await commentsOf(s)).toHaveLength(2);
  });

  it('IDEM-11 DSGVO erasing a person forgets the stored answers (they may name the person)', async () => {
    const s = await buildScene(t.db);
    const key = uuid();
    expect((await comment(s, key)).statusCode).toBe(201);
    const erased = await call(t, { method: 'DELETE', url: `/api/admin/privacy/${s.student.id}`, as: s.admin, body: { confirmEmail: s.student.email } });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await rowOf(`user:${s.teacher.id}`, key)).toBeUndefined();
  });
});
