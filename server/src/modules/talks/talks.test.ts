import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { talkMessages } from '@praxisport/contract/talks';
import { uploadMessages } from '@praxisport/contract/uploads';
import { talks } from '../../db/schema/talks';
import { users } from '../../db/schema/users';
import { buildScene, buildUpload, call, describeRoute, expectError, useTestApp, uuid, type Scene } from '../../../test/kit';

const t = useTestApp();

const body = (s: Scene, o: Record<string, unknown> = {}) => ({
  talkType: 'intermtalk',
  _student: s.student.id,
  interviewDate: '2026-03-02',
  intermMeeting: { week: 10, year: 2026 },
  finalMeeting: { week: 30, year: 2026 },
  teacherType: 'HPA',
  otherPerson: 'Petra Lange',
  otherType: 'SL',
  mainteraction_date: ['2026-03-09'],
  fixedpoint_date: ['2026-03-16', '2026-04-20'],
  competency_test_date: '2026-06-01',
  instructorConfirmation: true,
  ...o,
});

const submit = (s: Scene, as: Scene['teacher'], o: Record<string, unknown> = {}) => call(t, { method: 'POST', url: '/api/user/talk', as, body: body(s, o) });
const confirm = (talkId: string, as: Scene['student'], b: unknown = { studentConfirmation: true }) => call(t, { method: 'PUT', url: `/api/user/talk/${talkId}`, as, body: b });
const storedTalks = (s: Scene) => t.db.select().from(talks).where(eq(talks.studentId, s.student.id));

/** A talk the scene's teacher submitted for the scene's student. */
async function submitted(s: Scene): Promise<{ talkId: string }> {
  const res = await submit(s, s.teacher);
  expect(res.statusCode, res.body).toBe(200);
  return { talkId: res.json().talk._id };
}

describeRoute(
  t,
  {
    method: 'GET',
    route: '/api/user/talk/{studentId}/{talkType}',
    allowed: ['teacher', 'student'],
    valid: (s) => ({ url: `/api/user/talk/${s.student.id}/intermtalk` }),
    invalid: [
      { name: 'unknown type', request: (s) => ({ url: `/api/user/talk/${s.student.id}/smalltalk` }), message: talkMessages.unknownTalkType, path: 'talkType' },
      { name: 'malformed id', request: () => ({ url: '/api/user/talk/nicht-eine-id/intermtalk' }), message: 'Ungültige ID.', path: 'studentId' },
      { name: 'unknown student', request: () => ({ url: `/api/user/talk/${uuid()}/intermtalk` }), status: 404, message: talkMessages.studentNotFound },
    ],
    success: {
      check: (res, s) =>
        expect(res.json()).toEqual({ talk: null, student: { _id: s.student.id, firstName: s.student.firstName, name: s.student.name } }),
    },
    names: { success: 'TALK-10 AMB-80 the student and a teacher of the class read a talk; null while none was submitted' },
  },
  () => {
    it('SEC-04 another student and a teacher who has not joined the class get 403', async () => {
      const s = await buildScene(t.db);
      await submitted(s);
      for (const who of [s.classmate, s.outsider]) expectError(await call(t, { url: `/api/user/talk/${s.student.id}/intermtalk`, as: who }), 403, talkMessages.noAccess);
    });

    it('TALK-10 TALK-22 ENT-23 the stored talk is answered with who confirmed it; other types stay empty', async () => {
      const s = await buildScene(t.db);
      const { talkId } = await submitted(s);
      const res = await call(t, { url: `/api/user/talk/${s.student.id}/intermtalk`, as: s.student });
      const talk = res.json().talk;
      expect(talk).toMatchObject({
        _id: talkId,
        talkType: 'intermtalk',
        _student: s.student.id,
        _teacher: s.teacher.id,
        intermMeeting: { week: 10, year: 2026 },
        fixedpoint_date: ['2026-03-16', '2026-04-20'],
        instructorConfirmation: true,
        studentConfirmation: false,
        instructorConfirmedBy: { _id: s.teacher.id, firstName: s.teacher.firstName, name: s.teacher.name },
        studentConfirmedBy: null,
        studentConfirmedAt: null,
        teacherSignature: null,
      });
      expect(Date.parse(talk.instructorConfirmedAt)).toBeGreaterThan(Date.now() - 60_000);
      expect((await call(t, { url: `/api/user/talk/${s.student.id}/finaltalk`, as: s.teacher })).json().talk).toBeNull();
    });
  },
);

describeRoute(
  t,
  {
    method: 'POST',
    route: '/api/user/talk',
    allowed: ['teacher'],
    forbiddenMessage: talkMessages.onlyTeacher,
    valid: (s) => ({ url: '/api/user/talk', body: body(s) }),
    invalid: [
      { name: 'empty other person', request: (s) => ({ url: '/api/user/talk', body: body(s, { otherPerson: '  ' }) }), message: talkMessages.otherPersonEmpty, path: 'otherPerson' },
      { name: 'week 0', request: (s) => ({ url: '/api/user/talk', body: body(s, { intermMeeting: { week: 0, year: 2026 } }) }), message: talkMessages.week, path: 'intermMeeting.week' },
      { name: 'week 54', request: (s) => ({ url: '/api/user/talk', body: body(s, { finalMeeting: { week: 54, year: 2026 } }) }), message: talkMessages.week, path: 'finalMeeting.week' },
      { name: 'week 60, never clamped to 53', request: (s) => ({ url: '/api/user/talk', body: body(s, { intermMeeting: { week: 60, year: 2026 } }) }), message: talkMessages.week, path: 'intermMeeting.week' },
      { name: 'year 26', request: (s) => ({ url: '/api/user/talk', body: body(s, { finalMeeting: { week: 5, year: 26 } }) }), message: talkMessages.year, path: 'finalMeeting.year' },
      { name: 'year 20260', request: (s) => ({ url: '/api/user/talk', body: body(s, { intermMeeting: { week: 5, year: 20260 } }) }), message: talkMessages.year, path: 'intermMeeting.year' },
      { name: 'not a date', request: (s) => ({ url: '/api/user/talk', body: body(s, { interviewDate: '31.02.2026' }) }), message: 'Gesprächsdatum: Datum im Format JJJJ-MM-TT angeben.', path: 'interviewDate' },
      { name: 'impossible date', request: (s) => ({ url: '/api/user/talk', body: body(s, { competency_test_date: '2026-02-30' }) }), message: 'Kompetenzprüfung: ungültiges Datum.', path: 'competency_test_date' },
      { name: 'empty date in a list', request: (s) => ({ url: '/api/user/talk', body: body(s, { fixedpoint_date: [''] }) }), message: 'Fixpunkt: Datum im Format JJJJ-MM-TT angeben.', path: 'fixedpoint_date.0' },
      { name: 'no date', request: (s) => ({ url: '/api/user/talk', body: body(s, { mainteraction_date: [] }) }), message: talkMessages.datesEmpty, path: 'mainteraction_date' },
      { name: 'unknown type', request: (s) => ({ url: '/api/user/talk', body: body(s, { talkType: 'smalltalk' }) }), message: talkMessages.unknownTalkType, path: 'talkType' },
      { name: 'unknown teacher type', request: (s) => ({ url: '/api/user/talk', body: body(s, { teacherType: 'XY' }) }), message: talkMessages.unknownTeacherType, path: 'teacherType' },
      { name: 'unknown other type', request: (s) => ({ url: '/api/user/talk', body: body(s, { otherType: 'CEO' }) }), message: talkMessages.unknownOtherType, path: 'otherType' },
      { name: 'not confirmed', request: (s) => ({ url: '/api/user/talk', body: body(s, { instructorConfirmation: false }) }), message: talkMessages.confirmFirst, path: 'instructorConfirmation' },
      { name: 'missing field', request: (s) => ({ url: '/api/user/talk', body: body(s, { finalMeeting: undefined }) }), message: talkMessages.meetingMissing, path: 'finalMeeting' },
      { name: 'unknown student', request: (s) => ({ url: '/api/user/talk', body: body(s, { _student: uuid() }) }), status: 404, message: talkMessages.studentNotFound },
    ],
    unchanged: async (s) => expect(await storedTalks(s)).toEqual([]),
    success: {
      check: async (res, s) => {
        expect(res.json().talk).toMatchObject({ talkType: 'intermtalk', _teacher: s.teacher.id, otherPerson: 'Petra Lange', studentConfirmation: false });
        expect(await storedTalks(s)).toHaveLength(1);
      },
    },
    names: {
      forbidden: 'PERM-17 SEC-02 TALK-11 refuses students, supervisors and kilian users',
      invalid: 'SEC-08 TALK-13 TALK-14 AMB-73 AMB-74 ISSUE-10 bad input answers 400 with a message; nothing is stored',
      success: 'TALK-15 TALK-16 AMB-78 a teacher of the class submits a talk; the instructor is the session user',
    },
  },
  () => {
    it('SEC-04 a teacher who has not joined the class gets 403; nothing is stored', async () => {
      const s = await buildScene(t.db);
      expectError(await submit(s, s.outsider), 403, talkMessages.noAccess);
      expect(await storedTalks(s)).toEqual([]);
    });

    it('SEC-03 AMB-78 another teacher as _teacher answers 403', async () => {
      const s = await buildScene(t.db);
      expectError(await submit(s, s.teacher, { _teacher: s.outsider.id }), 403, talkMessages.notOwnTeacher, '_teacher');
      expect((await submit(s, s.teacher, { _teacher: s.teacher.id })).statusCode).toBe(200);
    });

    it('AMB-76 a second submission replaces the fields of the same talk until the student confirms', async () => {
      const s = await buildScene(t.db);
      const { talkId } = await submitted(s);
      const res = await submit(s, s.teacher, { otherPerson: 'Karl Brandt', otherType: 'PDL', mainteraction_date: ['2026-03-10', '2026-03-11'] });
      expect(res.json().talk).toMatchObject({ _id: talkId, otherPerson: 'Karl Brandt', otherType: 'PDL', mainteraction_date: ['2026-03-10', '2026-03-11'] });
      expect(await storedTalks(s)).toHaveLength(1);
    });

    it('SEC-14 AMB-76 ISSUE-10 after the student confirmed, a further submission answers 409 and changes nothing', async () => {
      const s = await buildScene(t.db);
      const { talkId } = await submitted(s);
      expect((await confirm(talkId, s.student)).statusCode).toBe(200);
      expectError(await submit(s, s.teacher, { otherPerson: 'Karl Brandt' }), 409, talkMessages.locked);
      const [row] = await storedTalks(s);
      expect(row!.otherPerson).toBe('Petra Lange');
    });
  },
);

describeRoute<{ talkId: string }>(
  t,
  {
    method: 'PUT',
    route: '/api/user/talk/{talkId}',
    allowed: ['student'],
    forbiddenMessage: talkMessages.onlyStudent,
    arrange: submitted,
    valid: (_s, _who, x) => ({ url: `/api/user/talk/${x.talkId}`, body: { studentConfirmation: true } }),
    invalid: [
      { name: 'false', request: (_s, _w, x) => ({ url: `/api/user/talk/${x.talkId}`, body: { studentConfirmation: false } }), message: talkMessages.confirmationTrue, path: 'studentConfirmation' },
      { name: 'malformed id', request: () => ({ url: '/api/user/talk/nicht-eine-id', body: { studentConfirmation: true } }), message: 'Ungültige ID.', path: 'talkId' },
      { name: 'unknown talk', request: () => ({ url: `/api/user/talk/${uuid()}`, body: { studentConfirmation: true } }), status: 404, message: talkMessages.talkNotFound },
    ],
    unchanged: async (s) => expect((await storedTalks(s))[0]!.studentConfirmation).toBe(false),
    success: {
      check: (res, s) =>
        expect(res.json().talk).toMatchObject({
          studentConfirmation: true,
          studentConfirmedBy: { _id: s.student.id, firstName: s.student.firstName, name: s.student.name },
        }),
    },
    names: {
      forbidden: 'PERM-20 SEC-14 refuses teachers, supervisors and kilian users (the teacher cannot set studentConfirmation)',
      success: 'TALK-19 TALK-20 TALK-22 the talk\'s student confirms it; who and when are kept',
    },
  },
  () => {
    it('SEC-04 SEC-14 another student gets 403; the talk stays unconfirmed', async () => {
      const s = await buildScene(t.db);
      const { talkId } = await submitted(s);
      expectError(await confirm(talkId, s.classmate), 403, talkMessages.noAccess);
      expect((await storedTalks(s))[0]!.studentConfirmation).toBe(false);
    });

    it('SEC-14 a student sending instructor fields gets 403; nothing changes', async () => {
      const s = await buildScene(t.db);
      const { talkId } = await submitted(s);
      expectError(await confirm(talkId, s.student, { studentConfirmation: true, otherPerson: 'Ich selbst' }), 403, talkMessages.onlyConfirmation);
      const [row] = await storedTalks(s);
      expect(row).toMatchObject({ studentConfirmation: false, otherPerson: 'Petra Lange' });
    });

    it('AMB-79 ISSUE-10 confirming twice answers 409', async () => {
      const s = await buildScene(t.db);
      const { talkId } = await submitted(s);
      expect((await confirm(talkId, s.student)).statusCode).toBe(200);
      expectError(await confirm(talkId, s.student), 409, talkMessages.locked);
    });

    it('TALK-21 AMB-77 after confirmation the talk carries the instructor\'s signature, which the student may read', async () => {
      const s = await buildScene(t.db);
      const signature = await buildUpload(t, { uploaderId: s.teacher.id });
      await t.db.update(users).set({ signature }).where(eq(users.id, s.teacher.id));
      const { talkId } = await submitted(s);
      const path = new URL(signature).pathname;
      // before the confirmation: no signature in the answer, and the file stays closed to the student
      expect((await call(t, { url: `/api/user/talk/${s.student.id}/intermtalk`, as: s.student })).json().talk.teacherSignature).toBeNull();
      expectError(await call(t, { url: path, as: s.student }), 404, uploadMessages.notFound);
      const res = await confirm(talkId, s.student);
      expect(res.json().talk.teacherSignature).toBe(signature);
      expect((await call(t, { url: path, as: s.student })).statusCode).toBe(200);
      // a classmate without a confirmed talk still cannot read it
      expectError(await call(t, { url: path, as: s.classmate }), 404, uploadMessages.notFound);
    });
  },
);
