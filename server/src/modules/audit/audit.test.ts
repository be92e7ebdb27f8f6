/**
 * The audit trail (decision 025): every recorded kind of change appears with who,
 * what, before and after; the table refuses UPDATE and DELETE; the histories are read only by the
 * staff of the class, everything only by admins.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { schoolDay } from '@praxisport/contract/attendance';
import { auditMessages, type AuditEvent } from '@praxisport/contract/audit';
import { classMessages } from '@praxisport/contract/classes';
import { gradingMessages } from '@praxisport/contract/assessments';
import { AUDIT_APPEND_ONLY_MESSAGE } from '../../db/audit-guard';
import { auditEvents } from '../../db/schema/audit';
import { lfces } from '../../db/schema/attendance';
import { assessmentCategories, assessmentCategoryTests, assessmentOptions } from '../../db/schema/assessments';
import { competencyCategories, competencyOptions, competencySubTests, competencyTests } from '../../db/schema/catalogue';
import { placementInstructors, placementProviders, placements } from '../../db/schema/placements';
import { portfolioCategories, portfolioItems } from '../../db/schema/portfolio';
import { classTeachers } from '../../db/schema/users';
import { buildClass, buildScene, buildSupervisor, buildTeacher, call, describeRoute, expectError, signIn, talkBody, useTestApp, uuid, type Scene } from '../../../test/kit';
import { record } from './audit.service';

const t = useTestApp();
const link = 'https://example.org/x';
const present = { '8': true, '10': true, '12': true, '13:45': true, reason: '' } as const;
const absent = { '8': false, '10': false, '12': true, '13:45': true, reason: 'excused' } as const;

const eventsOf = (entityId: string) => t.db.select().from(auditEvents).where(eq(auditEvents.entityId, entityId)).orderBy(auditEvents.at);

/** Saves the scene's class's attendance today twice (all present, then the student absent); answers the record's id. */
async function attendanceSavedTwice(s: Scene): Promise<string> {
  const date = schoolDay();
  const first = await call(t, { method: 'PUT', url: '/api/grade/attendance', as: s.supervisor, body: { _grade: s.cls.id, date, attendance: { [s.student.id]: present, [s.classmate.id]: present } } });
  expect(first.statusCode, first.body).toBe(200);
  const { _id, version } = first.json().attendance;
  const second = await call(t, { method: 'PUT', url: '/api/grade/attendance', as: s.supervisor, body: { _grade: s.cls.id, date, version, attendance: { [s.student.id]: absent, [s.classmate.id]: present } } });
  expect(second.statusCode, second.body).toBe(200);
  return _id as string;
}

/** A category test of the assessment catalogue with options graded 1 and 2. */
async function arrangeCategoryTest() {
  const tag = uuid().slice(0, 6);
  const [cat] = await t.db.insert(competencyCategories).values({ title: `Kompetenz ${tag}` }).returning();
  const [option] = await t.db.insert(competencyOptions).values({ categoryId: cat!.id, title: 'O' }).returning();
  const [test] = await t.db.insert(competencyTests).values({ optionId: option!.id, title: `Test ${tag}` }).returning();
  const [subTest] = await t.db.insert(competencySubTests).values({ testId: test!.id, title: 'Puls', subTitle: 's', videoLink: link, audioLink: link, pdfLink1: link, pdfLink2: link }).returning();
  const [ac] = await t.db.insert(assessmentCategories).values({ title: `Wissen ${tag}` }).returning();
  const [ct] = await t.db.insert(assessmentCategoryTests).values({ categoryId: ac!.id, testId: test!.id, subTestId: subTest!.id, desc: 'Puls' }).returning();
  const options = await t.db.insert(assessmentOptions).values([1, 2].map((grade) => ({ categoryTestId: ct!.id, grade, title: `Note ${grade}`, desc: 'd' }))).returning();
  return { categoryTestId: ct!.id, optionId: options.find((o) => o.grade === 2)!.id, subTestId: subTest!.id, testId: test!.id, catId: cat!.id, competencyOptionId: option!.id };
}

/** The scene's teacher grades the scene's student; answers the assessment's id. */
async function graded(s: Scene): Promise<string> {
  const x = await arrangeCategoryTest();
  const res = await call(t, {
    method: 'POST',
    url: '/api/teacher/assessment/assessment',
    as: s.teacher,
    body: { _competencyAssessmentCategoryTest: x.categoryTestId, _competencyAssessmentCategoryOption: x.optionId, _student: s.student.id },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().assessment._id as string;
}

const eventIds = (res: { json: () => { events: AuditEvent[] } }) => res.json().events.map((e) => e._id);

describe('ISSUE-16 item 5 the audit trail is append-only', () => {
  it('ISSUE-16-5 UPDATE and DELETE of audit_events are refused by the database, an insert goes in', async () => {
    const s = await buildScene(t.db);
    const entityId = uuid();
    await record(t.db, { kind: 'user', id: s.supervisor.id } as never, { action: 'attendance.save', entity: 'attendance', entityId, classId: s.cls.id, before: null, after: { x: 1 } });
    const [row] = await eventsOf(entityId);
    expect(row).toMatchObject({ actorUserId: s.supervisor.id, entity: 'attendance', after: { x: 1 } });
    const refusal = (p: Promise<unknown>) =>
      p.then(
        () => 'went through',
        (e: Error & { cause?: Error }) => e.cause?.message ?? e.message,
      );
    expect(await refusal(t.db.execute(sql`update audit_events set after = '{"x":2}'::jsonb where id = ${row!.id}`))).toBe(AUDIT_APPEND_ONLY_MESSAGE);
    expect(await refusal(t.db.execute(sql`delete from audit_events where id = ${row!.id}`))).toBe(AUDIT_APPEND_ONLY_MESSAGE);
    expect(await refusal(t.db.delete(auditEvents).where(eq(auditEvents.entityId, entityId)))).toBe(AUDIT_APPEND_ONLY_MESSAGE);
    expect(await eventsOf(entityId)).toEqual([row]);
  });
});

describeRoute(
  t,
  {
    method: 'GET',
    route: '/api/audit/attendance/{classId}/{date}',
    title: 'ISSUE-16-5 GET /api/audit/attendance/{classId}/{date}',
    allowed: ['supervisor', 'admin'],
    arrange: (s) => attendanceSavedTwice(s),
    valid: (s) => ({ url: `/api/audit/attendance/${s.cls.id}/${schoolDay()}` }),
    invalid: [
      { name: 'bad date', request: (s) => ({ url: `/api/audit/attendance/${s.cls.id}/2024-13-45` }), message: 'date: ungültiges Datum.', path: 'date' },
      { name: 'malformed id', request: () => ({ url: `/api/audit/attendance/abc/${schoolDay()}` }), message: 'Ungültige ID.', path: 'classId' },
      { name: 'unknown class', request: () => ({ url: `/api/audit/attendance/${uuid()}/${schoolDay()}` }), status: 404, message: classMessages.notFound },
    ],
    success: {
      check: (res, s, _who, recordId) => {
        const events = res.json().events as AuditEvent[];
        expect(events).toHaveLength(2);
        const [latest, first] = events;
        expect(latest).toMatchObject({
          action: 'attendance.save',
          entity: 'attendance',
          entityId: recordId,
          classId: s.cls.id,
          className: s.cls.className,
          actor: { _id: s.supervisor.id, firstName: s.supervisor.firstName, name: s.supervisor.name, kind: 'user' },
          // only the student whose entry changed
          before: { date: schoolDay(), attendance: { [s.student.id]: present } },
          after: { date: schoolDay(), version: 2, attendance: { [s.student.id]: absent } },
        });
        expect(first).toMatchObject({ before: { attendance: {} }, after: { version: 1, attendance: { [s.student.id]: present, [s.classmate.id]: present } } });
        // the names of the students the entries refer to by id
        expect(res.json().names).toEqual({ [s.student.id]: `${s.student.firstName} ${s.student.name}`, [s.classmate.id]: `${s.classmate.firstName} ${s.classmate.name}` });
      },
    },
    names: { success: 'ISSUE-16-5 the supervisor of the class and admins read every save of a day with the entries before and after' },
  },
  () => {
    it('ISSUE-16-5 another supervisor and a teacher of the class get 403; a day without saves has no history', async () => {
      const s = await buildScene(t.db);
      await attendanceSavedTwice(s);
      const other = await signIn(t.db, await buildSupervisor(t.db));
      expectError(await call(t, { url: `/api/audit/attendance/${s.cls.id}/${schoolDay()}`, as: other }), 403, classMessages.notYourClass);
      expect((await call(t, { url: `/api/audit/attendance/${s.cls.id}/${schoolDay()}`, as: s.teacher })).statusCode).toBe(403);
      const empty = await call(t, { url: `/api/audit/attendance/${s.cls.id}/2020-01-06`, as: s.supervisor });
      expect(empty.json()).toEqual({ events: [], names: {}, nextCursor: null });
    });
  },
);

describeRoute(
  t,
  {
    method: 'GET',
    route: '/api/audit/assessments/{assessmentId}',
    title: 'ISSUE-16-5 GET /api/audit/assessments/{assessmentId}',
    allowed: ['teacher', 'admin'],
    arrange: (s) => graded(s),
    valid: (_s, _who, id) => ({ url: `/api/audit/assessments/${id}` }),
    invalid: [
      { name: 'malformed id', request: () => ({ url: '/api/audit/assessments/abc' }), message: 'Ungültige ID.', path: 'assessmentId' },
      { name: 'unknown assessment', request: () => ({ url: `/api/audit/assessments/${uuid()}` }), status: 404, message: auditMessages.recordNotFound },
    ],
    success: {
      check: (res, s, _who, id) =>
        expect(res.json().events).toEqual([
          expect.objectContaining({
            action: 'assessment.create',
            entity: 'assessment',
            entityId: id,
            actor: expect.objectContaining({ _id: s.teacher.id, kind: 'user' }),
            student: { _id: s.student.id, firstName: s.student.firstName, name: s.student.name },
            classId: s.cls.id,
            before: null,
            after: expect.objectContaining({ grade: 2 }),
          }),
        ]),
    },
    names: { success: 'ISSUE-16-5 a teacher of the class and admins read the history of a grade (who, when, before, after)' },
  },
  () => {
    it('ISSUE-16-5 a teacher who has not joined the class gets 403', async () => {
      const s = await buildScene(t.db);
      const id = await graded(s);
      expectError(await call(t, { url: `/api/audit/assessments/${id}`, as: s.outsider }), 403, gradingMessages.noAccess);
    });
  },
);

describeRoute(
  t,
  {
    method: 'GET',
    route: '/api/audit/classes/{classId}',
    title: 'ISSUE-16-5 GET /api/audit/classes/{classId}',
    allowed: ['supervisor', 'admin'],
    arrange: async (s) => {
      const newcomer = await signIn(t.db, await buildTeacher(t.db));
      expect((await call(t, { method: 'POST', url: `/api/grade/joinClass/${newcomer.id}/${s.cls.id}`, as: newcomer })).statusCode).toBe(200);
      // joining again changes nothing and records nothing
      expect((await call(t, { method: 'POST', url: `/api/grade/joinClass/${newcomer.id}/${s.cls.id}`, as: newcomer })).statusCode).toBe(200);
      return newcomer;
    },
    valid: (s) => ({ url: `/api/audit/classes/${s.cls.id}` }),
    invalid: [
      { name: 'malformed id', request: () => ({ url: '/api/audit/classes/abc' }), message: 'Ungültige ID.', path: 'classId' },
      { name: 'unknown class', request: () => ({ url: `/api/audit/classes/${uuid()}` }), status: 404, message: classMessages.notFound },
    ],
    success: {
      check: (res, s, _who, newcomer) =>
        expect(res.json().events).toEqual([
          expect.objectContaining({ action: 'class.join', entity: 'classMembership', entityId: s.cls.id, actor: expect.objectContaining({ _id: newcomer.id }), before: null, after: { teacherId: newcomer.id } }),
        ]),
    },
    names: { success: 'ISSUE-16-5 the supervisor of the class and admins see who joined it' },
  },
  () => {
    it('ISSUE-16-5 another supervisor gets 403', async () => {
      const s = await buildScene(t.db);
      const other = await signIn(t.db, await buildSupervisor(t.db));
      expectError(await call(t, { url: `/api/audit/classes/${s.cls.id}`, as: other }), 403, classMessages.onlyCreator);
    });
  },
);

describeRoute(t, {
  method: 'GET',
  route: '/api/grade/class/{classId}/teachers',
  title: 'ISSUE-16-5 GET /api/grade/class/{classId}/teachers',
  allowed: ['supervisor', 'admin'],
  valid: (s) => ({ url: `/api/grade/class/${s.cls.id}/teachers` }),
  invalid: [
    { name: 'malformed id', request: () => ({ url: '/api/grade/class/abc/teachers' }), message: 'Ungültige ID.', path: 'classId' },
    { name: 'unknown class', request: () => ({ url: `/api/grade/class/${uuid()}/teachers` }), status: 404, message: classMessages.notFound },
  ],
  success: {
    check: (res, s) => expect(res.json().teachers).toEqual([{ _id: s.teacher.id, firstName: s.teacher.firstName, name: s.teacher.name, joinedAt: expect.any(String) }]),
  },
  names: { success: 'ISSUE-16-5 the supervisor of the class and admins list the teachers who joined it' },
});

describeRoute(
  t,
  {
    method: 'DELETE',
    route: '/api/grade/class/{classId}/teachers/{teacherId}',
    title: 'ISSUE-16-5 DELETE /api/grade/class/{classId}/teachers/{teacherId}',
    allowed: ['supervisor'],
    valid: (s) => ({ url: `/api/grade/class/${s.cls.id}/teachers/${s.teacher.id}` }),
    invalid: [
      { name: 'malformed id', request: (s) => ({ url: `/api/grade/class/${s.cls.id}/teachers/abc` }), message: 'Ungültige ID.', path: 'teacherId' },
      { name: 'not in the class', request: (s) => ({ url: `/api/grade/class/${s.cls.id}/teachers/${s.outsider.id}` }), status: 404, message: classMessages.teacherNotInClass },
      { name: 'unknown class', request: (s) => ({ url: `/api/grade/class/${uuid()}/teachers/${s.teacher.id}` }), status: 404, message: classMessages.notFound },
    ],
    unchanged: async (s) => expect(await t.db.select().from(classTeachers).where(eq(classTeachers.classId, s.cls.id))).toHaveLength(1),
    success: {
      check: async (res, s) => {
        expect(res.json()).toEqual({ teachers: [] });
        expect(await eventsOf(s.cls.id)).toEqual([
          expect.objectContaining({ action: 'class.removeTeacher', actorUserId: s.supervisor.id, classId: s.cls.id, before: { teacherId: s.teacher.id }, after: null }),
        ]);
        // the teacher no longer opens the class
        expect((await call(t, { url: `/api/user/students/${s.cls.id}`, as: s.teacher })).statusCode).toBe(403);
      },
    },
    names: { success: 'ISSUE-16-5 the supervisor who created the class removes a teacher; the removal is recorded' },
  },
  () => {
    it('ISSUE-16-5 another supervisor gets 403 and the teacher stays', async () => {
      const s = await buildScene(t.db);
      const other = await signIn(t.db, await buildSupervisor(t.db));
      await buildClass(t.db, other.id);
      expectError(await call(t, { method: 'DELETE', url: `/api/grade/class/${s.cls.id}/teachers/${s.teacher.id}`, as: other }), 403, classMessages.onlyCreator);
      expect(await t.db.select().from(classTeachers).where(eq(classTeachers.classId, s.cls.id))).toHaveLength(1);
      expect(await eventsOf(s.cls.id)).toEqual([]);
    });
  },
);

describeRoute(
  t,
  {
    method: 'GET',
    route: '/api/admin/audit',
    title: 'ISSUE-16-5 GET /api/admin/audit',
    allowed: ['admin'],
    valid: () => ({ url: '/api/admin/audit' }),
    invalid: [
      { name: 'unknown entity', request: () => ({ url: '/api/admin/audit?entity=password' }), message: auditMessages.badEntity, path: 'entity' },
      { name: 'limit 0', request: () => ({ url: '/api/admin/audit?limit=0' }), message: auditMessages.badLimit, path: 'limit' },
      { name: 'range backwards', request: () => ({ url: '/api/admin/audit?from=2026-02-01&to=2026-01-01' }), message: auditMessages.badRange, path: 'to' },
      { name: 'foreign cursor', request: () => ({ url: '/api/admin/audit?cursor=abc' }), message: auditMessages.badCursor, path: 'cursor' },
      { name: 'malformed class', request: () => ({ url: '/api/admin/audit?classId=abc' }), message: 'Ungültige ID.', path: 'classId' },
    ],
    success: { check: (res) => expect(res.json()).toEqual({ events: expect.any(Array), names: expect.any(Object), nextCursor: expect.toBeOneOf([null, expect.any(String)]) }) },
    names: { success: 'ISSUE-16-5 admins read every event' },
  },
  () => {
    it('ISSUE-16-5 admins filter by kind, actor, class and days, and page by cursor without gaps or repeats', async () => {
      const s = await buildScene(t.db, { supervisor: { firstName: 'Auditha', name: `Prüf${uuid().slice(0, 6)}` } });
      await attendanceSavedTwice(s);
      await graded(s);
      const byClass = await call(t, { url: `/api/admin/audit?classId=${s.cls.id}`, as: s.admin });
      expect(byClass.json().events.map((e: AuditEvent) => e.action).sort()).toEqual(['assessment.create', 'attendance.save', 'attendance.save']);
      const attendanceOnly = await call(t, { url: `/api/admin/audit?classId=${s.cls.id}&entity=attendance`, as: s.admin });
      expect(attendanceOnly.json().events).toHaveLength(2);
      const byActor = await call(t, { url: `/api/admin/audit?actor=${encodeURIComponent(s.supervisor.name)}`, as: s.admin });
      expect(byActor.json().events.map((e: AuditEvent) => e.actor?._id)).toEqual([s.supervisor.id, s.supervisor.id]);
      const today = new Date().toISOString().slice(0, 10);
      expect((await call(t, { url: `/api/admin/audit?classId=${s.cls.id}&from=${today}&to=${today}`, as: s.admin })).json().events).toHaveLength(3);
      expect((await call(t, { url: `/api/admin/audit?classId=${s.cls.id}&to=2020-01-01`, as: s.admin })).json().events).toHaveLength(0);
      // pages of one: the same three events, newest first, then no cursor
      const seen: string[] = [];
      let cursor: string | null = '';
      for (let page = 0; page < 4 && cursor !== null; page++) {
        const res = await call(t, { url: `/api/admin/audit?classId=${s.cls.id}&limit=1${cursor ? `&cursor=${cursor}` : ''}`, as: s.admin });
        seen.push(...eventIds(res));
        cursor = res.json().nextCursor;
      }
      expect(seen).toEqual(eventIds(byClass));
      expect(cursor).toBeNull();
    });

    it('ISSUE-40 the answer names what the values hold by id: people, catalogue entries, learning objectives, a category test, a placement, a talk', async () => {
      const s = await buildScene(t.db);
      const x = await arrangeCategoryTest();
      const tag = uuid().slice(0, 6);
      const [cat] = await t.db.insert(portfolioCategories).values({ title: `Mobilität ${tag}` }).returning();
      const [item] = await t.db.insert(portfolioItems).values({ categoryId: cat!.id, title: `Transfer ${tag}`, itemLearned: 'Transfer', type: 'Mobility' }).returning();
      const [prov] = await t.db.insert(placementProviders).values({ name: 'Klinikum Nord', ward: `Station ${tag}` }).returning();
      const [p] = await t.db
        .insert(placements)
        .values({ studentId: s.student.id, type: 'inpatientAcute', providerId: prov!.id, fromDate: '2026-03-02', untilDate: '2026-05-24', plannedHours: 400, plannedById: s.supervisor.id })
        .returning();
      const talk = await call(t, { method: 'POST', url: '/api/user/talk', as: s.teacher, body: talkBody(s.student.id) });
      const talkId = talk.json().talk._id as string;
      const after = {
        teacherId: s.teacher.id,
        categoryId: x.catId,
        optionId: x.optionId,
        testId: x.testId,
        subTestId: x.subTestId,
        categoryTestId: x.categoryTestId,
        learningObjectives: [item!.id],
        itemId: item!.id,
        placementId: p!.id,
        talkId,
      };
      await record(t.db, { kind: 'admin', id: s.admin.id } as never, { action: 'catalogue.update', entity: 'catalogue', entityId: uuid(), classId: s.cls.id, before: { competencyOption: x.competencyOptionId }, after });
      const res = await call(t, { url: `/api/admin/audit?classId=${s.cls.id}&entity=catalogue`, as: s.admin });
      expect(res.statusCode, res.body).toBe(200);
      const [test] = await t.db.select().from(competencyTests).where(eq(competencyTests.id, x.testId));
      const [ac] = await t.db.select({ title: assessmentCategories.title }).from(assessmentCategoryTests).innerJoin(assessmentCategories, eq(assessmentCategories.id, assessmentCategoryTests.categoryId)).where(eq(assessmentCategoryTests.id, x.categoryTestId));
      expect(res.json().names).toEqual({
        [s.teacher.id]: `${s.teacher.firstName} ${s.teacher.name}`,
        [x.catId]: expect.stringMatching(/^Kompetenz /),
        [x.competencyOptionId]: 'O',
        [x.optionId]: 'Note 2',
        [x.testId]: test!.title,
        [x.subTestId]: 'Puls',
        [x.categoryTestId]: `${test!.title} – ${ac!.title}`,
        [item!.id]: `Transfer ${tag}`,
        [p!.id]: `Klinikum Nord – Station ${tag}`,
        [talkId]: 'Zwischengespräch',
      });
    });
  },
);

describe('ISSUE-16 item 5 every kind of change is recorded with before and after', () => {
  it('ISSUE-16-5 talks: the instructor submission and the student confirmation', async () => {
    const s = await buildScene(t.db);
    const submitted = await call(t, {
      method: 'POST',
      url: '/api/user/talk',
      as: s.teacher,
      body: talkBody(s.student.id),
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const talkId = submitted.json().talk._id as string;
    expect((await call(t, { method: 'PUT', url: `/api/user/talk/${talkId}`, as: s.student, body: { studentConfirmation: true } })).statusCode).toBe(200);
    expect(await eventsOf(talkId)).toEqual([
      expect.objectContaining({ action: 'talk.submit', actorUserId: s.teacher.id, studentId: s.student.id, classId: s.cls.id, before: null, after: { talkType: 'intermtalk', instructorConfirmation: true, studentConfirmation: false } }),
      expect.objectContaining({ action: 'talk.confirm', actorUserId: s.student.id, before: { instructorConfirmation: true, studentConfirmation: false }, after: { instructorConfirmation: true, studentConfirmation: true } }),
    ]);
  });

  it('ISSUE-16-5 portfolio ticks: the teacher ticks, then unticks', async () => {
    const s = await buildScene(t.db);
    const [cat] = await t.db.insert(portfolioCategories).values({ title: `Mobilität ${uuid().slice(0, 8)}` }).returning();
    const [item] = await t.db.insert(portfolioItems).values({ categoryId: cat!.id, title: 'Transfer', itemLearned: 'Transfer', type: 'Mobility' }).returning();
    for (const teacherChecked of [true, false]) {
      const res = await call(t, { method: 'PATCH', url: '/api/teacher/trainingportfolio/update', as: s.teacher, body: { _student: s.student.id, _trainingPortfolioItem: item!.id, _teacher: s.teacher.id, teacherChecked } });
      expect(res.statusCode, res.body).toBe(200);
    }
    const events = await t.db.select().from(auditEvents).where(eq(auditEvents.studentId, s.student.id)).orderBy(auditEvents.at);
    expect(events).toEqual([
      expect.objectContaining({ action: 'portfolio.tick', actorUserId: s.teacher.id, classId: s.cls.id, before: null, after: { itemId: item!.id, teacherChecked: true, studentChecked: false } }),
      expect.objectContaining({ action: 'portfolio.tick', before: { itemId: item!.id, teacherChecked: true, studentChecked: false }, after: { itemId: item!.id, teacherChecked: false, studentChecked: false } }),
    ]);
  });

  it('ISSUE-16-5 guidance records: recorded by the instructor, confirmed by the student', async () => {
    const s = await buildScene(t.db);
    const [prov] = await t.db.insert(placementProviders).values({ name: 'Klinikum Nord', ward: `Station ${uuid().slice(0, 8)}` }).returning();
    const [p] = await t.db
      .insert(placements)
      .values({ studentId: s.student.id, type: 'inpatientAcute', providerId: prov!.id, fromDate: '2026-03-02', untilDate: '2026-05-24', plannedHours: 400, plannedById: s.supervisor.id })
      .returning();
    await t.db.insert(placementInstructors).values({ placementId: p!.id, teacherId: s.teacher.id });
    const res = await call(t, { method: 'POST', url: `/api/placements/${p!.id}/guidance`, as: s.teacher, body: { date: '2026-03-10', minutes: 90, kind: 'guidance', topic: 'Vitalzeichen', competenceArea: 'I' } });
    expect(res.statusCode, res.body).toBe(200);
    const recordId = res.json().guidance._id as string;
    expect((await call(t, { method: 'PUT', url: `/api/placements/guidance/${recordId}`, as: s.student, body: { decision: 'confirm' } })).statusCode).toBe(200);
    expect(await eventsOf(recordId)).toEqual([
      expect.objectContaining({ action: 'guidance.record', actorUserId: s.teacher.id, studentId: s.student.id, before: null, after: expect.objectContaining({ date: '2026-03-10', minutes: 90, status: 'pending' }) }),
      expect.objectContaining({ action: 'guidance.decide', actorUserId: s.student.id, before: { status: 'pending' }, after: { status: 'confirmed', commented: false } }),
    ]);
  });

  it('ISSUE-16-5 accounts: approval, deactivation, reactivation and rejection by an admin', async () => {
    const s = await buildScene(t.db);
    const rejected = await buildTeacher(t.db, { status: 'pending' });
    for (const action of ['approve', 'deactivate', 'reactivate']) {
      expect((await call(t, { method: 'PATCH', url: `/api/admin/users/${s.pending.id}/${action}`, as: s.admin })).statusCode).toBe(200);
    }
    expect((await call(t, { method: 'PATCH', url: `/api/admin/users/${rejected.id}/reject`, as: s.admin })).statusCode).toBe(200);
    const by = { actorAdminId: s.admin.id, actorUserId: null, entity: 'account' };
    expect(await eventsOf(s.pending.id)).toEqual([
      expect.objectContaining({ ...by, action: 'account.approve', before: { status: 'pending' }, after: { status: 'active' } }),
      expect.objectContaining({ ...by, action: 'account.deactivate', before: { status: 'active' }, after: { status: 'deactivated' } }),
      expect.objectContaining({ ...by, action: 'account.reactivate', before: { status: 'deactivated' }, after: { status: 'active' } }),
    ]);
    expect(await eventsOf(rejected.id)).toEqual([expect.objectContaining({ ...by, action: 'account.reject', before: { status: 'pending' }, after: { status: 'rejected' } })]);
  });

  it('ISSUE-16-5 catalogue entries: a category created and a sub-test\'s links changed by an admin', async () => {
    const s = await buildScene(t.db);
    const res = await call(t, { method: 'POST', url: '/api/admin/test/competencyCat', as: s.admin, body: { title: 'Pflegeprozess' } });
    expect(res.statusCode, res.body).toBe(201);
    const catId = res.json().competencyCat._id as string;
    expect(await eventsOf(catId)).toEqual([expect.objectContaining({ action: 'catalogue.create', entity: 'catalogue', actorAdminId: s.admin.id, before: null, after: { kind: 'competencyCategory', title: 'Pflegeprozess' } })]);
    const x = await arrangeCategoryTest();
    const links = { _test: x.testId, _subTest: x.subTestId, subTitle: 'neu', videoLink: 'https://example.org/v2', audioLink: link, pdfLink1: link, pdfLink2: link };
    expect((await call(t, { method: 'PUT', url: '/api/admin/test/addSubTestLinks', as: s.admin, body: links })).statusCode).toBe(200);
    expect(await eventsOf(x.subTestId)).toEqual([
      expect.objectContaining({
        action: 'catalogue.update',
        before: expect.objectContaining({ kind: 'competencySubTest', subTitle: 's', videoLink: link }),
        after: expect.objectContaining({ kind: 'competencySubTest', subTitle: 'neu', videoLink: 'https://example.org/v2' }),
      }),
    ]);
  });

  it('ISSUE-16-5 catalogue entries: a training-portfolio item created and changed, an assessment category created', async () => {
    const s = await buildScene(t.db);
    const [cat] = await t.db.insert(portfolioCategories).values({ title: `Mobilität ${uuid().slice(0, 8)}` }).returning();
    const created = await call(t, { method: 'POST', url: '/api/admin/trainingPortfolio/item', as: s.admin, body: { _trainingPortfolioCategory: cat!.id, title: 'Transfer', itemLearned: 'Sicher', type: 'Mobility' } });
    expect(created.statusCode, created.body).toBe(201);
    const itemId = created.json().trainingPortfolioItem._id as string;
    const changed = await call(t, { method: 'PATCH', url: `/api/admin/trainingPortfolio/items/${itemId}`, as: s.admin, body: { title: 'Transfer Bett–Stuhl', itemLearned: 'Sicher', type: 'Mobility' } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await eventsOf(itemId)).toEqual([
      expect.objectContaining({ action: 'catalogue.create', actorAdminId: s.admin.id, before: null, after: expect.objectContaining({ kind: 'portfolioItem', title: 'Transfer' }) }),
      expect.objectContaining({ action: 'catalogue.update', before: expect.objectContaining({ title: 'Transfer' }), after: expect.objectContaining({ title: 'Transfer Bett–Stuhl' }) }),
    ]);
    const category = await call(t, { method: 'POST', url: '/api/admin/assessment/competencyAssessmentCategory', as: s.admin, body: { title: 'Wissen' } });
    expect(category.statusCode, category.body).toBe(201);
    expect(await eventsOf(category.json().competencyAssessmentCat._id)).toEqual([expect.objectContaining({ action: 'catalogue.create', after: { kind: 'assessmentCategory', title: 'Wissen' } })]);
  });

  it('ISSUE-16-5 grades: a nursing-phenomena sub-test chosen by the teacher and changed, with what it replaced', async () => {
    const s = await buildScene(t.db);
    const x = await arrangeCategoryTest();
    const [other] = await t.db.insert(competencySubTests).values({ testId: x.testId, title: 'Blutdruck', subTitle: 's', videoLink: link, audioLink: link, pdfLink1: link, pdfLink2: link }).returning();
    const choose = (subTest: string) =>
      call(t, {
        method: 'POST',
        url: '/api/teacher/talks/createTest',
        as: s.teacher,
        body: { _student: s.student.id, _competencyCat: x.catId, _categoryOption: x.competencyOptionId, _test: x.testId, _subTest: subTest },
      });
    const first = await choose(x.subTestId);
    expect(first.statusCode, first.body).toBe(200);
    expect((await choose(other!.id)).statusCode).toBe(200);
    const values = (subTestId: string) => ({ kind: 'nursingPhenomenon', categoryId: x.catId, testId: x.testId, subTestId });
    // two requests may share a millisecond on the embedded database: the values tell them apart
    const events = await eventsOf(first.json().competencyTest._id);
    expect(events).toHaveLength(2);
    expect(events).toEqual(expect.arrayContaining([
      expect.objectContaining({ action: 'assessment.chooseSubTest', entity: 'assessment', actorUserId: s.teacher.id, studentId: s.student.id, classId: s.cls.id, before: null, after: values(x.subTestId) }),
      expect.objectContaining({ action: 'assessment.chooseSubTest', before: values(x.subTestId), after: values(other!.id) }),
    ]));
  });

  it('ISSUE-16-5 catalogue entries: an LFCE created and changed, with the ids of its learning objectives', async () => {
    const s = await buildScene(t.db);
    const [cat] = await t.db.insert(portfolioCategories).values({ title: `Kommunikation ${uuid().slice(0, 8)}` }).returning();
    const [first, item] = await t.db
      .insert(portfolioItems)
      .values([
        { categoryId: cat!.id, title: 'Gespräch', itemLearned: 'Gespräch', type: 'Mobility' },
        { categoryId: cat!.id, title: 'Übergabe', itemLearned: 'Übergabe', type: 'Mobility' },
      ])
      .returning();
    const title = `LFCE ${uuid().slice(0, 8)}`;
    const created = await call(t, { method: 'POST', url: '/api/admin/registerAnalysis/lfce', as: s.admin, body: { title, competencyIV: 'IV.1', _learningObjectives: [first!.id] } });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().lfce._id as string;
    // the LFCE catalogue is read whole by other tests of this worker's database (CE 01 to CE 11): take it out again
    onTestFinished(async () => {
      await t.db.delete(lfces).where(eq(lfces.id, id));
    });
    const changed = await call(t, { method: 'PATCH', url: '/api/admin/registerAnalysis/lfce', as: s.admin, body: { _id: id, title, competencyIV: 'IV.2', _learningObjectives: [item!.id] } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await eventsOf(id)).toEqual([
      expect.objectContaining({ action: 'catalogue.create', entity: 'catalogue', actorAdminId: s.admin.id, before: null, after: { kind: 'lfce', title, competencyIV: 'IV.1', learningObjectives: [first!.id] } }),
      expect.objectContaining({
        action: 'catalogue.update',
        before: { kind: 'lfce', title, competencyIV: 'IV.1', learningObjectives: [first!.id] },
        after: { kind: 'lfce', title, competencyIV: 'IV.2', learningObjectives: [item!.id] },
      }),
    ]);
  });
});
