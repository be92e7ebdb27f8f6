import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { addDays } from '@praxisport/contract/attendance';
import type { PlacementType } from '@praxisport/contract/placements';
import { VISIT_NOTES_MAX, visitMessages } from '@praxisport/contract/visits';
import { auditEvents } from '../../db/schema/audit';
import { visits } from '../../db/schema/status';
import { buildClass, buildPlacement, buildScene, buildStudent, buildSupervisor, call, describeRoute, expectError, signIn, useTestApp, uuid, type Scene } from '../../../test/kit';
import { todayIn } from '../placements/placements.service';
import { listVisitsOf } from './visits.service';

const t = useTestApp();
const today = todayIn(new Date());
const day = (n: number) => addDays(today, n);

/** A placement of `studentId` (default: the scene's student), running from 30 days ago to 30 days ahead, the scene's teacher assigned. */
async function arrangePlacement(s: Scene, o: { studentId?: string; type?: PlacementType; from?: string; until?: string } = {}) {
  const p = await buildPlacement(t.db, { studentId: o.studentId ?? s.student.id, plannedById: s.supervisor.id, teacherId: s.teacher.id, type: o.type, from: o.from ?? day(-30), until: o.until ?? day(30) });
  return { placementId: p.id, provider: p.provider };
}

async function arrangeVisit(s: Scene, placementId: string, o: { date?: string; form?: 'onSite' | 'talk'; notes?: string | null } = {}) {
  const [v] = await t.db
    .insert(visits)
    .values({ placementId, supervisorId: s.supervisor.id, date: o.date ?? day(-3), form: o.form ?? 'talk', notes: o.notes ?? null })
    .returning();
  return v!;
}

const storedVisits = (placementId: string) => t.db.select().from(visits).where(eq(visits.placementId, placementId));
const auditOf = (action: string, entityId: string) => t.db.select().from(auditEvents).where(and(eq(auditEvents.action, action), eq(auditEvents.entityId, entityId)));
const visitBody = (o: Record<string, unknown> = {}) => ({ date: day(-1), form: 'onSite', notes: 'Anleitungssituation Grundpflege beobachtet, Reflexionsgespräch geführt.', ...o });

/** Another class with its own supervisor and student (someone else's data). */
async function otherClass() {
  const supervisor = await signIn(t.db, await buildSupervisor(t.db));
  const cls = await buildClass(t.db, supervisor.id);
  const student = await signIn(t.db, await buildStudent(t.db, cls.id));
  return { supervisor, cls, student };
}

describeRoute(t, {
  method: 'POST',
  route: '/api/visits/placement/{placementId}',
  allowed: ['supervisor'],
  forbiddenMessage: visitMessages.onlySupervisor,
  arrange: (s) => arrangePlacement(s),
  valid: (_s, _w, x) => ({ url: `/api/visits/placement/${x.placementId}`, body: visitBody() }),
  invalid: [
    { name: 'before the placement', request: (_s, _w, x) => ({ url: `/api/visits/placement/${x.placementId}`, body: visitBody({ date: day(-31) }) }), message: visitMessages.outsidePlacement, path: 'date' },
    { name: 'after the placement', request: (_s, _w, x) => ({ url: `/api/visits/placement/${x.placementId}`, body: visitBody({ date: day(31) }) }), message: visitMessages.outsidePlacement, path: 'date' },
    { name: 'tomorrow, inside the placement', request: (_s, _w, x) => ({ url: `/api/visits/placement/${x.placementId}`, body: visitBody({ date: day(1) }) }), message: visitMessages.inFuture, path: 'date' },
    { name: 'unknown form', request: (_s, _w, x) => ({ url: `/api/visits/placement/${x.placementId}`, body: visitBody({ form: 'video' }) }), message: visitMessages.unknownForm, path: 'form' },
    { name: 'no date', request: (_s, _w, x) => ({ url: `/api/visits/placement/${x.placementId}`, body: visitBody({ date: '31.12.2026' }) }), message: 'Datum: Datum im Format JJJJ-MM-TT angeben.', path: 'date' },
    {
      name: 'notes too long, never cut',
      request: (_s, _w, x) => ({ url: `/api/visits/placement/${x.placementId}`, body: visitBody({ notes: 'x'.repeat(VISIT_NOTES_MAX + 1) }) }),
      message: `Notizen dürfen höchstens ${VISIT_NOTES_MAX} Zeichen lang sein.`,
      path: 'notes',
    },
    { name: 'malformed id', request: () => ({ url: '/api/visits/placement/x', body: visitBody() }), message: 'Ungültige ID.', path: 'placementId' },
    { name: 'unknown placement', request: () => ({ url: `/api/visits/placement/${uuid()}`, body: visitBody() }), status: 404, message: visitMessages.placementNotFound },
  ],
  unchanged: async (s, x) => {
    expect(await storedVisits(x.placementId)).toEqual([]);
    expect(await t.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'visit.record'), eq(auditEvents.studentId, s.student.id)))).toEqual([]);
  },
  success: {
    status: 201,
    check: async (res, s, _w, x) => {
      const visit = res.json().visit;
      expect(visit).toMatchObject({ _placement: x.placementId, date: day(-1), form: 'onSite', notes: visitBody().notes, supervisor: { _id: s.supervisor.id, firstName: s.supervisor.firstName, name: s.supervisor.name } });
      const [stored] = await storedVisits(x.placementId);
      expect(stored).toMatchObject({ id: visit._id, supervisorId: s.supervisor.id, date: day(-1), form: 'onSite', notes: visitBody().notes });
      // values, not the notes' text
      const events = await auditOf('visit.record', visit._id);
      expect(events).toEqual([
        expect.objectContaining({ entity: 'visit', actorUserId: s.supervisor.id, studentId: s.student.id, classId: s.cls.id, before: null, after: { placementId: x.placementId, date: day(-1), form: 'onSite', withNotes: true } }),
      ]);
      expect(JSON.stringify(events)).not.toContain('Grundpflege');
    },
  },
  names: {
    forbidden: 'ST-20 SEC-02 only supervisors record visits',
    invalid: 'ST-21 a visit outside the placement, in the future, of an unknown form or with overlong notes is refused at its field; nothing stored',
    success: 'ST-22 the class supervisor records a visit: stored with the audit record (values, not the notes)',
  },
}, () => {
  it('ST-23 SEC-04 another class\'s supervisor gets 403; nothing stored', async () => {
    const s = await buildScene(t.db);
    const { placementId } = await arrangePlacement(s);
    const other = await otherClass();
    expectError(await call(t, { method: 'POST', url: `/api/visits/placement/${placementId}`, as: other.supervisor, body: visitBody() }), 403, visitMessages.onlySupervisor);
    expect(await storedVisits(placementId)).toEqual([]);
  });

  it('ST-24 a visit today and one on the placement\'s first day are fine; a talk without notes stores none', async () => {
    const s = await buildScene(t.db);
    const { placementId } = await arrangePlacement(s, { from: day(-10), until: day(0) });
    const first = await call(t, { method: 'POST', url: `/api/visits/placement/${placementId}`, as: s.supervisor, body: { date: day(-10), form: 'talk' } });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().visit).toMatchObject({ form: 'talk', notes: null });
    const second = await call(t, { method: 'POST', url: `/api/visits/placement/${placementId}`, as: s.supervisor, body: visitBody({ date: today, notes: '   ' }) });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().visit.notes).toBeNull();
    expect((await storedVisits(placementId)).map((v) => v.date).sort()).toEqual([day(-10), today]);
    const [event] = await auditOf('visit.record', first.json().visit._id);
    expect(event!.after).toMatchObject({ withNotes: false });
  });
});

describeRoute(t, {
  method: 'DELETE',
  route: '/api/visits/{visitId}',
  allowed: ['supervisor'],
  forbiddenMessage: visitMessages.onlySupervisor,
  arrange: async (s) => {
    const { placementId } = await arrangePlacement(s);
    return { placementId, visit: await arrangeVisit(s, placementId, { notes: 'Vertraulich' }) };
  },
  valid: (_s, _w, x) => ({ url: `/api/visits/${x.visit.id}` }),
  invalid: [
    { name: 'malformed id', request: () => ({ url: '/api/visits/x' }), message: 'Ungültige ID.', path: 'visitId' },
    { name: 'unknown visit', request: () => ({ url: `/api/visits/${uuid()}` }), status: 404, message: visitMessages.visitNotFound },
  ],
  unchanged: async (_s, x) => expect((await storedVisits(x.placementId)).map((v) => v.id)).toEqual([x.visit.id]),
  success: {
    check: async (res, s, _w, x) => {
      expect(res.json()).toEqual({ ok: true });
      expect(await storedVisits(x.placementId)).toEqual([]);
      const events = await auditOf('visit.remove', x.visit.id);
      expect(events).toEqual([
        expect.objectContaining({ entity: 'visit', actorUserId: s.supervisor.id, studentId: s.student.id, classId: s.cls.id, before: { placementId: x.placementId, date: x.visit.date, form: 'talk' }, after: null }),
      ]);
      // gone is gone
      expectError(await call(t, { method: 'DELETE', url: `/api/visits/${x.visit.id}`, as: s.supervisor }), 404, visitMessages.visitNotFound);
    },
  },
  names: { forbidden: 'ST-25 SEC-02 only supervisors remove visits', success: 'ST-25 the class supervisor removes a mistaken visit, with its audit record' },
}, () => {
  it('ST-25 SEC-04 another class\'s supervisor gets 403; the visit stays', async () => {
    const s = await buildScene(t.db);
    const { placementId } = await arrangePlacement(s);
    const visit = await arrangeVisit(s, placementId);
    expectError(await call(t, { method: 'DELETE', url: `/api/visits/${visit.id}`, as: (await otherClass()).supervisor }), 403, visitMessages.onlySupervisor);
    expect(await storedVisits(placementId)).toHaveLength(1);
  });
});

describeRoute(t, {
  method: 'GET',
  route: '/api/visits/student/{studentId}',
  allowed: ['supervisor', 'teacher', 'student', 'admin'],
  arrange: async (s) => {
    const a = await arrangePlacement(s, { from: day(-120), until: day(-61), type: 'orientation' });
    const b = await arrangePlacement(s, { from: day(-60), until: day(10), type: 'inpatientAcute' });
    const later = await arrangeVisit(s, b.placementId, { date: day(-5), form: 'onSite', notes: 'Vor Ort' });
    const earlier = await arrangeVisit(s, a.placementId, { date: day(-100) });
    // the classmate's visit is not the student's
    const c = await arrangePlacement(s, { studentId: s.classmate.id });
    await arrangeVisit(s, c.placementId);
    return { earlier, later, a: a.placementId, b: b.placementId };
  },
  valid: (s) => ({ url: `/api/visits/student/${s.student.id}` }),
  invalid: [
    { name: 'malformed id', request: () => ({ url: '/api/visits/student/x' }), message: 'Ungültige ID.', path: 'studentId' },
    { name: 'unknown student', request: () => ({ url: `/api/visits/student/${uuid()}` }), status: 404, message: visitMessages.studentNotFound },
    { name: 'a teacher is no student', request: (s) => ({ url: `/api/visits/student/${s.teacher.id}` }), status: 404, message: visitMessages.studentNotFound },
  ],
  success: {
    check: (res, s, who, x) => {
      const body = res.json();
      expect(body.visits.map((v: { _id: string }) => v._id)).toEqual([x.earlier.id, x.later.id]);
      expect(body.visits[1]).toEqual({
        _id: x.later.id,
        _placement: x.b,
        date: day(-5),
        form: 'onSite',
        notes: 'Vor Ort',
        supervisor: { _id: s.supervisor.id, firstName: s.supervisor.firstName, name: s.supervisor.name },
        createdAt: expect.any(String),
      });
      expect(body.mayRecord).toBe(who === 'supervisor');
      // every placement of the student (the classmate's left out), the earliest first
      expect(body.placements.map((p: { _id: string }) => p._id)).toEqual([x.a, x.b]);
      expect(body.placements[0]).toMatchObject({ type: 'orientation', from: day(-120), until: day(-61), provider: { _id: expect.any(String) } });
      expect(body.student).toMatchObject({ _id: s.student.id, firstName: s.student.firstName, name: s.student.name });
      expect(body.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    },
  },
  names: { success: 'ST-26 the student, the class supervisor, the joined teacher and admins read the placements and their visits; only the supervisor may record' },
}, () => {
  it('ST-27 SEC-04 403 for a teacher who has not joined, another class\'s supervisor, another student', async () => {
    const s = await buildScene(t.db);
    const { placementId } = await arrangePlacement(s);
    await arrangeVisit(s, placementId);
    const other = await otherClass();
    for (const who of [s.outsider, other.supervisor, s.classmate, other.student]) expectError(await call(t, { url: `/api/visits/student/${s.student.id}`, as: who }), 403, visitMessages.noAccess);
  });
});

describeRoute(t, {
  method: 'GET',
  route: '/api/visits/due',
  allowed: ['supervisor'],
  forbiddenMessage: visitMessages.onlySupervisorDue,
  arrange: async (s) => {
    const running = await arrangePlacement(s, { type: 'orientation', from: day(-10), until: day(10) });
    const ended = await arrangePlacement(s, { studentId: s.classmate.id, type: 'inpatientAcute', from: day(-40), until: day(-5) });
    const soon = await arrangePlacement(s, { type: 'deepening', from: day(14), until: day(60) });
    // not due: not a visited type, begins after DUE_SOON_DAYS, visited inside, visited only outside its dates (still due)
    await arrangePlacement(s, { type: 'further', from: day(-10), until: day(10) });
    await arrangePlacement(s, { type: 'psychiatry', from: day(15), until: day(40) });
    const visited = await arrangePlacement(s, { studentId: s.classmate.id, type: 'outpatient', from: day(-3), until: day(20) });
    await arrangeVisit(s, visited.placementId, { date: day(-1) });
    const outside = await arrangePlacement(s, { studentId: s.classmate.id, type: 'paediatrics', from: day(-50), until: day(-45) });
    await arrangeVisit(s, outside.placementId, { date: day(-44) });
    // another supervisor's class
    const other = await otherClass();
    await arrangePlacement({ ...s, student: other.student, supervisor: other.supervisor }, { type: 'orientation', from: day(-10), until: day(10) });
    return { running, ended, soon, outside };
  },
  valid: () => ({ url: '/api/visits/due' }),
  success: {
    check: (res, s, _w, x) => {
      const body = res.json();
      expect(body.today).toBe(today);
      expect(body.due.map((d: { placement: { _id: string } }) => d.placement._id)).toEqual([x.outside.placementId, x.ended.placementId, x.running.placementId, x.soon.placementId]);
      expect(body.due[1]).toEqual({
        student: { _id: s.classmate.id, firstName: s.classmate.firstName, name: s.classmate.name },
        _grade: s.cls.id,
        className: s.cls.className,
        placement: { _id: x.ended.placementId, type: 'inpatientAcute', provider: { _id: x.ended.provider.id, name: 'Klinikum Nord', ward: x.ended.provider.ward }, from: day(-40), until: day(-5) },
        dueBy: day(-5),
        overdue: true,
      });
      expect(body.due.map((d: { overdue: boolean }) => d.overdue)).toEqual([true, true, false, false]);
    },
  },
  names: {
    forbidden: 'ST-28 SEC-02 only supervisors see the due visits',
    success: 'ST-28 "Fällige Besuche": the visited types of the supervisor\'s classes, begun or beginning within 14 days, without a visit inside them, the earliest first',
  },
}, () => {
  it('ST-29 SEC-04 another supervisor sees none of the class\'s due visits', async () => {
    const s = await buildScene(t.db);
    const { placementId } = await arrangePlacement(s, { from: day(-10), until: day(10) });
    const res = await call(t, { url: '/api/visits/due', as: (await otherClass()).supervisor });
    expect(res.statusCode).toBe(200);
    expect(res.json().due.map((d: { placement: { _id: string } }) => d.placement._id)).not.toContain(placementId);
  });

  it('ST-29 the status face lists the visits of the placements asked for', async () => {
    const s = await buildScene(t.db);
    const a = (await arrangePlacement(s)).placementId;
    const b = (await arrangePlacement(s, { studentId: s.classmate.id })).placementId;
    await arrangeVisit(s, a, { date: day(-2), form: 'onSite' });
    await arrangeVisit(s, a, { date: day(-20) });
    await arrangeVisit(s, b);
    expect(await listVisitsOf(t.db, [a])).toEqual([
      { placementId: a, date: day(-20), form: 'talk' },
      { placementId: a, date: day(-2), form: 'onSite' },
    ]);
    expect(await listVisitsOf(t.db, [])).toEqual([]);
  });
});
