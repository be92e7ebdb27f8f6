import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { addDays } from '@praxisport/contract/attendance';
import { competenceAreaLabels, qualifiedAssessmentMessages, WRITE_FROM_DAYS_BEFORE_END, type AreaAssessment } from '@praxisport/contract/qualified-assessments';
import { auditEvents } from '../../db/schema/audit';
import { practicalAbsences } from '../../db/schema/placements';
import { qualifiedAssessments } from '../../db/schema/status';
import { classTeachers } from '../../db/schema/users';
import { buildClass, buildPlacement, buildScene, buildStudent, buildSupervisor, buildTeacher, call, describeRoute, expectError, joinClass, signIn, useTestApp, uuid, type Scene } from '../../../test/kit';
import { pdfFlatText } from '../../../test/pdf';
import { todayIn } from '../placements/placements.service';
import { listAssessmentsOf, listAssessmentSummaries } from './qualified-assessments.service';

const t = useTestApp();
const today = todayIn(new Date());
const day = (n: number) => addDays(today, n);
const AREAS = ['I', 'II', 'III', 'IV', 'V'] as const;

/** The five areas with these grades (null: not yet graded) and a text each. */
const areas = (grades: (number | null)[] = [2, 1, 3, 2, 2], text = (a: string) => `Bereich ${a}: sicher und zugewandt.`): AreaAssessment[] =>
  AREAS.map((area, i) => ({ area, grade: grades[i] ?? null, text: grades[i] === null ? '' : text(area) }));
const draft = () => ({ areas: areas([2, null, null, null, null]), submit: false });
const submitted = (o: Partial<{ areas: unknown; submit: boolean }> = {}) => ({ areas: areas(), submit: true, ...o });

/**
 * A placement of the scene's student that ended yesterday (or as told), the scene's teacher assigned,
 * with two absent days recorded.
 */
async function arrangePlacement(s: Scene, o: { from?: string; until?: string; assign?: boolean; studentId?: string } = {}) {
  const from = o.from ?? day(-60);
  const until = o.until ?? day(-1);
  const p = await buildPlacement(t.db, {
    studentId: o.studentId ?? s.student.id,
    plannedById: s.supervisor.id,
    teacherId: o.assign !== false ? s.teacher.id : undefined,
    type: 'inpatientLongTerm',
    from,
    until,
    provider: { name: 'Seniorenzentrum Am Park', ward: `Wohnbereich ${uuid().slice(0, 8)}` },
  });
  await t.db.insert(practicalAbsences).values({ placementId: p.id, teacherId: s.teacher.id, fromDate: addDays(from, 3), days: 2, note: 'Erkrankung' });
  return { placementId: p.id, provider: p.provider, until };
}

/** An assessment stored as the instructor leaves it. */
async function arrangeAssessment(s: Scene, placementId: string, status: 'draft' | 'submitted' | 'confirmed' = 'submitted') {
  const [a] = await t.db
    .insert(qualifiedAssessments)
    .values({
      placementId,
      teacherId: s.teacher.id,
      areas: areas(status === 'draft' ? [2, null, null, null, null] : undefined),
      status,
      submittedAt: status === 'draft' ? null : new Date('2026-03-20T10:00:00Z'),
      confirmedAt: status === 'confirmed' ? new Date('2026-03-23T09:00:00Z') : null,
    })
    .returning();
  return a!;
}

const storedOf = (placementId: string) => t.db.select().from(qualifiedAssessments).where(eq(qualifiedAssessments.placementId, placementId));
const auditOf = (action: string, studentId: string) => t.db.select().from(auditEvents).where(and(eq(auditEvents.action, action), eq(auditEvents.studentId, studentId)));
const url = (placementId: string) => `/api/qualified-assessments/placement/${placementId}`;

async function otherClass() {
  const supervisor = await signIn(t.db, await buildSupervisor(t.db));
  const cls = await buildClass(t.db, supervisor.id);
  const student = await signIn(t.db, await buildStudent(t.db, cls.id));
  return { supervisor, cls, student };
}

describeRoute(t, {
  method: 'GET',
  route: '/api/qualified-assessments/placement/{placementId}',
  allowed: ['supervisor', 'teacher', 'student', 'admin'],
  arrange: (s) => arrangePlacement(s),
  valid: (_s, _w, x) => ({ url: url(x.placementId) }),
  invalid: [
    { name: 'malformed id', request: () => ({ url: url('x') }), message: 'Ungültige ID.', path: 'placementId' },
    { name: 'unknown placement', request: () => ({ url: url(uuid()) }), status: 404, message: qualifiedAssessmentMessages.placementNotFound },
  ],
  success: {
    check: (res, s, who, x) => {
      const body = res.json();
      expect(body).toMatchObject({
        student: { _id: s.student.id, firstName: s.student.firstName, name: s.student.name, _grade: s.cls.id, className: s.cls.className },
        placement: { _id: x.placementId, type: 'inpatientLongTerm', from: day(-60), until: day(-1), plannedHours: 400, instructors: [{ _id: s.teacher.id, firstName: s.teacher.firstName, name: s.teacher.name }] },
        // 2 days × 8 h from the practical absences of the placement
        absence: { absentDays: 2, absentHours: 16 },
        assessment: null,
        writableFrom: addDays(day(-1), -WRITE_FROM_DAYS_BEFORE_END),
        today,
        mayConfirm: false,
      });
      expect(body.mayWrite).toBe(who === 'teacher');
    },
  },
  names: { success: 'ST-30 the student, the class supervisor, the joined teacher and admins read the assessment with the placement\'s absences; the assigned instructor may write it' },
}, () => {
  it('ST-31 SEC-04 403 for a teacher who has not joined, another class\'s supervisor, another student', async () => {
    const s = await buildScene(t.db);
    const { placementId } = await arrangePlacement(s);
    const other = await otherClass();
    for (const who of [s.outsider, other.supervisor, s.classmate, other.student]) expectError(await call(t, { url: url(placementId), as: who }), 403, qualifiedAssessmentMessages.noAccess);
  });

  it('ST-32 mayWrite: not for a joined teacher who is not assigned, not before 14 days before the end, not once submitted; mayConfirm: the student once submitted', async () => {
    const s = await buildScene(t.db);
    const notAssigned = await signIn(t.db, await buildTeacher(t.db));
    await joinClass(t.db, s.cls.id, notAssigned.id);
    const ended = await arrangePlacement(s);
    expect((await call(t, { url: url(ended.placementId), as: notAssigned })).json().mayWrite).toBe(false);
    // until = today + 14: writable from today; + 15: from tomorrow
    const onTheDay = await arrangePlacement(s, { from: day(-30), until: day(WRITE_FROM_DAYS_BEFORE_END) });
    expect((await call(t, { url: url(onTheDay.placementId), as: s.teacher })).json()).toMatchObject({ writableFrom: today, mayWrite: true });
    const dayBefore = await arrangePlacement(s, { from: day(-30), until: day(WRITE_FROM_DAYS_BEFORE_END + 1) });
    expect((await call(t, { url: url(dayBefore.placementId), as: s.teacher })).json()).toMatchObject({ writableFrom: day(1), mayWrite: false });
    const a = await arrangeAssessment(s, ended.placementId, 'submitted');
    expect((await call(t, { url: url(ended.placementId), as: s.teacher })).json()).toMatchObject({ mayWrite: false, mayConfirm: false, assessment: { _id: a.id, status: 'submitted' } });
    expect((await call(t, { url: url(ended.placementId), as: s.student })).json()).toMatchObject({ mayWrite: false, mayConfirm: true });
    expect((await call(t, { url: url(ended.placementId), as: s.supervisor })).json()).toMatchObject({ mayWrite: false, mayConfirm: false });
  });
});

describeRoute(t, {
  method: 'PUT',
  route: '/api/qualified-assessments/placement/{placementId}',
  allowed: ['teacher'],
  forbiddenMessage: qualifiedAssessmentMessages.onlyInstructor,
  arrange: async (s) => ({ ...(await arrangePlacement(s)), early: await arrangePlacement(s, { from: day(-10), until: day(WRITE_FROM_DAYS_BEFORE_END + 1) }) }),
  valid: (_s, _w, x) => ({ url: url(x.placementId), body: draft() }),
  invalid: [
    { name: 'four areas', request: (_s, _w, x) => ({ url: url(x.placementId), body: { areas: areas().slice(0, 4), submit: false } }), message: qualifiedAssessmentMessages.areasIncomplete, path: 'areas' },
    {
      name: 'an area twice, one missing',
      request: (_s, _w, x) => ({ url: url(x.placementId), body: { areas: [...areas().slice(0, 4), { area: 'I', grade: 2, text: 'Nochmal' }], submit: false } }),
      message: qualifiedAssessmentMessages.areasIncomplete,
      path: 'areas',
    },
    { name: 'grade 6, never clamped', request: (_s, _w, x) => ({ url: url(x.placementId), body: { areas: areas([6, 2, 2, 2, 2]), submit: false } }), message: qualifiedAssessmentMessages.grade, path: 'areas.0.grade' },
    { name: 'grade 2.5', request: (_s, _w, x) => ({ url: url(x.placementId), body: { areas: areas([2, 2.5, 2, 2, 2]), submit: false } }), message: qualifiedAssessmentMessages.grade, path: 'areas.1.grade' },
    { name: 'unknown area', request: (_s, _w, x) => ({ url: url(x.placementId), body: { areas: [{ area: 'VI', grade: 2, text: 'x' }, ...areas().slice(1)], submit: false } }), message: qualifiedAssessmentMessages.unknownArea, path: 'areas.0.area' },
    { name: 'submitted with an area not graded', request: (_s, _w, x) => ({ url: url(x.placementId), body: submitted({ areas: areas([2, 2, null, 2, 2]) }) }), message: qualifiedAssessmentMessages.grade, path: 'areas.2.grade' },
    {
      name: 'submitted with an area not explained',
      request: (_s, _w, x) => ({ url: url(x.placementId), body: submitted({ areas: areas([2, 2, 2, 2, 2], (a) => (a === 'IV' ? '  ' : 'Gut.')) }) }),
      message: qualifiedAssessmentMessages.textNeeded,
      path: 'areas.3.text',
    },
    { name: 'submit neither true nor false', request: (_s, _w, x) => ({ url: url(x.placementId), body: { areas: areas(), submit: 'ja' } }), message: 'submit muss true oder false sein.', path: 'submit' },
    { name: 'more than 14 days before the end', request: (_s, _w, x) => ({ url: url(x.early.placementId), body: draft() }), message: qualifiedAssessmentMessages.tooEarly },
    { name: 'unknown placement', request: () => ({ url: url(uuid()), body: draft() }), status: 404, message: qualifiedAssessmentMessages.placementNotFound },
  ],
  unchanged: async (s, x) => {
    expect(await storedOf(x.placementId)).toEqual([]);
    expect(await storedOf(x.early.placementId)).toEqual([]);
    expect(await auditOf('qualifiedAssessment.save', s.student.id)).toEqual([]);
  },
  success: {
    check: async (res, s, _w, x) => {
      const a = res.json().assessment;
      expect(a).toMatchObject({ _placement: x.placementId, status: 'draft', areas: draft().areas, teacher: { _id: s.teacher.id }, submittedAt: null, confirmedAt: null });
      const [stored] = await storedOf(x.placementId);
      expect(stored).toMatchObject({ id: a._id, status: 'draft', teacherId: s.teacher.id, areas: draft().areas, submittedAt: null });
      // the grades, not the texts
      const events = await auditOf('qualifiedAssessment.save', s.student.id);
      expect(events).toEqual([
        expect.objectContaining({
          entity: 'qualifiedAssessment',
          entityId: a._id,
          actorUserId: s.teacher.id,
          classId: s.cls.id,
          before: null,
          after: { placementId: x.placementId, status: 'draft', grades: { I: 2, II: null, III: null, IV: null, V: null } },
        }),
      ]);
      expect(JSON.stringify(events)).not.toContain('zugewandt');
    },
  },
  names: {
    forbidden: 'ST-33 SEC-02 only teachers write qualified assessments',
    invalid: 'ST-34 incomplete areas, grades outside 1–5, a submission without every grade and text, or writing too early is refused at its field; nothing stored',
    success: 'ST-35 the assigned instructor saves a draft, with its audit record (grades, not texts)',
  },
}, () => {
  it('ST-36 SEC-04 a joined teacher not assigned, a teacher who has not joined and an instructor who left the class get 403; nothing stored', async () => {
    const s = await buildScene(t.db);
    const { placementId } = await arrangePlacement(s);
    const notAssigned = await signIn(t.db, await buildTeacher(t.db));
    await joinClass(t.db, s.cls.id, notAssigned.id);
    for (const who of [notAssigned, s.outsider]) expectError(await call(t, { method: 'PUT', url: url(placementId), as: who, body: draft() }), 403, qualifiedAssessmentMessages.onlyInstructor);
    await t.db.delete(classTeachers).where(and(eq(classTeachers.classId, s.cls.id), eq(classTeachers.teacherId, s.teacher.id)));
    expectError(await call(t, { method: 'PUT', url: url(placementId), as: s.teacher, body: draft() }), 403, qualifiedAssessmentMessages.onlyInstructor);
    expect(await storedOf(placementId)).toEqual([]);
  });

  it('ST-37 the instructor replaces the draft, then submits it (the areas in the order I–V); afterwards it cannot be changed (409)', async () => {
    const s = await buildScene(t.db);
    const { placementId } = await arrangePlacement(s);
    const first = await call(t, { method: 'PUT', url: url(placementId), as: s.teacher, body: draft() });
    expect(first.statusCode, first.body).toBe(200);
    const res = await call(t, { method: 'PUT', url: url(placementId), as: s.teacher, body: submitted({ areas: [...areas()].reverse() }) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().assessment).toMatchObject({ _id: first.json().assessment._id, status: 'submitted', areas: areas(), submittedAt: expect.any(String) });
    const [stored] = await storedOf(placementId);
    expect(stored).toMatchObject({ status: 'submitted', areas: areas() });
    expect(stored!.submittedAt).not.toBeNull();
    const [event] = await auditOf('qualifiedAssessment.submit', s.student.id);
    expect(event).toMatchObject({ before: { status: 'draft', grades: { I: 2, II: null } }, after: { placementId, status: 'submitted', grades: { I: 2, II: 1, III: 3, IV: 2, V: 2 } } });
    expectError(await call(t, { method: 'PUT', url: url(placementId), as: s.teacher, body: draft() }), 409, qualifiedAssessmentMessages.submitted);
    expect((await storedOf(placementId))[0]).toMatchObject({ status: 'submitted', areas: areas() });
  });

  it('ST-37 two submissions at the same moment: one is stored, the other answers 409', async () => {
    const s = await buildScene(t.db);
    const { placementId } = await arrangePlacement(s);
    const answers = await Promise.all([submitted(), submitted({ areas: areas([5, 5, 5, 5, 5]) })].map((body) => () => call(t, { method: 'PUT', url: url(placementId), as: s.teacher, body })).map((send) => send()));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await storedOf(placementId)).toHaveLength(1);
    expect(await auditOf('qualifiedAssessment.submit', s.student.id)).toHaveLength(1);
  });
});

describeRoute(t, {
  method: 'POST',
  route: '/api/qualified-assessments/{assessmentId}/confirm',
  allowed: ['student'],
  forbiddenMessage: qualifiedAssessmentMessages.onlyStudent,
  arrange: async (s) => {
    const { placementId } = await arrangePlacement(s);
    return { placementId, assessment: await arrangeAssessment(s, placementId, 'submitted') };
  },
  valid: (_s, _w, x) => ({ url: `/api/qualified-assessments/${x.assessment.id}/confirm` }),
  invalid: [
    { name: 'malformed id', request: () => ({ url: '/api/qualified-assessments/x/confirm' }), message: 'Ungültige ID.', path: 'assessmentId' },
    { name: 'unknown assessment', request: () => ({ url: `/api/qualified-assessments/${uuid()}/confirm` }), status: 404, message: qualifiedAssessmentMessages.assessmentNotFound },
  ],
  unchanged: async (_s, x) => expect((await storedOf(x.placementId))[0]).toMatchObject({ status: 'submitted', confirmedAt: null }),
  success: {
    check: async (res, s, _w, x) => {
      expect(res.json().assessment).toMatchObject({ _id: x.assessment.id, status: 'confirmed', confirmedAt: expect.any(String), submittedAt: '2026-03-20T10:00:00.000Z' });
      expect((await storedOf(x.placementId))[0]!.confirmedAt).not.toBeNull();
      expect(await auditOf('qualifiedAssessment.confirm', s.student.id)).toEqual([
        expect.objectContaining({ entity: 'qualifiedAssessment', entityId: x.assessment.id, actorUserId: s.student.id, classId: s.cls.id, before: { status: 'submitted' }, after: { placementId: x.placementId, status: 'confirmed' } }),
      ]);
      expectError(await call(t, { method: 'POST', url: `/api/qualified-assessments/${x.assessment.id}/confirm`, as: s.student }), 409, qualifiedAssessmentMessages.alreadyConfirmed);
    },
  },
  names: { forbidden: 'ST-38 SEC-02 only students confirm the discussion', success: 'ST-38 the student confirms the discussion of the submitted assessment once, with its audit record' },
}, () => {
  it('ST-39 SEC-14 another student (a classmate, one of another class) gets 403; a draft answers 409; nothing stored', async () => {
    const s = await buildScene(t.db);
    const { placementId } = await arrangePlacement(s);
    const a = await arrangeAssessment(s, placementId, 'submitted');
    for (const who of [s.classmate, (await otherClass()).student]) expectError(await call(t, { method: 'POST', url: `/api/qualified-assessments/${a.id}/confirm`, as: who }), 403, qualifiedAssessmentMessages.onlyStudent);
    const other = await arrangePlacement(s, { from: day(-200), until: day(-150) });
    const d = await arrangeAssessment(s, other.placementId, 'draft');
    expectError(await call(t, { method: 'POST', url: `/api/qualified-assessments/${d.id}/confirm`, as: s.student }), 409, qualifiedAssessmentMessages.notSubmitted);
    expect((await storedOf(placementId))[0]).toMatchObject({ status: 'submitted', confirmedAt: null });
    expect((await storedOf(other.placementId))[0]).toMatchObject({ status: 'draft', confirmedAt: null });
    expect(await auditOf('qualifiedAssessment.confirm', s.student.id)).toEqual([]);
  });
});

describeRoute(t, {
  method: 'GET',
  route: '/api/qualified-assessments/placement/{placementId}/pdf',
  allowed: ['supervisor', 'teacher', 'student', 'admin'],
  arrange: async (s) => {
    const done = await arrangePlacement(s);
    await arrangeAssessment(s, done.placementId, 'confirmed');
    const drafted = await arrangePlacement(s, { from: day(-200), until: day(-150) });
    await arrangeAssessment(s, drafted.placementId, 'draft');
    const none = await arrangePlacement(s, { from: day(-300), until: day(-250) });
    return { ...done, drafted: drafted.placementId, none: none.placementId };
  },
  valid: (_s, _w, x) => ({ url: `${url(x.placementId)}/pdf` }),
  invalid: [
    { name: 'a draft', request: (_s, _w, x) => ({ url: `${url(x.drafted)}/pdf` }), status: 409, message: qualifiedAssessmentMessages.notSubmitted },
    { name: 'none written', request: (_s, _w, x) => ({ url: `${url(x.none)}/pdf` }), status: 409, message: qualifiedAssessmentMessages.notSubmitted },
    { name: 'unknown placement', request: () => ({ url: `${url(uuid())}/pdf` }), status: 404, message: qualifiedAssessmentMessages.placementNotFound },
  ],
  success: {
    check: (res, s, _w, x) => {
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(res.headers['content-disposition']).toContain('leistungseinschaetzung_');
      const text = pdfFlatText(res.rawPayload);
      expect(text).toContain('Qualifizierte Leistungseinschätzung');
      // (the test's PDF reader reads WinAnsi as Latin-1: the dash between facility and ward is not compared)
      expect(text).toMatch(new RegExp(`Stationäre Langzeitpflege: Seniorenzentrum Am Park .?\\s*${x.provider.ward} ${day(-60).split('-').reverse().join('.')} bis ${day(-1).split('-').reverse().join('.')} · 400 Stunden geplant`));
      // each area with its grade and text
      for (const [area, grade] of [['I', '2 (gut)'], ['II', '1 (sehr gut)'], ['III', '3 (befriedigend)']] as const) {
        expect(text).toContain(`${competenceAreaLabels[area].slice(0, 30)}`);
        expect(text).toContain(grade);
        expect(text).toContain(`Bereich ${area}: sicher und zugewandt.`);
      }
      expect(text).toContain('Durchschnitt der Noten: 2,0');
      // the absences from the records
      expect(text).toContain('Fehlzeiten in diesem Einsatz 2 Fehltage = 16 Stunden');
      expect(text).toContain(`Geschrieben von ${s.teacher.firstName} ${s.teacher.name}, eingereicht am 20.03.2026.`);
      expect(text).toContain(`Gespräch bestätigt von ${s.student.firstName} ${s.student.name} am 23.03.2026.`);
      expect(text).toContain('Ort, Datum Unterschrift Auszubildende/r Unterschrift Praxisanleitung');
    },
  },
  names: { success: 'ST-40 the qualified assessment as a PDF: the five areas with grades and texts, the absences, who wrote and confirmed it, the signature lines' },
}, () => {
  it('ST-41 SEC-04 403 for a teacher who has not joined, another class\'s supervisor, another student', async () => {
    const s = await buildScene(t.db);
    const { placementId } = await arrangePlacement(s);
    await arrangeAssessment(s, placementId, 'submitted');
    const other = await otherClass();
    for (const who of [s.outsider, other.supervisor, s.classmate, other.student]) expectError(await call(t, { url: `${url(placementId)}/pdf`, as: who }), 403, qualifiedAssessmentMessages.noAccess);
  });

  it('ST-41 a submitted, not yet confirmed assessment says so in the PDF', async () => {
    const s = await buildScene(t.db);
    const { placementId } = await arrangePlacement(s);
    await arrangeAssessment(s, placementId, 'submitted');
    const text = pdfFlatText((await call(t, { url: `${url(placementId)}/pdf`, as: s.student })).rawPayload);
    expect(text).toContain('Das Gespräch über die Leistungseinschätzung ist noch nicht bestätigt.');
  });
});

it('ST-42 the status faces: summaries with the mean grade once submitted, and the full rows', async () => {
  const s = await buildScene(t.db);
  const a = (await arrangePlacement(s)).placementId;
  const b = (await arrangePlacement(s, { from: day(-200), until: day(-150) })).placementId;
  const c = (await arrangePlacement(s, { from: day(-300), until: day(-250) })).placementId;
  const submittedOne = await arrangeAssessment(s, a, 'confirmed');
  await arrangeAssessment(s, b, 'draft');
  const summaries = await listAssessmentSummaries(t.db, [a, b, c]);
  expect(summaries.sort((x, y) => x._placement.localeCompare(y._placement))).toEqual(
    [
      // (2 + 1 + 3 + 2 + 2) / 5 = 2.0
      { _placement: a, status: 'confirmed', meanGrade: 2, submittedAt: '2026-03-20T10:00:00.000Z', confirmedAt: '2026-03-23T09:00:00.000Z' },
      { _placement: b, status: 'draft', meanGrade: null, submittedAt: null, confirmedAt: null },
    ].sort((x, y) => x._placement.localeCompare(y._placement)),
  );
  const rows = await listAssessmentsOf(t.db, [a]);
  expect(rows).toEqual([expect.objectContaining({ _id: submittedOne.id, _placement: a, areas: areas(), status: 'confirmed', teacher: { _id: s.teacher.id, firstName: s.teacher.firstName, name: s.teacher.name } })]);
  expect(await listAssessmentSummaries(t.db, [])).toEqual([]);
});

it('ST-43 end to end: the instructor submits, the student sees it to confirm and confirms; the assessment is final', async () => {
  const s = await buildScene(t.db);
  const { placementId } = await arrangePlacement(s, { from: day(-40), until: day(3) });
  const put = await call(t, { method: 'PUT', url: url(placementId), as: s.teacher, body: submitted({ areas: areas([1, 2, 2, 3, 2]) }) });
  expect(put.statusCode, put.body).toBe(200);
  const seen = (await call(t, { url: url(placementId), as: s.student })).json();
  expect(seen).toMatchObject({ mayConfirm: true, assessment: { status: 'submitted' } });
  const confirmed = await call(t, { method: 'POST', url: `/api/qualified-assessments/${seen.assessment._id}/confirm`, as: s.student });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  expect((await call(t, { url: url(placementId), as: s.student })).json()).toMatchObject({ mayConfirm: false, assessment: { status: 'confirmed' } });
  expect((await listAssessmentSummaries(t.db, [placementId]))[0]).toMatchObject({ status: 'confirmed', meanGrade: 2 });
});
