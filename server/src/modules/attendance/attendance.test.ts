import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { addDays, attendanceMessages, schoolDay, type AttendanceMap } from '@praxisport/contract/attendance';
import { classMessages } from '@praxisport/contract/classes';
import { attendanceRecords } from '../../db/schema/attendance';
import { auditEvents } from '../../db/schema/audit';
import { buildClass, buildScene, buildStudent, buildSupervisor, call, describeRoute, expectError, signIn, useTestApp, uuid, type Scene } from '../../../test/kit';
import { getTheoryMinutes } from './attendance.service';

const t = useTestApp();

const today = () => schoolDay();
const present = { '8': true, '10': true, '12': true, '13:45': true, reason: '' } as const;
const mapOf = (s: Scene, overrides: AttendanceMap = {}): AttendanceMap => ({ [s.student.id]: present, [s.classmate.id]: present, ...overrides });
const body = (s: Scene, extra: Record<string, unknown> = {}) => ({ _grade: s.cls.id, date: today(), attendance: mapOf(s), ...extra });
const put = (s: Scene, payload: unknown, as: Scene['supervisor'] | Scene['teacher'] = s.supervisor) => call(t, { method: 'PUT', url: '/api/grade/attendance', as, body: payload });
const recordsOf = (classId: string) => t.db.select().from(attendanceRecords).where(eq(attendanceRecords.classId, classId));
/** A class's statistics as the supervisor reads them: per student id, the days and hours. */
const figuresOf = async (s: Scene) => {
  const { statistics } = (await call(t, { url: `/api/grade/attendance/statistics/${s.cls.id}`, as: s.supervisor })).json();
  return Object.fromEntries(statistics.students.map((x: { _id: string; recordedDays: number; missedHours: number }) => [x._id, [x.recordedDays, x.missedHours]]));
};
const badDates = (url: (date: string) => string) => [
  { name: 'month 13', request: () => ({ url: url('2024-13-45') }), message: 'date: ungültiges Datum.', path: 'date' },
  { name: 'German format', request: () => ({ url: url('31.12.2024') }), message: 'date: Datum im Format JJJJ-MM-TT angeben.', path: 'date' },
];

describeRoute(
  t,
  {
    method: 'GET',
    route: '/api/grade/attendance/byDate/{date}/{classId}',
    allowed: ['supervisor', 'admin'],
    valid: (s) => ({ url: `/api/grade/attendance/byDate/${today()}/${s.cls.id}` }),
    invalid: [
      ...badDates((d) => `/api/grade/attendance/byDate/${d}/${uuid()}`),
      { name: 'unknown class', request: () => ({ url: `/api/grade/attendance/byDate/${today()}/${uuid()}` }), status: 404, message: classMessages.notFound },
    ],
    success: {
      check: (res, s) => {
        const data = res.json();
        expect(data.attendance).toBeNull();
        expect(data.students.map((x: { _id: string }) => x._id).sort()).toEqual([s.student.id, s.classmate.id].sort());
        expect(Object.keys(data.students[0]).sort()).toEqual(['_id', 'firstName', 'name']);
      },
    },
    names: {
      forbidden: 'ATT-01 API-26 refuses teachers, students and kilian users',
      success: 'ATT-02 ATT-04 API-26 the supervisor and admins get the students and no record before the first save',
    },
  },
  () => {
    it('SEC-04 another supervisor gets 403 for a class they did not create', async () => {
      const s = await buildScene(t.db);
      const other = await signIn(t.db, await buildSupervisor(t.db));
      expectError(await call(t, { url: `/api/grade/attendance/byDate/${today()}/${s.cls.id}`, as: other }), 403, classMessages.notYourClass);
    });

    it('ATT-03 ENT-13 after a save the record comes back with the blocks keyed 8, 10, 12, 13:45 and the reason', async () => {
      const s = await buildScene(t.db);
      // each block with its own pattern over the two students: a block stored as another shows
      const marks = mapOf(s, {
        [s.student.id]: { '8': false, '10': false, '12': true, '13:45': true, reason: 'late15' },
        [s.classmate.id]: { '8': false, '10': true, '12': false, '13:45': true, reason: '' },
      });
      expect((await put(s, body(s, { attendance: marks }))).statusCode).toBe(200);
      const { attendance } = (await call(t, { url: `/api/grade/attendance/byDate/${today()}/${s.cls.id}`, as: s.supervisor })).json();
      expect(attendance).toMatchObject({ _grade: s.cls.id, date: today(), _teacher: s.supervisor.id, attendance: marks, version: 1 });
    });
  },
);

describeRoute(
  t,
  {
    method: 'PUT',
    route: '/api/grade/attendance',
    allowed: ['supervisor'],
    forbiddenMessage: attendanceMessages.onlySupervisor,
    valid: (s) => ({ url: '/api/grade/attendance', body: body(s) }),
    invalid: [
      { name: 'month 13', request: (s) => ({ url: '/api/grade/attendance', body: body(s, { date: '2024-13-45' }) }), message: 'date: ungültiges Datum.', path: 'date' },
      { name: 'German date', request: (s) => ({ url: '/api/grade/attendance', body: body(s, { date: '31.12.2024' }) }), message: 'date: Datum im Format JJJJ-MM-TT angeben.', path: 'date' },
      {
        name: 'unknown block',
        request: (s) => ({ url: '/api/grade/attendance', body: body(s, { attendance: { [s.student.id]: { ...present, '14': true } } }) }),
        message: attendanceMessages.unknownBlock,
      },
      {
        name: 'unknown reason',
        request: (s) => ({ url: '/api/grade/attendance', body: body(s, { attendance: { [s.student.id]: { ...present, reason: 'krank' } } }) }),
        message: attendanceMessages.unknownReason,
      },
      {
        name: 'block not boolean',
        request: (s) => ({ url: '/api/grade/attendance', body: body(s, { attendance: { [s.student.id]: { ...present, '8': 'ja' } } }) }),
        message: attendanceMessages.blockNotBoolean,
      },
      {
        name: 'student of another class',
        request: (s) => ({ url: '/api/grade/attendance', body: body(s, { attendance: { [s.student.id]: present, [s.teacher.id]: present } }) }),
        message: attendanceMessages.studentNotInClass,
        path: 'attendance',
      },
      { name: '8 days back', request: (s) => ({ url: '/api/grade/attendance', body: body(s, { date: addDays(today(), -8) }) }), status: 422, message: attendanceMessages.windowClosed, path: 'date' },
      { name: 'tomorrow', request: (s) => ({ url: '/api/grade/attendance', body: body(s, { date: addDays(today(), 1) }) }), status: 422, message: attendanceMessages.windowClosed, path: 'date' },
      { name: 'unknown class', request: (s) => ({ url: '/api/grade/attendance', body: body(s, { _grade: uuid() }) }), status: 404, message: classMessages.notFound },
    ],
    unchanged: async (s) => expect(await recordsOf(s.cls.id)).toEqual([]),
    success: {
      check: async (res, s) => {
        expect(res.json().attendance).toMatchObject({ _grade: s.cls.id, date: today(), _teacher: s.supervisor.id, attendance: mapOf(s), version: 1 });
        expect(await recordsOf(s.cls.id)).toHaveLength(1);
      },
    },
    names: {
      forbidden: 'ATT-10 PERM-04 SEC-02 AMB-61 refuses teachers, students and kilian users with the specified text',
      invalid: 'SEC-05 SEC-08 AMB-62 AMB-65 bad dates, blocks, reasons and students answer 400, outside the window 422; nothing stored',
      success: 'ATT-08 ATT-09 AMB-63 AMB-66 the supervisor saves a new record; _teacher is the caller',
    },
  },
  () => {
    it('ATT-11 ATT-12 CONST-05 AMB-62 day −7 is allowed, day −8 and tomorrow are refused with 422', async () => {
      const s = await buildScene(t.db);
      expect((await put(s, body(s, { date: addDays(today(), -7) }))).statusCode).toBe(200);
      expectError(await put(s, body(s, { date: addDays(today(), -8) })), 422, attendanceMessages.windowClosed, 'date');
      expectError(await put(s, body(s, { date: addDays(today(), 1) })), 422, attendanceMessages.windowClosed, 'date');
      expect((await recordsOf(s.cls.id)).map((r) => r.date)).toEqual([addDays(today(), -7)]);
    });

    it('ISSUE-8 a stale save answers 409 and overwrites nothing; the current version saves', async () => {
      const s = await buildScene(t.db);
      const first = (await put(s, body(s))).json().attendance;
      const late = mapOf(s, { [s.student.id]: { ...present, reason: 'late30' } });
      const second = await put(s, body(s, { attendance: late, version: first.version }));
      expect(second.json().attendance).toMatchObject({ version: 2, attendance: late });
      // a second device still holds version 1, a third loaded before any record existed
      expectError(await put(s, body(s, { version: first.version })), 409, attendanceMessages.stale);
      expectError(await put(s, body(s, { version: null })), 409, attendanceMessages.stale);
      expectError(await put(s, body(s)), 409, attendanceMessages.stale);
      const { attendance } = (await call(t, { url: `/api/grade/attendance/byDate/${today()}/${s.cls.id}`, as: s.supervisor })).json();
      expect(attendance).toMatchObject({ version: 2, attendance: late });
      // a refused save leaves no audit record and changes no figures
      const saves = await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, attendance._id));
      expect(saves.map((e) => e.after)).toEqual(expect.arrayContaining([expect.objectContaining({ version: 1 }), expect.objectContaining({ version: 2 })]));
      expect(saves).toHaveLength(2);
      expect(await figuresOf(s)).toEqual({ [s.classmate.id]: [1, 0], [s.student.id]: [1, 0.5] });
    });

    it('AMB-61 ATT-10 ISSUE-8 the refusal for teachers and students names the supervisor (Praxisbegleitung), not teachers', async () => {
      const s = await buildScene(t.db);
      for (const who of [s.teacher, s.student]) {
        const res = await put(s, body(s), who);
        expectError(res, 403, 'Die Anwesenheitsliste kann nur von der Praxisbegleitung aktualisiert werden!');
        expect(res.body).not.toMatch(/Lehrer/);
      }
      expect(await recordsOf(s.cls.id)).toEqual([]);
    });

    it('SEC-04 SEC-03 another supervisor\'s class and another _teacher answer 403; nothing stored', async () => {
      const s = await buildScene(t.db);
      const other = await signIn(t.db, await buildSupervisor(t.db));
      expectError(await put(s, body(s), other), 403, classMessages.notYourClass);
      expectError(await put(s, body(s, { _teacher: other.id })), 403, classMessages.notSelf);
      expect(await recordsOf(s.cls.id)).toEqual([]);
    });

    it('ISSUE-16 days saved at once each get their own answer, record, audit record and figures; the stale ones change nothing', async () => {
      const s = await buildScene(t.db);
      const [d0, d1, d2, d3] = [today(), addDays(today(), -1), addDays(today(), -2), addDays(today(), -3)];
      const v1 = (await put(s, body(s, { date: d2 }))).json().attendance;
      const late = mapOf(s, { [s.student.id]: { ...present, '12': false, reason: 'late30' } });
      const res = await Promise.all([
        () => put(s, body(s, { date: d0, attendance: late })),
        () => put(s, body(s, { date: d1 })),
        () => put(s, body(s, { date: d2, attendance: { [s.student.id]: present }, version: v1.version })),
        () => put(s, body(s, { date: d1, attendance: { [uuid()]: present } })),
        // a day without entries among them
        () => put(s, body(s, { date: d3, attendance: {} })),
      ].map((send) => send()));
      expect(res[0]!.json().attendance).toMatchObject({ date: d0, version: 1, attendance: late });
      expect(res[1]!.json().attendance).toMatchObject({ date: d1, version: 1, attendance: mapOf(s) });
      expect(res[2]!.json().attendance).toMatchObject({ date: d2, version: 2, attendance: { [s.student.id]: present } });
      expectError(res[3]!, 400, attendanceMessages.studentNotInClass, 'attendance');
      expect(res[4]!.json().attendance).toMatchObject({ date: d3, version: 1, attendance: {} });
      expect((await call(t, { url: `/api/grade/attendance/byDate/${d3}/${s.cls.id}`, as: s.supervisor })).json().attendance).toMatchObject({ version: 1, attendance: {} });
      // a save over version 1 again, with another at the same moment: stale, and the other saves
      const again = await Promise.all([
        () => put(s, body(s, { date: d2, version: v1.version })),
        () => put(s, body(s, { date: d1, attendance: mapOf(s), version: 1 })),
        () => put(s, body(s, { date: d2, version: v1.version })),
      ].map((send) => send()));
      expectError(again[0]!, 409, attendanceMessages.stale);
      expect(again[1]!.json().attendance).toMatchObject({ date: d1, version: 2 });
      expectError(again[2]!, 409, attendanceMessages.stale);
      for (const [date, version, attendance] of [[d0, 1, late], [d2, 2, { [s.student.id]: present }]] as const) {
        const read = (await call(t, { url: `/api/grade/attendance/byDate/${date}/${s.cls.id}`, as: s.supervisor })).json().attendance;
        expect(read).toMatchObject({ version, attendance });
        const events = await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, read._id)).orderBy(auditEvents.at);
        expect(events.at(-1)).toMatchObject({ classId: s.cls.id, actorUserId: s.supervisor.id });
        expect(events.at(-1)!.after).toEqual({ date, version, attendance: version === 1 ? attendance : {} });
        expect(events.at(-1)!.before).toEqual({ date, attendance: version === 1 ? {} : { [s.classmate.id]: present } });
        expect(events).toHaveLength(version);
      }
      // the student: days 0 (block 12 and 30 minutes late), 1 and 2; the classmate: days 0 and 1
      expect(await figuresOf(s)).toEqual({ [s.student.id]: [3, 2], [s.classmate.id]: [2, 0] });
    });

    it('ATT-13 a save replaces the students\' entries; students left out have none', async () => {
      const s = await buildScene(t.db);
      const v1 = (await put(s, body(s))).json().attendance;
      const only = { [s.student.id]: { ...present, '10': false } };
      const res = await put(s, body(s, { attendance: only, version: v1.version }));
      expect(res.json().attendance.attendance).toEqual(only);
    });
  },
);

/** The hand-computed case: today the student misses block 12 and is 15 minutes late (90 + 15 = 105 min), yesterday present. */
async function recordedScene() {
  const s = await buildScene(t.db);
  await put(s, body(s, { date: addDays(today(), -1) }));
  await put(s, body(s, { attendance: mapOf(s, { [s.student.id]: { ...present, '12': false, reason: 'late15' } }) }));
  return s;
}

describeRoute(
  t,
  {
    method: 'GET',
    route: '/api/grade/attendance/statistics/{classId}',
    allowed: ['supervisor', 'teacher', 'admin'],
    arrange: async (s) => {
      await put(s, body(s, { attendance: mapOf(s, { [s.student.id]: { ...present, '12': false, reason: 'late15' } }) }));
      return undefined;
    },
    valid: (s) => ({ url: `/api/grade/attendance/statistics/${s.cls.id}` }),
    invalid: [{ name: 'malformed id', request: () => ({ url: '/api/grade/attendance/statistics/x' }), message: 'Ungültige ID.', path: 'classId' }],
    success: { check: (res, s) => expect(res.json().statistics.students.find((x: { _id: string }) => x._id === s.student.id).missedHours).toBe(1.75) },
    names: { success: 'ISSUE-8 the class\'s supervisor, its teachers and admins get the absence statistics' },
  },
  () => {
    it('ISSUE-8 CONST-23 hours and rates computed by hand: 105 of 720 minutes is 14.6 %, over the 10 % maximum', async () => {
      const s = await recordedScene();
      const { statistics } = (await call(t, { url: `/api/grade/attendance/statistics/${s.cls.id}`, as: s.supervisor })).json();
      const of = (id: string) => statistics.students.find((x: { _id: string }) => x._id === id);
      expect(of(s.student.id)).toMatchObject({ recordedDays: 2, recordedHours: 12, missedHours: 1.75, level: 'over' });
      expect(of(s.student.id).rate).toBeCloseTo(105 / 720, 6);
      expect(of(s.classmate.id)).toMatchObject({ recordedDays: 2, recordedHours: 12, missedHours: 0, rate: 0, level: 'ok' });
      expect(statistics).toMatchObject({ _grade: s.cls.id, className: s.cls.className, recordedDays: 2, recordedHours: 24, missedHours: 1.75 });
      expect(statistics.rate).toBeCloseTo(105 / 1440, 6);
    });

    it('ISSUE-8 a whole day missed counts 6 h; a student without records has rate 0', async () => {
      const s = await buildScene(t.db);
      const absent = { '8': false, '10': false, '12': false, '13:45': false, reason: 'late60' } as const;
      await put(s, body(s, { attendance: { [s.student.id]: absent } }));
      const { statistics } = (await call(t, { url: `/api/grade/attendance/statistics/${s.cls.id}`, as: s.teacher })).json();
      expect(statistics.students.find((x: { _id: string }) => x._id === s.student.id)).toMatchObject({ missedHours: 6, recordedHours: 6, rate: 1 });
      expect(statistics.students.find((x: { _id: string }) => x._id === s.classmate.id)).toMatchObject({ recordedDays: 0, rate: 0, level: 'ok' });
    });

    it('ISSUE-8 the figures follow every save: a day saved again replaces its figures', async () => {
      const s = await buildScene(t.db);
      const absent = { '8': false, '10': false, '12': true, '13:45': true, reason: 'left30' } as const;
      await put(s, body(s, { attendance: mapOf(s, { [s.student.id]: absent }) }));
      await put(s, body(s, { date: addDays(today(), -1), attendance: mapOf(s, { [s.classmate.id]: absent }) }));
      const stats = async () => (await call(t, { url: `/api/grade/attendance/statistics/${s.cls.id}`, as: s.supervisor })).json().statistics;
      const of = (st: { students: { _id: string }[] }, id: string) => st.students.find((x) => x._id === id);
      expect(of(await stats(), s.student.id)).toMatchObject({ recordedDays: 2, missedHours: 3.5 });
      // today saved again: the student present, the classmate absent; the version read back first
      const { attendance } = (await call(t, { url: `/api/grade/attendance/byDate/${today()}/${s.cls.id}`, as: s.supervisor })).json();
      await put(s, body(s, { attendance: mapOf(s, { [s.classmate.id]: absent }), version: attendance.version }));
      const after = await stats();
      expect(of(after, s.student.id)).toMatchObject({ recordedDays: 2, missedHours: 0 });
      expect(of(after, s.classmate.id)).toMatchObject({ recordedDays: 2, missedHours: 7 });
      // saved once more: the classmate's entry unchanged (not rewritten), the student left out (their entry deleted)
      const again = (await call(t, { url: `/api/grade/attendance/byDate/${today()}/${s.cls.id}`, as: s.supervisor })).json().attendance;
      await put(s, body(s, { attendance: { [s.classmate.id]: absent }, version: again.version }));
      const last = await stats();
      expect(of(last, s.student.id)).toMatchObject({ recordedDays: 1, missedHours: 0 });
      expect(of(last, s.classmate.id)).toMatchObject({ recordedDays: 2, missedHours: 7 });
    });

    it('ISSUE-8 the figures are those of the stored entries, whatever wrote them', async () => {
      const s = await buildScene(t.db);
      await put(s, body(s, { attendance: mapOf(s, {}) }));
      const [record] = await t.db.select().from(attendanceRecords).where(eq(attendanceRecords.classId, s.cls.id));
      await t.db.execute(sql`delete from attendance_entries where record_id = ${record!.id} and student_id = ${s.classmate.id}`);
      await t.db.execute(sql`update attendance_entries set b8 = false, reason = 'late15' where record_id = ${record!.id} and student_id = ${s.student.id}`);
      expect(await figuresOf(s)).toEqual({ [s.student.id]: [1, 1.75], [s.classmate.id]: [0, 0] });
    });

    it('SEC-04 a teacher who has not joined the class and another supervisor get 403', async () => {
      const s = await buildScene(t.db);
      const other = await signIn(t.db, await buildSupervisor(t.db));
      for (const who of [s.outsider, other]) expectError(await call(t, { url: `/api/grade/attendance/statistics/${s.cls.id}`, as: who }), 403, classMessages.notYourClass);
    });
  },
);

describeRoute(
  t,
  {
    method: 'GET',
    route: '/api/grade/attendance/statistics/student/{studentId}',
    allowed: ['student', 'teacher', 'supervisor'],
    valid: (s) => ({ url: `/api/grade/attendance/statistics/student/${s.student.id}` }),
    invalid: [{ name: 'a teacher id', request: (s) => ({ url: `/api/grade/attendance/statistics/student/${s.teacher.id}` }), status: 404, message: attendanceMessages.studentNotFound }],
    success: { check: (res, s) => expect(res.json().statistics).toMatchObject({ _id: s.student.id, recordedDays: 0, rate: 0, level: 'ok' }) },
    names: { success: 'ISSUE-8 the student, the class\'s teacher and supervisor get the student\'s figures' },
  },
  () => {
    it('ISSUE-8 the student home figures: 1.75 h of 12 h', async () => {
      const s = await recordedScene();
      const { statistics } = (await call(t, { url: `/api/grade/attendance/statistics/student/${s.student.id}`, as: s.student })).json();
      expect(statistics).toMatchObject({ recordedHours: 12, missedHours: 1.75, level: 'over' });
    });

    it('SEC-04 another student and a teacher of another class get 403', async () => {
      const s = await buildScene(t.db);
      expectError(await call(t, { url: `/api/grade/attendance/statistics/student/${s.student.id}`, as: s.classmate }), 403, attendanceMessages.noAccess);
      expectError(await call(t, { url: `/api/grade/attendance/statistics/student/${s.student.id}`, as: s.outsider }), 403, classMessages.notYourClass);
    });
  },
);

describeRoute(
  t,
  {
    method: 'GET',
    route: '/api/grade/attendance/csv/{classId}?month=',
    allowed: ['supervisor', 'admin'],
    valid: (s) => ({ url: `/api/grade/attendance/csv/${s.cls.id}?month=${today().slice(0, 7)}` }),
    invalid: [
      { name: 'no month', request: (s) => ({ url: `/api/grade/attendance/csv/${s.cls.id}` }), message: attendanceMessages.badMonth, path: 'month' },
      { name: 'bad month', request: (s) => ({ url: `/api/grade/attendance/csv/${s.cls.id}?month=2024-13` }), message: attendanceMessages.badMonth, path: 'month' },
    ],
    success: { check: (res) => expect(res.headers['content-type']).toBe('text/csv; charset=utf-8') },
    names: { success: 'ISSUE-8 the supervisor downloads a month as CSV' },
  },
  () => {
    it('ISSUE-8 one row per student and day, BOM, semicolons, formulas neutralised, a file name', async () => {
      const supervisor = await signIn(t.db, await buildSupervisor(t.db));
      const cls = await buildClass(t.db, supervisor.id, 'Kurs Ä 2025');
      const evil = await buildStudent(t.db, cls.id, { firstName: '=HYPERLINK("http://x")', name: 'Özdemir' });
      const date = today();
      const res1 = await call(t, {
        method: 'PUT',
        url: '/api/grade/attendance',
        as: supervisor,
        body: { _grade: cls.id, date, attendance: { [evil.id]: { '8': true, '10': true, '12': false, '13:45': true, reason: 'excused' } } },
      });
      expect(res1.statusCode).toBe(200);
      const res = await call(t, { url: `/api/grade/attendance/csv/${cls.id}?month=${date.slice(0, 7)}`, as: supervisor });
      expect(res.headers['content-disposition']).toBe(`attachment; filename="anwesenheit_Kurs_Ae_2025_${date.slice(0, 7)}.csv"`);
      expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
      expect(lines[0]).toBe('Datum;Nachname;Vorname;08:00-09:30;10:00-11:30;12:00-13:30;13:45-15:15;Grund');
      const d = `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
      expect(lines[1]).toBe(`${d};Özdemir;"'=HYPERLINK(""http://x"")";anwesend;anwesend;abwesend;anwesend;Entschuldigt`);
      expect(lines).toHaveLength(2);
    });
  },
);

it('ST-01 the training status reads theory minutes per student: 90-minute blocks held and missed, within a range when given', async () => {
  const s = await buildScene(t.db);
  const day = today();
  // three days: the student misses one block on the first, late 30 minutes on the second; the classmate is always there
  const days = [addDays(day, -2), addDays(day, -1), day];
  const entries = [{ ...present, '8': false }, { ...present, reason: 'late30' as const }, present];
  for (const [i, date] of days.entries()) {
    const res = await put(s, { _grade: s.cls.id, date, attendance: mapOf(s, { [s.student.id]: entries[i]! }) });
    expect(res.statusCode, res.body).toBe(200);
  }
  const outsider = uuid();
  const all = await getTheoryMinutes(t.db, s.cls.id, [s.student.id, s.classmate.id, outsider]);
  expect(Object.fromEntries(all)).toEqual({
    [s.student.id]: { heldMinutes: 3 * 360, missedMinutes: 90 + 30 },
    [s.classmate.id]: { heldMinutes: 3 * 360, missedMinutes: 0 },
    [outsider]: { heldMinutes: 0, missedMinutes: 0 },
  });
  const lastTwo = await getTheoryMinutes(t.db, s.cls.id, [s.student.id], { from: days[1]!, until: day });
  expect(lastTwo.get(s.student.id)).toEqual({ heldMinutes: 2 * 360, missedMinutes: 30 });
  expect(await getTheoryMinutes(t.db, s.cls.id, [])).toEqual(new Map());
});
