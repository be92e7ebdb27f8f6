import { and, eq } from 'drizzle-orm';
import { auditEvents } from '../../db/schema/audit';
import { expect, it } from 'vitest';
import { placementMessages } from '@praxisport/contract/placements';
import { guidanceRecords, placementInstructors, placementProviders, placements, practicalAbsences } from '../../db/schema/placements';
import { talks } from '../../db/schema/talks';
import { classTeachers } from '../../db/schema/users';
import { buildClass, buildScene, buildStudent, buildSupervisor, call, describeRoute, expectError, signIn, useTestApp, uuid, type Scene } from '../../../test/kit';
import { pdfFlatText, pdfPageFill, pdfPages } from '../../../test/pdf';
import { proofPdf } from './placements.pdf';
import { getPlacementContext, getPlacementStudent, listPlacementsOfSupervisor, onGuidanceDisputed } from './placements.service';

const t = useTestApp();

async function provider(ward = `Station ${uuid().slice(0, 8)}`) {
  const [row] = await t.db.insert(placementProviders).values({ name: 'Klinikum Nord', ward }).returning();
  return row!;
}

/** A placement of the scene's student (2026-03-02 … 2026-05-24, 400 h) with the scene's teacher assigned. */
async function arrangePlacement(s: Scene, o: { from?: string; until?: string; assign?: boolean } = {}) {
  const prov = await provider();
  const [p] = await t.db
    .insert(placements)
    .values({ studentId: s.student.id, type: 'inpatientAcute', providerId: prov.id, fromDate: o.from ?? '2026-03-02', untilDate: o.until ?? '2026-05-24', plannedHours: 400, plannedById: s.supervisor.id })
    .returning();
  if (o.assign !== false) await t.db.insert(placementInstructors).values({ placementId: p!.id, teacherId: s.teacher.id });
  return { placementId: p!.id, providerId: prov.id };
}

const planBody = (providerId: string, o: Record<string, unknown> = {}) => ({
  type: 'inpatientAcute',
  providerId,
  from: '2026-06-01',
  until: '2026-07-31',
  plannedHours: 300,
  instructorIds: [] as string[],
  ...o,
});
const guidance = (o: Record<string, unknown> = {}) => ({ date: '2026-03-10', minutes: 90, kind: 'guidance', topic: 'Vitalzeichen erheben und dokumentieren', competenceArea: 'I', ...o });

async function recorded(s: Scene, placementId: string, o: Record<string, unknown> = {}) {
  const res = await call(t, { method: 'POST', url: `/api/placements/${placementId}/guidance`, as: s.teacher, body: guidance(o) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().guidance._id as string;
}

const storedGuidance = (placementId: string) => t.db.select().from(guidanceRecords).where(eq(guidanceRecords.placementId, placementId));

describeRoute(t, {
  method: 'GET',
  route: '/api/placements/providers',
  allowed: ['supervisor', 'teacher', 'admin'],
  valid: () => ({ url: '/api/placements/providers' }),
  names: { success: 'issue 14 supervisors, teachers and admins read the provider catalogue' },
});

describeRoute(t, {
  method: 'POST',
  route: '/api/placements/providers',
  allowed: ['supervisor'],
  forbiddenMessage: placementMessages.onlySupervisor,
  valid: () => ({ url: '/api/placements/providers', body: { name: 'Seniorenzentrum Am Park', ward: `Wohnbereich ${uuid().slice(0, 6)}` } }),
  invalid: [{ name: 'empty ward', request: () => ({ url: '/api/placements/providers', body: { name: 'Klinikum Nord', ward: ' ' } }), message: 'Station / Bereich darf nicht leer sein.', path: 'ward' }],
  names: { success: 'issue 14 a supervisor adds a provider and ward' },
}, () => {
  it('issue 14 the same provider and ward twice answers 409', async () => {
    const s = await buildScene(t.db);
    const body = { name: 'Ambulanter Pflegedienst Mitte', ward: `Tour ${uuid().slice(0, 6)}` };
    expect((await call(t, { method: 'POST', url: '/api/placements/providers', as: s.supervisor, body })).statusCode).toBe(200);
    expectError(await call(t, { method: 'POST', url: '/api/placements/providers', as: s.supervisor, body }), 409, placementMessages.providerExists, 'ward');
  });
});

describeRoute(t, {
  method: 'GET',
  route: '/api/placements/student/{studentId}',
  allowed: ['supervisor', 'teacher', 'student', 'admin'],
  arrange: (s) => arrangePlacement(s),
  valid: (s) => ({ url: `/api/placements/student/${s.student.id}` }),
  invalid: [
    { name: 'malformed id', request: () => ({ url: '/api/placements/student/x' }), message: 'Ungültige ID.', path: 'studentId' },
    { name: 'unknown student', request: () => ({ url: `/api/placements/student/${uuid()}` }), status: 404, message: placementMessages.studentNotFound },
  ],
  success: {
    check: (res, s, _who, x) => {
      const body = res.json();
      expect(body.placements.map((p: { _id: string }) => p._id)).toEqual([x.placementId]);
      expect(body.placements[0].proof).toMatchObject({ requiredMinutes: 2400, confirmedMinutes: 0 });
      expect(body.typeTotals.find((r: { type: string }) => r.type === 'inpatientAcute')).toEqual({ type: 'inpatientAcute', plannedHours: 400, requiredHours: 400, short: false });
      expect(body.typeTotals.find((r: { type: string }) => r.type === 'psychiatry').short).toBe(true);
      expect(body.wishes).toHaveLength(5);
      expect(body.student._id).toBe(s.student.id);
    },
  },
  names: { success: 'issue 14 the supervisor, the assigned teacher, the student and admins read the plan' },
}, () => {
  it('issue 14 403 for a teacher not assigned, another supervisor, another student', async () => {
    const s = await buildScene(t.db);
    await arrangePlacement(s, { assign: false });
    const other = await signIn(t.db, await buildSupervisor(t.db));
    for (const who of [s.teacher, s.outsider, other, s.classmate]) expectError(await call(t, { url: `/api/placements/student/${s.student.id}`, as: who }), 403, placementMessages.noAccess);
  });
});

describeRoute(t, {
  method: 'POST',
  route: '/api/placements/student/{studentId}',
  allowed: ['supervisor'],
  forbiddenMessage: placementMessages.onlySupervisor,
  arrange: async () => ({ providerId: (await provider()).id }),
  valid: (s, _w, x) => ({ url: `/api/placements/student/${s.student.id}`, body: planBody(x.providerId, { instructorIds: [s.teacher.id] }) }),
  invalid: [
    { name: 'until before from', request: (s, _w, x) => ({ url: `/api/placements/student/${s.student.id}`, body: planBody(x.providerId, { until: '2026-05-31' }) }), message: placementMessages.untilBeforeFrom, path: 'until' },
    { name: 'unknown type', request: (s, _w, x) => ({ url: `/api/placements/student/${s.student.id}`, body: planBody(x.providerId, { type: 'holiday' }) }), message: placementMessages.unknownType, path: 'type' },
    { name: 'no type chosen: "Bitte eine Einsatzart wählen."', request: (s, _w, x) => ({ url: `/api/placements/student/${s.student.id}`, body: planBody(x.providerId, { type: '' }) }), message: 'Bitte eine Einsatzart wählen.', path: 'type' },
    { name: 'no facility chosen: "Bitte eine Einrichtung wählen.", not "Ungültige ID."', request: (s) => ({ url: `/api/placements/student/${s.student.id}`, body: planBody('') }), message: 'Bitte eine Einrichtung wählen.', path: 'providerId' },
    { name: 'negative hours', request: (s, _w, x) => ({ url: `/api/placements/student/${s.student.id}`, body: planBody(x.providerId, { plannedHours: -1 }) }), message: placementMessages.plannedHours, path: 'plannedHours' },
    { name: 'more hours than the whole training, never clamped', request: (s, _w, x) => ({ url: `/api/placements/student/${s.student.id}`, body: planBody(x.providerId, { plannedHours: 2501 }) }), message: placementMessages.plannedHours, path: 'plannedHours' },
    { name: 'unknown provider', request: (s) => ({ url: `/api/placements/student/${s.student.id}`, body: planBody(uuid()) }), message: placementMessages.providerNotFound, path: 'providerId' },
    { name: 'outsider as instructor', request: (s, _w, x) => ({ url: `/api/placements/student/${s.student.id}`, body: planBody(x.providerId, { instructorIds: [s.outsider.id] }) }), message: placementMessages.instructorNotTeacher, path: 'instructorIds' },
    { name: 'at the provider neither yes nor no', request: (s, _w, x) => ({ url: `/api/placements/student/${s.student.id}`, body: planBody(x.providerId, { atProvider: 'ja' }) }), message: 'Am Träger: ja oder nein.', path: 'atProvider' },
  ],
  unchanged: async (s) => expect(await t.db.select().from(placements).where(eq(placements.studentId, s.student.id))).toEqual([]),
  success: {
    check: (res, s) => {
      expect(res.json().placement).toMatchObject({ _student: s.student.id, type: 'inpatientAcute', from: '2026-06-01', until: '2026-07-31', plannedHours: 300, atProvider: false });
      expect(res.json().placement.instructors.map((i: { _id: string }) => i._id)).toEqual([s.teacher.id]);
    },
  },
  names: { success: 'issue 14 the class supervisor plans a placement with its instructors' },
}, () => {
  it('ST-01 a placement at the training provider itself is stored and read as such; without the field it is not', async () => {
    const s = await buildScene(t.db);
    const providerId = (await provider()).id;
    const res = await call(t, { method: 'POST', url: `/api/placements/student/${s.student.id}`, as: s.supervisor, body: planBody(providerId, { atProvider: true }) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().placement.atProvider).toBe(true);
    const [stored] = await t.db.select().from(placements).where(eq(placements.id, res.json().placement._id));
    expect(stored!.atProvider).toBe(true);
    const plan = (await call(t, { url: `/api/placements/student/${s.student.id}`, as: s.student })).json();
    expect(plan.placements.map((p: { atProvider: boolean }) => p.atProvider)).toEqual([true]);
    // planBody leaves the field out
    const second = await call(t, { method: 'POST', url: `/api/placements/student/${s.student.id}`, as: s.supervisor, body: planBody(providerId, { from: '2026-08-01', until: '2026-08-31' }) });
    expect(second.json().placement.atProvider).toBe(false);
    const changed = await call(t, { method: 'PUT', url: `/api/placements/${second.json().placement._id}`, as: s.supervisor, body: planBody(providerId, { from: '2026-08-01', until: '2026-08-31', atProvider: true }) });
    expect(changed.json().placement.atProvider).toBe(true);
    const classPlan = (await call(t, { url: `/api/placements/class/${s.cls.id}`, as: s.supervisor })).json();
    expect(classPlan.students.find((r: { _id: string }) => r._id === s.student.id).placements.map((p: { atProvider: boolean }) => p.atProvider)).toEqual([true, true]);
  });

  it('issue 14 overlapping placements of one student answer 409; another supervisor 403', async () => {
    const s = await buildScene(t.db);
    const { providerId } = await arrangePlacement(s);
    expectError(await call(t, { method: 'POST', url: `/api/placements/student/${s.student.id}`, as: s.supervisor, body: planBody(providerId, { from: '2026-05-24' }) }), 409, placementMessages.overlap, 'from');
    const other = await signIn(t.db, await buildSupervisor(t.db));
    await buildClass(t.db, other.id);
    expectError(await call(t, { method: 'POST', url: `/api/placements/student/${s.student.id}`, as: other, body: planBody(providerId) }), 403, placementMessages.onlySupervisor);
    expect(await t.db.select().from(placements).where(eq(placements.studentId, s.student.id))).toHaveLength(1);
    // the day after the other one ends is fine
    expect((await call(t, { method: 'POST', url: `/api/placements/student/${s.student.id}`, as: s.supervisor, body: planBody(providerId, { from: '2026-05-25' }) })).statusCode).toBe(200);
  });
});

describeRoute(t, {
  method: 'PUT',
  route: '/api/placements/{placementId}',
  allowed: ['supervisor'],
  forbiddenMessage: placementMessages.onlySupervisor,
  arrange: (s) => arrangePlacement(s),
  valid: (_s, _w, x) => ({ url: `/api/placements/${x.placementId}`, body: planBody(x.providerId, { from: '2026-03-02', until: '2026-05-31', plannedHours: 420 }) }),
  invalid: [
    { name: 'until before from', request: (_s, _w, x) => ({ url: `/api/placements/${x.placementId}`, body: planBody(x.providerId, { from: '2026-05-01', until: '2026-04-01' }) }), message: placementMessages.untilBeforeFrom, path: 'until' },
    { name: 'unknown placement', request: (_s, _w, x) => ({ url: `/api/placements/${uuid()}`, body: planBody(x.providerId) }), status: 404, message: placementMessages.placementNotFound },
  ],
  success: { check: (res) => expect(res.json().placement).toMatchObject({ until: '2026-05-31', plannedHours: 420, instructors: [] }) },
  names: { success: 'issue 14 the supervisor changes a placement' },
}, () => {
  it('issue 14 new dates that leave a guidance record outside the placement answer 409, nothing changed; dates that keep it inside are fine', async () => {
    const s = await buildScene(t.db);
    const { placementId, providerId } = await arrangePlacement(s);
    await recorded(s, placementId, { date: '2026-03-10' });
    const put = (from: string, until: string) => call(t, { method: 'PUT', url: `/api/placements/${placementId}`, as: s.supervisor, body: planBody(providerId, { from, until, instructorIds: [s.teacher.id] }) });
    expectError(await put('2026-03-11', '2026-05-24'), 409, placementMessages.recordsOutside, 'from');
    expectError(await put('2026-02-01', '2026-03-09'), 409, placementMessages.recordsOutside, 'from');
    const [kept] = await t.db.select().from(placements).where(eq(placements.id, placementId));
    expect(kept).toMatchObject({ fromDate: '2026-03-02', untilDate: '2026-05-24', plannedHours: 400 });
    // the record's own day is still inside
    expect((await put('2026-03-10', '2026-03-10')).statusCode).toBe(200);
  });

  it('issue 14 new dates that cut off recorded absent days answer 409; a disputed record counts too', async () => {
    const s = await buildScene(t.db);
    const { placementId, providerId } = await arrangePlacement(s);
    expect((await call(t, { method: 'POST', url: `/api/placements/${placementId}/absences`, as: s.teacher, body: { from: '2026-05-20', days: 3 } })).statusCode).toBe(200);
    const put = (from: string, until: string) => call(t, { method: 'PUT', url: `/api/placements/${placementId}`, as: s.supervisor, body: planBody(providerId, { from, until, instructorIds: [s.teacher.id] }) });
    expectError(await put('2026-03-02', '2026-05-21'), 409, placementMessages.recordsOutside, 'from');
    expect((await put('2026-03-02', '2026-05-22')).statusCode).toBe(200);
    const id = await recorded(s, placementId, { date: '2026-04-01' });
    expect((await call(t, { method: 'PUT', url: `/api/placements/guidance/${id}`, as: s.student, body: { decision: 'dispute', comment: 'war nicht da' } })).statusCode).toBe(200);
    expectError(await put('2026-04-02', '2026-05-22'), 409, placementMessages.recordsOutside, 'from');
  });
});

describeRoute(t, {
  method: 'DELETE',
  route: '/api/placements/{placementId}',
  allowed: ['supervisor'],
  forbiddenMessage: placementMessages.onlySupervisor,
  arrange: (s) => arrangePlacement(s),
  valid: (_s, _w, x) => ({ url: `/api/placements/${x.placementId}` }),
  invalid: [{ name: 'unknown', request: () => ({ url: `/api/placements/${uuid()}` }), status: 404, message: placementMessages.placementNotFound }],
  success: { check: async (_r, _s, _w, x) => expect(await t.db.select().from(placements).where(eq(placements.id, x.placementId))).toEqual([]) },
  names: { success: 'issue 14 the supervisor removes a placement' },
});

describeRoute(t, {
  method: 'POST',
  route: '/api/placements/{placementId}/guidance',
  allowed: ['teacher'],
  forbiddenMessage: placementMessages.onlyTeacher,
  arrange: (s) => arrangePlacement(s),
  valid: (_s, _w, x) => ({ url: `/api/placements/${x.placementId}/guidance`, body: guidance() }),
  invalid: [
    { name: 'negative minutes', request: (_s, _w, x) => ({ url: `/api/placements/${x.placementId}/guidance`, body: guidance({ minutes: -30 }) }), message: placementMessages.minutes, path: 'minutes' },
    { name: 'over 12 h', request: (_s, _w, x) => ({ url: `/api/placements/${x.placementId}/guidance`, body: guidance({ minutes: 721 }) }), message: placementMessages.minutes, path: 'minutes' },
    { name: '9999 minutes, never clamped to 720', request: (_s, _w, x) => ({ url: `/api/placements/${x.placementId}/guidance`, body: guidance({ minutes: 9999 }) }), message: placementMessages.minutes, path: 'minutes' },
    { name: 'unknown kind', request: (_s, _w, x) => ({ url: `/api/placements/${x.placementId}/guidance`, body: guidance({ kind: 'coffee' }) }), message: placementMessages.unknownKind, path: 'kind' },
    { name: 'unknown area', request: (_s, _w, x) => ({ url: `/api/placements/${x.placementId}/guidance`, body: guidance({ competenceArea: 'VI' }) }), message: placementMessages.unknownArea, path: 'competenceArea' },
    { name: 'before the placement', request: (_s, _w, x) => ({ url: `/api/placements/${x.placementId}/guidance`, body: guidance({ date: '2026-03-01' }) }), message: placementMessages.outsidePlacement, path: 'date' },
    { name: 'after the placement', request: (_s, _w, x) => ({ url: `/api/placements/${x.placementId}/guidance`, body: guidance({ date: '2026-05-25' }) }), message: placementMessages.outsidePlacement, path: 'date' },
  ],
  unchanged: async (_s, x) => expect(await storedGuidance(x.placementId)).toEqual([]),
  success: { check: (res) => expect(res.json().guidance).toMatchObject({ minutes: 90, kind: 'guidance', status: 'pending', competenceArea: 'I', fromTalk: false }) },
  names: { success: 'issue 14 the assigned instructor records a guidance session' },
}, () => {
  it('issue 14 a teacher of the class not assigned to the placement gets 403; nothing stored', async () => {
    const s = await buildScene(t.db);
    const { placementId } = await arrangePlacement(s, { assign: false });
    expectError(await call(t, { method: 'POST', url: `/api/placements/${placementId}/guidance`, as: s.teacher, body: guidance() }), 403, placementMessages.notAssigned);
    expectError(await call(t, { method: 'POST', url: `/api/placements/${placementId}/guidance`, as: s.outsider, body: guidance() }), 403, placementMessages.notAssigned);
    expect(await storedGuidance(placementId)).toEqual([]);
  });

  it('issue 14 SEC-04 an instructor assigned to the placement who left the class gets 403; nothing stored', async () => {
    const s = await buildScene(t.db);
    const { placementId } = await arrangePlacement(s);
    await t.db.delete(classTeachers).where(and(eq(classTeachers.classId, s.cls.id), eq(classTeachers.teacherId, s.teacher.id)));
    expectError(await call(t, { method: 'POST', url: `/api/placements/${placementId}/guidance`, as: s.teacher, body: guidance() }), 403, placementMessages.notAssigned);
    expect(await storedGuidance(placementId)).toEqual([]);
  });

  it('issue 14 the answer to a new record is the record as the plan lists it', async () => {
    const s = await buildScene(t.db);
    const { placementId } = await arrangePlacement(s);
    const res = await call(t, { method: 'POST', url: `/api/placements/${placementId}/guidance`, as: s.teacher, body: guidance() });
    expect(res.statusCode, res.body).toBe(200);
    const answered = res.json().guidance;
    expect(answered).toMatchObject({ teacher: { _id: s.teacher.id, firstName: s.teacher.firstName, name: s.teacher.name }, decidedBy: null, decidedAt: null, comment: null });
    const plan = await call(t, { url: `/api/placements/student/${s.student.id}`, as: s.teacher });
    expect(plan.json().guidance).toEqual([answered]);
  });

  it('issue 14 more than 12 hours on one day is refused', async () => {
    const s = await buildScene(t.db);
    const { placementId } = await arrangePlacement(s);
    await recorded(s, placementId, { minutes: 600 });
    expectError(await call(t, { method: 'POST', url: `/api/placements/${placementId}/guidance`, as: s.teacher, body: guidance({ minutes: 121 }) }), 400, placementMessages.dayTooLong, 'minutes');
    expect(await storedGuidance(placementId)).toHaveLength(1);
    // the refused record left no trace in the audit trail either
    expect(await t.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'guidance.record'), eq(auditEvents.studentId, s.student.id)))).toHaveLength(1);
  });

  it('issue 14 records written at the same time for one day never pass 12 hours together', async () => {
    const s = await buildScene(t.db);
    const { placementId } = await arrangePlacement(s);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call(t, { method: 'POST', url: `/api/placements/${placementId}/guidance`, as: s.teacher, body: guidance({ minutes: 90 }) })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([...Array(8).fill(200), 400, 400]);
    const stored = await storedGuidance(placementId);
    expect(stored.reduce((sum, g) => sum + g.minutes, 0)).toBe(720);
  });

  it('issue 14 records sent at once each get their own answer: the day too long, the refused, the outside date and the unknown write nothing', async () => {
    const s = await buildScene(t.db);
    const other = await buildScene(t.db);
    const a = (await arrangePlacement(s)).placementId;
    const b = (await arrangePlacement({ ...s, student: s.classmate })).placementId;
    const c = (await arrangePlacement({ ...other, teacher: s.teacher })).placementId;
    await recorded(s, a, { minutes: 600 });
    const post = (placementId: string, o: Record<string, unknown> = {}) => call(t, { method: 'POST', url: `/api/placements/${placementId}/guidance`, as: s.teacher, body: guidance(o) });
    const res = await Promise.all([
      () => post(a, { minutes: 121 }),
      () => post(b, { minutes: 90, topic: 'Zweite' }),
      () => post(c),
      () => post(b, { date: '2026-06-30' }),
      () => post(uuid()),
      () => post(b, { minutes: 30, date: '2026-03-11' }),
      () => post(a, { minutes: 60, topic: 'Erste' }),
    ].map((send) => send()));
    // 600 + 121 passes 12 hours whether or not the 60 minutes came first; 600 + 60 does not
    expect(res[6]!.json().guidance).toMatchObject({ minutes: 60, topic: 'Erste' });
    expectError(res[0]!, 400, placementMessages.dayTooLong, 'minutes');
    expect(res[1]!.statusCode, res[1]!.body).toBe(200);
    expect(res[1]!.json().guidance).toMatchObject({ minutes: 90, topic: 'Zweite', date: '2026-03-10' });
    expectError(res[2]!, 403, placementMessages.notAssigned);
    expectError(res[3]!, 400, placementMessages.outsidePlacement, 'date');
    expect(res[4]!.statusCode).toBe(404);
    expect(res[5]!.json().guidance).toMatchObject({ minutes: 30, date: '2026-03-11' });
    expect((await storedGuidance(a)).map((g) => g.minutes).sort()).toEqual([600, 60].sort());
    expect((await storedGuidance(b)).map((g) => g.minutes).sort()).toEqual([30, 90]);
    expect(await storedGuidance(c)).toEqual([]);
    const events = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'guidance.record'));
    for (const placementId of [b]) {
      const stored = await storedGuidance(placementId);
      for (const g of stored) expect(events.filter((e) => e.entityId === g.id)).toEqual([expect.objectContaining({ studentId: s.classmate.id, classId: s.cls.id, actorUserId: s.teacher.id, after: expect.objectContaining({ minutes: g.minutes, date: g.date }) })]);
    }
  });

  it('issue 14 a disputed or deleted record no longer counts for its day', async () => {
    const s = await buildScene(t.db);
    const { placementId } = await arrangePlacement(s);
    const first = await recorded(s, placementId, { minutes: 600 });
    const tooLong = () => call(t, { method: 'POST', url: `/api/placements/${placementId}/guidance`, as: s.teacher, body: guidance({ minutes: 600 }) });
    expectError(await tooLong(), 400, placementMessages.dayTooLong, 'minutes');
    const disputed = await call(t, { method: 'PUT', url: `/api/placements/guidance/${first}`, as: s.student, body: { decision: 'dispute', comment: 'Nicht stattgefunden' } });
    expect(disputed.statusCode, disputed.body).toBe(200);
    const second = await recorded(s, placementId, { minutes: 600 });
    expectError(await call(t, { method: 'POST', url: `/api/placements/${placementId}/guidance`, as: s.teacher, body: guidance({ minutes: 121 }) }), 400, placementMessages.dayTooLong, 'minutes');
    await t.db.delete(guidanceRecords).where(eq(guidanceRecords.id, second));
    await recorded(s, placementId, { minutes: 720 });
    // another day of the same student is a day of its own
    await recorded(s, placementId, { minutes: 720, date: '2026-03-11' });
  });

  it('issue 14 a talk of the talks module counts with its date and the minutes entered, once', async () => {
    const s = await buildScene(t.db);
    const { placementId } = await arrangePlacement(s);
    const talkBody = { talkType: 'initialconsultation', _student: s.student.id, interviewDate: '2026-03-04', intermMeeting: { week: 12, year: 2026 }, finalMeeting: { week: 20, year: 2026 }, teacherType: 'HPA', otherPerson: 'Petra Lange', otherType: 'SL', mainteraction_date: ['2026-03-09'], fixedpoint_date: ['2026-03-16'], competency_test_date: '2026-05-01', instructorConfirmation: true };
    const noTalk = await call(t, { method: 'POST', url: `/api/placements/${placementId}/guidance`, as: s.teacher, body: guidance({ kind: 'talk', talkType: 'initialconsultation' }) });
    expectError(noTalk, 400, placementMessages.talkNotSubmitted, 'talkType');
    expect((await call(t, { method: 'POST', url: '/api/user/talk', as: s.teacher, body: talkBody })).statusCode).toBe(200);
    const res = await call(t, { method: 'POST', url: `/api/placements/${placementId}/guidance`, as: s.teacher, body: guidance({ kind: 'talk', talkType: 'initialconsultation', minutes: 45, date: undefined }) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().guidance).toMatchObject({ date: '2026-03-04', minutes: 45, kind: 'talk', fromTalk: true });
    const again = await call(t, { method: 'POST', url: `/api/placements/${placementId}/guidance`, as: s.teacher, body: guidance({ kind: 'talk', talkType: 'initialconsultation', minutes: 45 }) });
    expectError(again, 409, placementMessages.talkCounted, 'talkType');
    expect(await t.db.select().from(talks).where(eq(talks.studentId, s.student.id))).toHaveLength(1);
  });
});

describeRoute(t, {
  method: 'PUT',
  route: '/api/placements/guidance/{recordId}',
  allowed: ['student'],
  forbiddenMessage: placementMessages.onlyStudent,
  arrange: async (s) => {
    const { placementId } = await arrangePlacement(s);
    return { placementId, recordId: await recorded(s, placementId) };
  },
  valid: (_s, _w, x) => ({ url: `/api/placements/guidance/${x.recordId}`, body: { decision: 'confirm' } }),
  invalid: [
    { name: 'dispute without comment', request: (_s, _w, x) => ({ url: `/api/placements/guidance/${x.recordId}`, body: { decision: 'dispute' } }), message: placementMessages.commentNeeded, path: 'comment' },
    { name: 'unknown decision', request: (_s, _w, x) => ({ url: `/api/placements/guidance/${x.recordId}`, body: { decision: 'maybe' } }), message: placementMessages.decision, path: 'decision' },
    { name: 'unknown record', request: () => ({ url: `/api/placements/guidance/${uuid()}`, body: { decision: 'confirm' } }), status: 404, message: placementMessages.recordNotFound },
  ],
  unchanged: async (_s, x) => expect((await storedGuidance(x.placementId))[0]!.status).toBe('pending'),
  success: { check: (res, s) => expect(res.json().guidance).toMatchObject({ status: 'confirmed', decidedBy: { _id: s.student.id } }) },
  names: { success: 'issue 14 the student confirms their guidance record' },
}, () => {
  it('issue 14 confirming twice answers 409; a classmate gets 403', async () => {
    const s = await buildScene(t.db);
    const { placementId } = await arrangePlacement(s);
    const id = await recorded(s, placementId);
    expectError(await call(t, { method: 'PUT', url: `/api/placements/guidance/${id}`, as: s.classmate, body: { decision: 'confirm' } }), 403, placementMessages.notOwnRecord);
    expect((await call(t, { method: 'PUT', url: `/api/placements/guidance/${id}`, as: s.student, body: { decision: 'confirm' } })).statusCode).toBe(200);
    expectError(await call(t, { method: 'PUT', url: `/api/placements/guidance/${id}`, as: s.student, body: { decision: 'confirm' } }), 409, placementMessages.alreadyDecided);
    expectError(await call(t, { method: 'PUT', url: `/api/placements/guidance/${id}`, as: s.student, body: { decision: 'dispute', comment: 'doch nicht' } }), 409, placementMessages.alreadyDecided);
  });

  it('issue 14 the plan lists every record as its own answer, a teacher only their placements\' records', async () => {
    const s = await buildScene(t.db);
    const { placementId: mine } = await arrangePlacement(s);
    const { placementId: other } = await arrangePlacement(s, { from: '2026-06-01', until: '2026-07-31', assign: false });
    const id = await recorded(s, mine, { minutes: 120 });
    const decided = (await call(t, { method: 'PUT', url: `/api/placements/guidance/${id}`, as: s.student, body: { decision: 'confirm' } })).json().guidance;
    expect(decided.decidedAt).not.toBeNull();
    const pending = (await call(t, { method: 'POST', url: `/api/placements/${mine}/guidance`, as: s.teacher, body: guidance({ date: '2026-03-12', minutes: 30 }) })).json().guidance;
    expect((await call(t, { method: 'POST', url: `/api/placements/${mine}/absences`, as: s.teacher, body: { from: '2026-04-13', days: 2, note: 'Erkrankung' } })).statusCode).toBe(200);
    await t.db.insert(guidanceRecords).values({ placementId: other, studentId: s.student.id, teacherId: null, date: '2026-06-10', minutes: 45, kind: 'guidance', topic: 'Wundversorgung' });
    await t.db.insert(practicalAbsences).values({ placementId: other, teacherId: null, fromDate: '2026-06-15', days: 1, note: null });

    const all = (await call(t, { url: `/api/placements/student/${s.student.id}`, as: s.supervisor })).json();
    expect(all.placements.map((p: { _id: string }) => p._id)).toEqual([mine, other]);
    expect(all.placements[0]).toMatchObject({ instructors: [{ _id: s.teacher.id, firstName: s.teacher.firstName, name: s.teacher.name }], absentDays: 2, proof: { confirmedMinutes: 120, pendingMinutes: 30 } });
    expect(all.placements[1]).toMatchObject({ instructors: [], absentDays: 1, proof: { confirmedMinutes: 0, pendingMinutes: 45 } });
    expect(all.guidance.slice(0, 2)).toEqual([decided, pending]);
    expect(all.guidance[2]).toMatchObject({ _placement: other, teacher: null, decidedBy: null, decidedAt: null, minutes: 45 });
    expect(all.absences).toEqual([
      { _id: expect.any(String), _placement: mine, from: '2026-04-13', days: 2, note: 'Erkrankung', teacher: { _id: s.teacher.id, firstName: s.teacher.firstName, name: s.teacher.name } },
      { _id: expect.any(String), _placement: other, from: '2026-06-15', days: 1, note: null, teacher: null },
    ]);
    expect(all.absence.absentDays).toBe(3);

    const teachers = (await call(t, { url: `/api/placements/student/${s.student.id}`, as: s.teacher })).json();
    expect(teachers.placements.map((p: { _id: string; mayRecord: boolean }) => [p._id, p.mayRecord])).toEqual([[mine, true]]);
    expect(teachers.guidance).toEqual([decided, pending]);
    expect(teachers.absences.map((a: { _placement: string }) => a._placement)).toEqual([mine]);
    expect(teachers.absence.absentDays).toBe(2);
    expect(teachers.typeTotals).toEqual(all.typeTotals);
  });

  it('issue 14 a dispute keeps the comment, tells the listeners and leaves the proof figures', async () => {
    const s = await buildScene(t.db);
    const { placementId } = await arrangePlacement(s);
    const confirmedId = await recorded(s, placementId, { minutes: 120 });
    const disputedId = await recorded(s, placementId, { minutes: 60, date: '2026-03-11' });
    const heard: string[] = [];
    const off = onGuidanceDisputed((_db, e) => void heard.push(`${e.record._id}:${e.teacherId}`));
    await call(t, { method: 'PUT', url: `/api/placements/guidance/${confirmedId}`, as: s.student, body: { decision: 'confirm' } });
    const res = await call(t, { method: 'PUT', url: `/api/placements/guidance/${disputedId}`, as: s.student, body: { decision: 'dispute', comment: 'An diesem Tag war ich krank.' } });
    off();
    expect(res.json().guidance).toMatchObject({ status: 'disputed', comment: 'An diesem Tag war ich krank.' });
    expect(heard).toEqual([`${disputedId}:${s.teacher.id}`]);
    const plan = (await call(t, { url: `/api/placements/student/${s.student.id}`, as: s.student })).json();
    expect(plan.placements[0].proof).toMatchObject({ confirmedMinutes: 120, pendingMinutes: 0, disputedMinutes: 60, requiredMinutes: 2400, light: 'red' });
  });
});

describeRoute(t, {
  method: 'POST',
  route: '/api/placements/{placementId}/absences',
  allowed: ['teacher'],
  forbiddenMessage: placementMessages.onlyTeacher,
  arrange: (s) => arrangePlacement(s),
  valid: (_s, _w, x) => ({ url: `/api/placements/${x.placementId}/absences`, body: { from: '2026-04-13', days: 3, note: 'Erkrankung' } }),
  invalid: [
    { name: 'zero days', request: (_s, _w, x) => ({ url: `/api/placements/${x.placementId}/absences`, body: { from: '2026-04-13', days: 0 } }), message: placementMessages.absentDays, path: 'days' },
    { name: '61 days, never clamped', request: (_s, _w, x) => ({ url: `/api/placements/${x.placementId}/absences`, body: { from: '2026-04-13', days: 61 } }), message: placementMessages.absentDays, path: 'days' },
    { name: 'outside', request: (_s, _w, x) => ({ url: `/api/placements/${x.placementId}/absences`, body: { from: '2026-06-13', days: 1 } }), message: placementMessages.outsidePlacement, path: 'from' },
    { name: 'past the end', request: (_s, _w, x) => ({ url: `/api/placements/${x.placementId}/absences`, body: { from: '2026-05-23', days: 3 } }), message: placementMessages.absenceTooLong, path: 'days' },
  ],
  unchanged: async (_s, x) => expect(await t.db.select().from(practicalAbsences).where(eq(practicalAbsences.placementId, x.placementId))).toEqual([]),
  success: {
    check: async (_r, s) => {
      const plan = (await call(t, { url: `/api/placements/student/${s.student.id}`, as: s.supervisor })).json();
      expect(plan.absence).toMatchObject({ absentDays: 3, missedHours: 24, limitHours: 250, overLimit: false });
      expect(plan.absence.school).not.toBeUndefined();
    },
  },
  names: { success: 'issue 14 the assigned instructor records absent days, shown against the 10 % limit' },
});

describeRoute(t, {
  method: 'GET',
  route: '/api/placements/class/{classId}',
  allowed: ['supervisor', 'teacher', 'admin'],
  arrange: (s) => arrangePlacement(s),
  valid: (s) => ({ url: `/api/placements/class/${s.cls.id}` }),
  invalid: [{ name: 'unknown class', request: () => ({ url: `/api/placements/class/${uuid()}` }), status: 404, message: placementMessages.classNotFound }],
  success: {
    check: (res, s, who) => {
      const body = res.json();
      const mine = body.students.find((r: { _id: string }) => r._id === s.student.id);
      expect(mine.placements[0].proof.requiredMinutes).toBe(2400);
      // a teacher sees only the students with a placement they are assigned to
      if (who === 'teacher') expect(body.students.map((r: { _id: string }) => r._id)).toEqual([s.student.id]);
      else expect(body.students.length).toBe(2);
    },
  },
  names: { success: 'issue 14 the class calendar and proof table' },
}, () => {
  it('issue 14 another supervisor and a teacher who did not join get 403', async () => {
    const s = await buildScene(t.db);
    const other = await signIn(t.db, await buildSupervisor(t.db));
    for (const who of [other, s.outsider]) expectError(await call(t, { url: `/api/placements/class/${s.cls.id}`, as: who }), 403, placementMessages.noClassAccess);
  });
});

describeRoute(t, {
  method: 'GET',
  route: '/api/placements/class/{classId}/csv',
  allowed: ['supervisor', 'teacher', 'admin'],
  arrange: (s) => arrangePlacement(s),
  valid: (s) => ({ url: `/api/placements/class/${s.cls.id}/csv` }),
  success: {
    check: (res, s) => {
      expect(res.headers['content-type']).toContain('text/csv');
      expect(res.body).toContain('Bestätigt (min)');
      expect(res.body).toContain(`${s.student.name};${s.student.firstName};Stationäre Akutpflege;Klinikum Nord`);
    },
  },
  names: { success: 'issue 14 the proof table as CSV' },
});

describeRoute(t, {
  method: 'GET',
  route: '/api/placements/student/{studentId}/pdf',
  allowed: ['supervisor', 'teacher', 'student', 'admin'],
  arrange: (s) => arrangePlacement(s),
  valid: (s) => ({ url: `/api/placements/student/${s.student.id}/pdf` }),
  success: {
    check: (res) => {
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(res.headers['content-disposition']).toContain('nachweis_praxisanleitung_');
      const text = pdfFlatText(res.rawPayload);
      expect(text).toContain('Ort, Datum Unterschrift Praxisanleitung Unterschrift Auszubildende/r');
      expect(text).toMatch(/Fehlzeiten im praktischen Teil .* Ort, Datum Unterschrift Praxisbegleitung/);
    },
  },
  names: { success: 'issue 14 the Nachweis der Praxisanleitung as a PDF, with the signature lines of the paper proof' },
}, () => {
  it('issue 14 the proof PDF is laid out like the paper proof: sessions as table rows over full pages, each placement with its signature lines', async () => {
    const instructor = { _id: uuid(), firstName: 'Markus', name: 'Weber' };
    const student = { _id: uuid(), firstName: 'Lena', name: 'Schmidt' };
    const figures = { requiredMinutes: 2400, confirmedMinutes: 2460, pendingMinutes: 0, disputedMinutes: 0, expectedMinutes: 2400, light: 'green' as const };
    const placementIds = [uuid(), uuid(), uuid()];
    const plan = {
      student: { ...student, _grade: uuid(), className: 'PFA 24-1' },
      placements: placementIds.map((_id, i) => ({
        _id,
        _student: student._id,
        type: 'inpatientAcute' as const,
        provider: { _id: uuid(), name: `Klinikum ${i + 1}`, ward: 'Station 3B' },
        from: '2026-03-02',
        until: '2026-05-24',
        plannedHours: 400,
        atProvider: false,
        instructors: [instructor],
        proof: figures,
        absentDays: 0,
        mayRecord: false,
      })),
      guidance: placementIds.flatMap((_placement) =>
        Array.from({ length: 16 }, (_, i) => ({
          _id: uuid(),
          _placement,
          date: `2026-03-${String(i + 3).padStart(2, '0')}`,
          minutes: 150,
          kind: 'guidance' as const,
          topic: 'Angehörigengespräch vorbereiten und führen',
          competenceArea: 'II' as const,
          fromTalk: false,
          teacher: instructor,
          status: 'confirmed' as const,
          comment: null,
          decidedBy: student,
          decidedAt: '2026-03-20T15:00:00.000Z',
          createdAt: '2026-03-20T15:00:00.000Z',
        })),
      ),
      absences: [],
      typeTotals: [],
      wishes: [],
      absence: { absentDays: 0, missedHours: 0, limitHours: 250, rate: 0, overLimit: false, school: null },
      instructorOptions: [],
      mayPlan: false,
      today: '2026-11-28',
    };
    const pdf = await proofPdf(plan, new Date('2026-11-28T12:00:00Z'));
    // 48 sessions of three lines each once took a page and a half per placement
    const fill = pdfPageFill(pdf);
    expect(fill.length).toBeLessThanOrEqual(3);
    for (const share of fill.slice(0, -1)) expect(share).toBeGreaterThan(0.8);
    const text = pdfFlatText(pdf);
    expect(text.match(/Ort, Datum Unterschrift Praxisanleitung Unterschrift Auszubildende\/r/g)).toHaveLength(3);
    expect(text).toContain('16.03.2026 150 Geplante Praxisanleitung II Angehörigengespräch vorbereiten und führen Markus Weber bestätigt von Lena Schmidt am 20.03.2026');
    const pages = pdfPages(pdf);
    expect(pages.map((lines) => lines.at(-1)!.text)).toEqual(pages.map((_, i) => `Nachweis der Praxisanleitung · Lena Schmidt · Seite ${i + 1} von ${pages.length}`));
  });

  it('issue 14 another student gets 403', async () => {
    const s = await buildScene(t.db);
    await arrangePlacement(s);
    const stranger = await signIn(t.db, await buildStudent(t.db, (await buildClass(t.db, s.supervisor.id)).id));
    expectError(await call(t, { url: `/api/placements/student/${s.student.id}/pdf`, as: stranger }), 403, placementMessages.noAccess);
  });
});

it('ST-02 the faces for the visits and the qualified assessments: a placement with its people and absent days, a student with the class supervisor, the placements of a supervisor\'s classes', async () => {
  const s = await buildScene(t.db);
  const { placementId, providerId } = await arrangePlacement(s);
  await t.db.update(placements).set({ atProvider: true }).where(eq(placements.id, placementId));
  await t.db.insert(practicalAbsences).values([
    { placementId, teacherId: s.teacher.id, fromDate: '2026-04-13', days: 2, note: null },
    { placementId, teacherId: null, fromDate: '2026-05-04', days: 1, note: null },
  ]);
  expect(await getPlacementContext(t.db, placementId)).toEqual({
    placement: { id: placementId, studentId: s.student.id, type: 'inpatientAcute', from: '2026-03-02', until: '2026-05-24', plannedHours: 400, atProvider: true, provider: { id: providerId, name: 'Klinikum Nord', ward: expect.any(String) } },
    student: { id: s.student.id, gradeId: s.cls.id, className: s.cls.className, firstName: s.student.firstName, name: s.student.name },
    supervisorId: s.supervisor.id,
    instructorIds: [s.teacher.id],
    instructors: [{ _id: s.teacher.id, firstName: s.teacher.firstName, name: s.teacher.name }],
    absentDays: 3,
  });
  expect(await getPlacementContext(t.db, uuid())).toBeNull();
  expect(await getPlacementStudent(t.db, s.student.id)).toEqual({ id: s.student.id, gradeId: s.cls.id, className: s.cls.className, firstName: s.student.firstName, name: s.student.name, supervisorId: s.supervisor.id });
  expect(await getPlacementStudent(t.db, s.teacher.id)).toBeNull();
  const listed = await listPlacementsOfSupervisor(t.db, s.supervisor.id, { types: ['inpatientAcute'], beginsBy: '2026-03-02' });
  expect(listed).toEqual([{ placement: expect.objectContaining({ id: placementId, atProvider: true }), student: { id: s.student.id, firstName: s.student.firstName, name: s.student.name, gradeId: s.cls.id, className: s.cls.className } }]);
  expect(await listPlacementsOfSupervisor(t.db, s.supervisor.id, { types: ['inpatientAcute'], beginsBy: '2026-03-01' })).toEqual([]);
  expect(await listPlacementsOfSupervisor(t.db, s.supervisor.id, { types: ['orientation'], beginsBy: '2026-12-31' })).toEqual([]);
  expect(await listPlacementsOfSupervisor(t.db, (await buildSupervisor(t.db)).id, { types: ['inpatientAcute'], beginsBy: '2026-12-31' })).toEqual([]);
});
