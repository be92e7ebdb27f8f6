import { sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { buildScene, call, useTwoProcesses, type TestContext } from '../../../test/kit';
import { notify } from './notifications.service';

/**
 * Issue 17, decision 023: the bell's first page is served from a short cache; a notification made,
 * read or deleted is announced by the database ('n:<person>') and reaches every process (app) at
 * once, and the process where the person marks one read answers the change at the next request.
 */
const { a, b } = useTwoProcesses();

type Page = { unread: number; notifications: { _id: string; read: boolean }[]; nextCursor: string | null };
const bell = async (t: TestContext, cookie: string): Promise<Page> => {
  const res = await call(t, { url: '/api/notifications?limit=20', as: cookie });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const soon = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 3000, interval: 25 });

describe('notification cache (issue 17)', () => {
  it('serves the first page from the cache until the database announces a change of that person\'s notifications', async () => {
    const s = await buildScene(a.db);
    expect((await bell(a, s.student.cookie)).unread).toBe(0);
    await a.db.execute(sql`alter table notifications disable trigger notifications_notify_change`);
    onTestFinished(() => a.db.execute(sql`alter table notifications enable trigger notifications_notify_change`).then(() => undefined));
    await notify(a.db, { userId: s.student.id, kind: 'talkSubmitted', params: { teacher: 'Markus Weber' }, link: '/x' });
    // cached: the database was not asked again
    expect((await bell(a, s.student.cookie)).unread).toBe(0);
    await a.db.execute(sql`select pg_notify('pp_session_change', ${`n:${s.student.id}`})`);
    await soon(async () => expect((await bell(a, s.student.cookie)).unread).toBe(1));
    // read in this process: answered at once, without the database's announcement (still switched off)
    const [n] = (await bell(a, s.student.cookie)).notifications;
    expect((await call(a, { method: 'POST', url: `/api/notifications/${n!._id}/read`, as: s.student.cookie })).statusCode).toBe(204);
    expect(await bell(a, s.student.cookie)).toMatchObject({ unread: 0, notifications: [{ _id: n!._id, read: true }] });
  });

  it('ISSUE-15 a new notification shows in every process; read in one, it is read at once there and in every other', async () => {
    const s = await buildScene(a.db);
    for (const t of [a, b]) expect((await bell(t, s.student.cookie)).unread).toBe(0);
    await notify(b.db, { userId: s.student.id, kind: 'talkSubmitted', params: { teacher: 'Markus Weber' }, link: '/x' });
    for (const t of [a, b]) await soon(async () => expect((await bell(t, s.student.cookie)).unread).toBe(1));
    const [n] = (await bell(a, s.student.cookie)).notifications;
    expect((await call(a, { method: 'POST', url: `/api/notifications/${n!._id}/read`, as: s.student.cookie })).statusCode).toBeLessThan(300);
    // the same process: at once, without waiting for the announcement
    expect(await bell(a, s.student.cookie)).toMatchObject({ unread: 0, notifications: [{ _id: n!._id, read: true }] });
    await soon(async () => expect((await bell(b, s.student.cookie)).unread).toBe(0));
    // another person's bell is not theirs
    expect((await bell(a, s.classmate.cookie)).notifications).toEqual([]);
  });
});
