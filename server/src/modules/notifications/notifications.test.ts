import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { addDays, schoolDay } from '@praxisport/contract/attendance';
import { notificationMessages } from '@praxisport/contract/notifications';
import { mailOutbox } from '../../db/schema/mail';
import { notifications } from '../../db/schema/notifications';
import { buildScene, buildUpload, call, describeRoute, expectError, talkBody, useTestApp, uuid, type Scene } from '../../../test/kit';
import { notify, notifyGuidanceDisputed } from './notifications.service';

const t = useTestApp();

const list = (as: Parameters<typeof call>[1]['as']) => call(t, { url: '/api/notifications', as });
const mailsTo = (to: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
const present = { '8': true, '10': true, '12': true, '13:45': true, reason: '' };

async function arrangeOne(s: Scene): Promise<string> {
  await notify(t.db, { userId: s.student.id, kind: 'talkSubmitted', params: { teacher: 'Markus Weber' }, link: `/talksform/intermtalk/${s.student.id}` });
  const [row] = await t.db.select().from(notifications).where(eq(notifications.userId, s.student.id));
  return row!.id;
}

describeRoute(
  t,
  {
    method: 'GET',
    route: '/api/notifications',
    title: 'ISSUE-15 GET /api/notifications: own notifications and the unread count',
    allowed: ['supervisor', 'teacher', 'student', 'kilian', 'admin'],
    valid: () => ({ url: '/api/notifications' }),
    success: { check: (res) => expect(res.json()).toMatchObject({ unread: expect.any(Number), notifications: expect.any(Array) }) },
  },
  () => {
    it('a teacher submits a talk: the student gets a notification naming the talk and leading to it, and a mail; nobody else sees it', async () => {
      const s = await buildScene(t.db);
      expect((await list(s.student)).json().unread).toBe(0);
      expect((await call(t, { method: 'POST', url: '/api/user/talk', as: s.teacher, body: talkBody(s.student.id, { _teacher: s.teacher.id }) })).statusCode).toBe(200);
      const body = (await list(s.student)).json();
      expect(body.unread).toBe(1);
      expect(body.notifications[0]).toMatchObject({
        kind: 'talkSubmitted',
        params: { teacher: `${s.teacher.firstName} ${s.teacher.name}`, talkType: 'intermtalk' },
        link: `/talksform/intermtalk/${s.student.id}`,
        read: false,
      });
      const [mail] = await mailsTo(s.student.email);
      expect(mail!.subject).toBe(`PraxisPort: ${s.teacher.firstName} ${s.teacher.name} hat das Zwischengespräch zur Bestätigung eingereicht`);
      expect(mail!.body).toContain(`${t.config.mail.appUrl}/talksform/intermtalk/${s.student.id}`);
      expect((await list(s.classmate)).json().unread).toBe(0);
      expect((await list(s.teacher)).json().unread).toBe(0);
    });

    it('absence over 8 % and over 10 %: the class supervisor is told once per threshold', async () => {
      const s = await buildScene(t.db);
      const put = (entry: Record<string, unknown>, version?: number) =>
        call(t, {
          method: 'PUT',
          url: '/api/grade/attendance',
          as: s.supervisor,
          body: { _grade: s.cls.id, date: schoolDay(), attendance: { [s.student.id]: entry, [s.classmate.id]: present }, version },
        });
      const kinds = async () => (await list(s.supervisor)).json().notifications.map((n: { kind: string }) => n.kind).sort();
      const first = await put({ ...present, reason: 'late30' }); // 30 of 360 minutes: 8.3 %
      expect(first.statusCode, first.body).toBe(200);
      expect(await kinds()).toEqual(['absenceOver8']);
      const second = await put({ ...present, '12': false }, first.json().attendance.version); // 105 minutes: 29 %
      expect(await kinds()).toEqual(['absenceOver10', 'absenceOver8']);
      await put({ ...present, '12': false, '10': false }, second.json().attendance.version);
      expect(await kinds()).toEqual(['absenceOver10', 'absenceOver8']);
      const n = (await list(s.supervisor)).json().notifications[0];
      expect(n).toMatchObject({ params: { student: `${s.student.firstName} ${s.student.name}`, className: s.cls.className }, link: `/classRegisterAnalysis/${s.cls.id}/statistics` });
    });

    it('a save checks the thresholds of the students whose entries it changed, and nobody\'s when it changed nothing', async () => {
      const s = await buildScene(t.db);
      const put = (attendance: Record<string, unknown>, version?: number) =>
        call(t, { method: 'PUT', url: '/api/grade/attendance', as: s.supervisor, body: { _grade: s.cls.id, date: schoolDay(), attendance, version } });
      const kinds = async () => (await list(s.supervisor)).json().notifications.map((n: { kind: string; params: { student: string } }) => `${n.kind} ${n.params.student}`).sort();
      const late = { ...present, reason: 'late30' }; // 8.3 %
      const first = await put({ [s.student.id]: present, [s.classmate.id]: late });
      expect(await kinds()).toEqual([`absenceOver8 ${s.classmate.firstName} ${s.classmate.name}`]);
      // the supervisor's notifications are gone (as after a deletion): only a change brings one back
      await t.db.delete(notifications).where(eq(notifications.userId, s.supervisor.id));
      const same = await put({ [s.student.id]: present, [s.classmate.id]: late }, first.json().attendance.version);
      expect(same.statusCode, same.body).toBe(200);
      expect(await kinds()).toEqual([]);
      await put({ [s.student.id]: late, [s.classmate.id]: late }, same.json().attendance.version);
      expect(await kinds()).toEqual([`absenceOver8 ${s.student.firstName} ${s.student.name}`]);
    });

    it('the thresholds count the student\'s other days, also those saved at the same moment', async () => {
      const s = await buildScene(t.db);
      const [d0, d1, d2] = [schoolDay(), addDays(schoolDay(), -1), addDays(schoolDay(), -2)];
      const put = (date: string, entry: Record<string, unknown>, version?: number) =>
        call(t, { method: 'PUT', url: '/api/grade/attendance', as: s.supervisor, body: { _grade: s.cls.id, date, attendance: { [s.student.id]: entry }, version } });
      const kinds = async () => (await list(s.supervisor)).json().notifications.map((n: { kind: string }) => n.kind).sort(); // a save's notifications share a moment
      const saved = await Promise.all([d0, d1, d2].map((d) => put(d, present)));
      expect(saved.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      // two days changed at the same moment: 60 and 30 of 1,080 minutes, 5.6 % and 2.8 % alone, 8.3 %
      // together; whichever save comes second counts the other's day and notifies, once
      const version = (i: number) => saved[i]!.json().attendance.version;
      const both = await Promise.all([() => put(d0, { ...present, reason: 'late60' }, version(0)), () => put(d1, { ...present, reason: 'late30' }, version(1))].map((send) => send()));
      expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
      expect(await kinds()).toEqual(['absenceOver8']);
      const stats = (await call(t, { url: `/api/grade/attendance/statistics/student/${s.student.id}`, as: s.supervisor })).json().statistics;
      expect(stats).toMatchObject({ recordedDays: 3, missedHours: 1.5 });
      // that day also without the 8:00 block: 180 of 1,080 minutes, 16.7 %
      expect((await put(d1, { ...present, '8': false, reason: 'late30' }, both[1]!.json().attendance.version)).statusCode).toBe(200);
      expect(await kinds()).toEqual(['absenceOver10', 'absenceOver8']);
    });

    it('a disputed guidance record (issue 14 listener) notifies its teacher with the student\'s name', async () => {
      const s = await buildScene(t.db);
      await notifyGuidanceDisputed(t.db, { record: { _id: uuid() }, studentId: s.student.id, teacherId: s.teacher.id });
      expect((await list(s.teacher)).json().notifications[0]).toMatchObject({
        kind: 'guidanceDisputed',
        params: { student: `${s.student.firstName} ${s.student.name}` },
        link: `/placements/${s.student.id}`,
      });
      expect((await list(s.student)).json().unread).toBe(0);
    });

    it('a staff sign-up waiting for approval notifies the admins', async () => {
      const s = await buildScene(t.db);
      const email = `neu-${uuid()}@example.org`;
      const res = await call(t, {
        method: 'POST',
        url: '/api/user/auth/register',
        body: {
          name: 'Neu',
          firstName: 'Nora',
          username: `nora${uuid().slice(0, 8)}`,
          email,
          password: 'passwort123',
          contact: '+49 171 1234567',
          dob: '1990-01-01',
          userType: 'teacher',
          profile: await buildUpload(t),
          signature: await buildUpload(t),
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      const mine = (await list(s.admin)).json().notifications;
      expect(mine[0]).toMatchObject({ kind: 'staffSignup', params: { name: 'Nora Neu' }, link: '/admin/dashboard' });
    });
  },
);

describeRoute(
  t,
  {
    method: 'POST',
    route: '/api/notifications/{notificationId}/read',
    allowed: ['student'],
    arrange: arrangeOne,
    valid: (_s, _w, id) => ({ url: `/api/notifications/${id}/read` }),
    invalid: [
      { name: 'malformed id', request: () => ({ url: '/api/notifications/x/read' }), message: 'Ungültige ID.', path: 'notificationId' },
      { name: 'unknown', request: () => ({ url: `/api/notifications/${uuid()}/read` }), status: 404, message: notificationMessages.notFound },
    ],
    // everyone has the route; another's notification is simply not found
    skip: ['forbidden'],
    success: { status: 204 },
  },
  () => {
    it('someone else\'s notification: 404, and it stays unread', async () => {
      const s = await buildScene(t.db);
      const id = await arrangeOne(s);
      expectError(await call(t, { method: 'POST', url: `/api/notifications/${id}/read`, as: s.classmate }), 404, notificationMessages.notFound);
      expectError(await call(t, { method: 'POST', url: `/api/notifications/${id}/read`, as: s.admin }), 404, notificationMessages.notFound);
      expect((await list(s.student)).json().unread).toBe(1);
      await call(t, { method: 'POST', url: `/api/notifications/${id}/read`, as: s.student });
      expect((await list(s.student)).json()).toMatchObject({ unread: 0, notifications: [{ read: true }] });
    });
  },
);

describeRoute(
  t,
  {
    method: 'POST',
    route: '/api/notifications/readAll',
    allowed: ['supervisor', 'teacher', 'student', 'kilian', 'admin'],
    valid: () => ({ url: '/api/notifications/readAll' }),
    success: { status: 204 },
  },
  () => {
    it('marks all of the caller\'s notifications read, nobody else\'s', async () => {
      const s = await buildScene(t.db);
      await arrangeOne(s);
      await arrangeOne(s);
      await notify(t.db, { userId: s.classmate.id, kind: 'talkSubmitted', params: { teacher: 'X' }, link: '/x' });
      await call(t, { method: 'POST', url: '/api/notifications/readAll', as: s.student });
      expect((await list(s.student)).json().unread).toBe(0);
      expect((await list(s.classmate)).json().unread).toBe(1);
    });
  },
);

describeRoute(
  t,
  {
    method: 'PUT',
    route: '/api/notifications/preferences',
    allowed: ['student'],
    valid: () => ({ url: '/api/notifications/preferences', body: { email: { talkSubmitted: false } } }),
    invalid: [
      { name: 'unknown kind', request: () => ({ url: '/api/notifications/preferences', body: { email: { gossip: true } } }), message: notificationMessages.unknownKind, path: 'email.gossip' },
      { name: 'kind of another role', request: () => ({ url: '/api/notifications/preferences', body: { email: { staffSignup: false } } }), message: notificationMessages.unknownKind, path: 'email.staffSignup' },
    ],
    skip: ['forbidden'],
    success: { check: (res) => expect(res.json()).toEqual({ email: { talkSubmitted: false, assessmentGraded: true, statusChanged: true } }) },
  },
  () => {
    it('e-mail off for a kind: the notification still appears in the app, no mail goes out', async () => {
      const s = await buildScene(t.db);
      expect((await call(t, { url: '/api/notifications/preferences', as: s.student })).json()).toEqual({ email: { talkSubmitted: true, assessmentGraded: true, statusChanged: true } });
      await call(t, { method: 'PUT', url: '/api/notifications/preferences', as: s.student, body: { email: { talkSubmitted: false } } });
      await call(t, { method: 'POST', url: '/api/user/talk', as: s.teacher, body: talkBody(s.student.id, { _teacher: s.teacher.id }) });
      expect((await list(s.student)).json().unread).toBe(1);
      expect(await mailsTo(s.student.email)).toEqual([]);
      expect((await call(t, { url: '/api/notifications/preferences', as: s.admin })).json()).toEqual({ email: { staffSignup: true } });
    });

    it('ISSUE-17 paged by cursor: limit per page, nextCursor to the next (same instant neither skipped nor repeated), null on the last page', async () => {
      const s = await buildScene(t.db);
      const at = new Date('2026-03-02T08:00:00.123456Z');
      // five notifications, three of them at the same instant
      for (const [i, createdAt] of [at, at, at, new Date('2026-03-01T08:00:00Z'), new Date('2026-03-03T08:00:00Z')].entries()) {
        await t.db.insert(notifications).values({ userId: s.student.id, kind: 'talkSubmitted', params: { n: String(i) }, link: '/x', createdAt });
      }
      const seen: string[] = [];
      let cursor: string | null | undefined;
      let pages = 0;
      do {
        const res = await call(t, { url: `/api/notifications?limit=2${cursor ? `&before=${cursor}` : ''}`, as: s.student });
        const body = res.json() as { unread: number; notifications: { _id: string; createdAt: string }[]; nextCursor: string | null };
        expect(body.unread).toBe(5);
        seen.push(...body.notifications.map((n) => n._id));
        cursor = body.nextCursor;
        pages++;
      } while (cursor && pages < 5);
      expect(pages).toBe(3);
      expect(new Set(seen).size).toBe(5);
      const unpaged = (await list(s.student)).json();
      expect(unpaged.notifications.map((n: { _id: string }) => n._id)).toEqual(seen);
      expect(unpaged).not.toHaveProperty('nextCursor');
      expectError(await call(t, { url: '/api/notifications?before=bm90LW91cnM', as: s.student }), 400, notificationMessages.badCursor, 'before');
      expectError(await call(t, { url: '/api/notifications?limit=51', as: s.student }), 400, notificationMessages.badLimit, 'limit');
    });

    it('a dedupe key notifies once', async () => {
      const s = await buildScene(t.db);
      expect(await notify(t.db, { userId: s.supervisor.id, kind: 'absenceOver8', link: '/x', dedupeKey: 'k1' })).toBe(true);
      expect(await notify(t.db, { userId: s.supervisor.id, kind: 'absenceOver8', link: '/x', dedupeKey: 'k1' })).toBe(false);
      expect(await t.db.select().from(notifications).where(and(eq(notifications.userId, s.supervisor.id), eq(notifications.dedupeKey, 'k1')))).toHaveLength(1);
    });
  },
);
