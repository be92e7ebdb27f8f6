import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { guidanceRecords, placementInstructors, placementProviders, placements, practicalAbsences } from '../../db/schema/placements';
import { classes, classTeachers, users } from '../../db/schema/users';
import { schoolDay } from '@praxisport/contract/attendance';
import { buildScene, buildTeacher, call, settled, useTwoProcesses, uuid, type Scene, type TestContext } from '../../../test/kit';

/**
 * Issue 17, decision 023 (fifteenth round): a student's plan records are kept per student and asker
 * until one of them changes. Two apps on one database stand for two processes: a change made in one
 * shows there at once and in the other a moment later; a change made by SQL shows in both.
 */
const { a, b } = useTwoProcesses();

async function arrange(s: Scene) {
  const [prov] = await a.db.insert(placementProviders).values({ name: 'Klinikum Nord', ward: `Station ${uuid().slice(0, 8)}` }).returning();
  const [p] = await a.db
    .insert(placements)
    .values({ studentId: s.student.id, type: 'inpatientAcute', providerId: prov!.id, fromDate: '2026-03-02', untilDate: '2026-05-24', plannedHours: 400, plannedById: s.supervisor.id })
    .returning();
  await a.db.insert(placementInstructors).values({ placementId: p!.id, teacherId: s.teacher.id });
  return { placementId: p!.id, providerId: prov!.id };
}

type Plan = {
  student: { className: string | null };
  placements: { _id: string; provider: { name: string }; absentDays: number; instructors: { name: string }[] }[];
  guidance: { _id: string; topic: string; status: string; teacher: { name: string } | null }[];
  wishes: { wish: string | null }[];
};
const plan = async (t: TestContext, s: Scene, as: Scene['teacher'] = s.teacher): Promise<Plan> => {
  const res = await call(t, { url: `/api/placements/student/${s.student.id}`, as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Plan;
};
const record = (s: Scene, placementId: string, topic: string) =>
  call(a, { method: 'POST', url: `/api/placements/${placementId}/guidance`, as: s.teacher, body: { date: '2026-03-10', minutes: 30, kind: 'guidance', topic } });
const soon = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 3000, interval: 25 });
const topics = (p: Plan) => p.guidance.map((g) => g.topic);

describe('plan cache (issue 17)', () => {
  it('issue 14 a recorded session and a decision show at once where they were made and a moment later in every other process', async () => {
    const s = await buildScene(a.db);
    const { placementId } = await arrange(s);
    for (const t of [a, b]) expect(topics(await plan(t, s))).toEqual([]);
    expect((await record(s, placementId, 'Vitalzeichen')).statusCode).toBe(200);
    expect(topics(await plan(a, s))).toEqual(['Vitalzeichen']);
    await soon(async () => expect(topics(await plan(b, s))).toEqual(['Vitalzeichen']));
    await settled(a.db, a, b); // then filled again after every announcement of the record
    for (const t of [a, b]) expect(topics(await plan(t, s))).toEqual(['Vitalzeichen']);
    // kept: a change the database does not announce (its triggers off for one transaction) is not seen
    await b.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(guidanceRecords).set({ topic: 'Unangemeldet' }).where(eq(guidanceRecords.placementId, placementId));
    });
    for (const t of [a, b]) expect(topics(await plan(t, s))).toEqual(['Vitalzeichen']);
    expect((await record(s, placementId, 'Wundversorgung')).statusCode).toBe(200);
    expect(topics(await plan(a, s))).toEqual(['Unangemeldet', 'Wundversorgung']);
    await soon(async () => expect(topics(await plan(b, s))).toEqual(['Unangemeldet', 'Wundversorgung']));
    // the student's own view and the decision
    const id = (await plan(a, s, s.student)).guidance[0]!._id;
    expect((await call(a, { method: 'PUT', url: `/api/placements/guidance/${id}`, as: s.student, body: { decision: 'confirm' } })).statusCode).toBe(200);
    expect((await plan(a, s, s.student)).guidance[0]!.status).toBe('confirmed');
    for (const t of [a, b]) await soon(async () => expect((await plan(t, s)).guidance[0]!.status).toBe('confirmed'));
  });

  it('issue 14 absent days, instructors, providers, names, wishes, classes and placements changed in the database show in every process', async () => {
    const s = await buildScene(a.db);
    const { placementId, providerId } = await arrange(s);
    expect((await record(s, placementId, 'Vitalzeichen')).statusCode).toBe(200);
    for (const t of [a, b]) await soon(async () => expect(topics(await plan(t, s))).toEqual(['Vitalzeichen']));
    await b.db.insert(practicalAbsences).values({ placementId, teacherId: s.teacher.id, fromDate: '2026-03-16', days: 2 });
    for (const t of [a, b]) await soon(async () => expect((await plan(t, s)).placements[0]!.absentDays).toBe(2));
    await b.db.update(placementProviders).set({ name: 'Klinikum Süd' }).where(eq(placementProviders.id, providerId));
    for (const t of [a, b]) await soon(async () => expect((await plan(t, s)).placements[0]!.provider.name).toBe('Klinikum Süd'));
    await a.db.update(users).set({ name: 'Umbenannt' }).where(eq(users.id, s.teacher.id));
    for (const t of [a, b]) await soon(async () => expect((await plan(t, s)).guidance[0]!.teacher?.name).toBe('Umbenannt'));
    await b.db.update(users).set({ impatient1: 'Intensivstation' }).where(eq(users.id, s.student.id));
    for (const t of [a, b]) await soon(async () => expect((await plan(t, s)).wishes[0]!.wish).toBe('Intensivstation'));
    await b.db.update(classes).set({ className: 'Umbenannte Klasse' }).where(eq(classes.id, s.cls.id));
    for (const t of [a, b]) await soon(async () => expect((await plan(t, s)).student.className).toBe('Umbenannte Klasse'));
    // the supervisor's view: the instructor taken off, then the placement removed
    for (const t of [a, b]) expect((await plan(t, s, s.supervisor)).placements[0]!.instructors.map((i) => i.name)).toEqual(['Umbenannt']);
    await b.db.delete(placementInstructors).where(eq(placementInstructors.placementId, placementId));
    for (const t of [a, b]) await soon(async () => expect((await plan(t, s, s.supervisor)).placements[0]!.instructors).toEqual([]));
    await b.db.delete(placements).where(eq(placements.id, placementId));
    for (const t of [a, b]) await soon(async () => expect((await plan(t, s, s.supervisor)).placements).toEqual([]));
  });

  it('issue 17 the answer kept with a plan is each reader\'s own and follows the school-side figures and the class\'s teachers', async () => {
    const s = await buildScene(a.db);
    await arrange(s);
    type View = { mayPlan: boolean; absence: { school: { recordedHours: number; missedHours: number; rate: number } | null }; instructorOptions: { _id: string }[] };
    const read = async (as: Scene['supervisor']) => (await plan(a, s, as)) as unknown as View;
    const first = await read(s.supervisor);
    expect(first.mayPlan).toBe(true);
    expect(first.absence.school).toMatchObject({ recordedHours: 0 });
    // the same kept plan, another reader: their own view
    expect((await read(s.student)).mayPlan).toBe(false);
    expect((await read(s.supervisor)).mayPlan).toBe(true);
    // a day missed at school: the plan kept, its school-side figures not
    const day = { '8': false, '10': false, '12': false, '13:45': false, reason: 'excused' };
    const saved = await call(a, { method: 'PUT', url: '/api/grade/attendance', as: s.supervisor, body: { _grade: s.cls.id, date: schoolDay(), attendance: { [s.student.id]: day } } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await read(s.supervisor)).absence.school).toMatchObject({ recordedHours: 6, missedHours: 6, rate: 1 });
    // another teacher joins the class: offered as an instructor
    const joined = await buildTeacher(a.db);
    await a.db.insert(classTeachers).values({ classId: s.cls.id, teacherId: joined.id });
    await soon(async () => expect((await read(s.supervisor)).instructorOptions.map((p) => p._id)).toContain(joined.id));
  });
});
