/**
 * Concurrency: parallel saves of one thing. No lost update, no duplicate row,
 * never a 5xx; the loser gets 409 or the documented idempotent answer.
 */
import crypto from 'node:crypto';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schoolDay } from '@praxisport/contract/attendance';
import { instantiateRecordTemplates } from '../src/db/record-templates';
import { assessmentCategories, assessmentCategoryTests, assessmentOptions, assessments } from '../src/db/schema/assessments';
import { attendanceEntries, attendanceRecords } from '../src/db/schema/attendance';
import { competencyCategories, competencyOptions, competencySubTests, competencyTests } from '../src/db/schema/catalogue';
import { portfolioCategories, portfolioItems, portfolioTicks } from '../src/db/schema/portfolio';
import { forms, items, points } from '../src/db/schema/reviews';
import { talks } from '../src/db/schema/talks';
import { users } from '../src/db/schema/users';
import { buildClass, buildScene, buildSupervisor, buildTeacher, buildUpload, call, joinClass, signIn, useTestApp } from './kit';

const t = useTestApp();
const PARALLEL = 8;
const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode).sort();

describe('ISSUE-16 concurrent saves of one thing', () => {
  it('ISSUE-16 ATT the same attendance day saved eight times at once: one record, one entry per student, every answer 200 or 409', async () => {
    const s = await buildScene(t.db);
    const date = schoolDay();
    const map = (reason: string) => ({ [s.student.id]: { '8': true, '10': reason === '', '12': true, '13:45': true, reason }, [s.classmate.id]: { '8': true, '10': true, '12': true, '13:45': true, reason: '' } });
    const reasons = ['', 'late15', 'late30', 'excused', 'left15', 'left30', 'late45', 'late60'];
    const responses = await Promise.all(reasons.map((r) => call(t, { method: 'PUT', url: '/api/grade/attendance', as: s.supervisor, body: { _grade: s.cls.id, date, attendance: map(r) } })));
    for (const r of responses) expect([200, 409], r.body).toContain(r.statusCode);
    expect(responses.some((r) => r.statusCode === 200)).toBe(true);
    const records = await t.db.select().from(attendanceRecords).where(and(eq(attendanceRecords.classId, s.cls.id), eq(attendanceRecords.date, date)));
    expect(records).toHaveLength(1);
    const entries = await t.db.select().from(attendanceEntries).where(eq(attendanceEntries.recordId, records[0]!.id));
    expect(entries.map((e) => e.studentId).sort()).toEqual([s.student.id, s.classmate.id].sort());
    // what is stored is one of the saves, whole (not a mix of two)
    const stored = entries.find((e) => e.studentId === s.student.id)!;
    expect(reasons).toContain(stored.reason ?? '');
  });

  it('ISSUE-16 TALK two teachers of the class submit the same talk at once: one talk, the other answer is 409', async () => {
    const s = await buildScene(t.db);
    const second = await signIn(t.db, await buildTeacher(t.db));
    await joinClass(t.db, s.cls.id, second.id);
    const body = { talkType: 'initialconsultation', _student: s.student.id, interviewDate: '2026-03-02', intermMeeting: { week: 10, year: 2026 }, finalMeeting: { week: 30, year: 2026 }, teacherType: 'HPA', otherPerson: 'Petra Lange', otherType: 'SL', mainteraction_date: ['2026-03-09'], fixedpoint_date: ['2026-03-16'], competency_test_date: '2026-06-01', instructorConfirmation: true };
    const responses = await Promise.all([s.teacher, second, s.teacher, second].map((as) => call(t, { method: 'POST', url: '/api/user/talk', as, body })));
    for (const r of responses) expect([200, 409], r.body).toContain(r.statusCode);
    expect(responses.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    const stored = await t.db.select().from(talks).where(and(eq(talks.studentId, s.student.id), eq(talks.talkType, 'initialconsultation')));
    expect(stored).toHaveLength(1);
  });

  it('ISSUE-16 PORT the same portfolio tick eight times at once: one tick, every answer 200', async () => {
    const s = await buildScene(t.db);
    const [cat] = await t.db.insert(portfolioCategories).values({ title: `Mobilität ${crypto.randomUUID().slice(0, 6)}` }).returning();
    const [item] = await t.db.insert(portfolioItems).values({ categoryId: cat!.id, title: 'Transfer', itemLearned: 'Sicher', type: 'Mobility' }).returning();
    const responses = await Promise.all(Array.from({ length: PARALLEL }, () => call(t, { method: 'PATCH', url: '/api/teacher/trainingportfolio/update', as: s.teacher, body: { _trainingPortfolioItem: item!.id, _student: s.student.id, teacherChecked: true } })));
    expect(statuses(responses), responses.map((r) => r.body).join('\n')).toEqual(Array(PARALLEL).fill(200));
    const ticks = await t.db.select().from(portfolioTicks).where(and(eq(portfolioTicks.studentId, s.student.id), eq(portfolioTicks.itemId, item!.id)));
    expect(ticks).toHaveLength(1);
    expect(ticks[0]!.teacherChecked).toBe(true);
  });

  it('ISSUE-17 teacher and student tick one item at once: one row, and each record of the trail changes only its actor\'s side over the row it changed', async () => {
    const s = await buildScene(t.db);
    const [cat] = await t.db.insert(portfolioCategories).values({ title: `Mobilität ${crypto.randomUUID().slice(0, 6)}` }).returning();
    const [item] = await t.db.insert(portfolioItems).values({ categoryId: cat!.id, title: 'Transfer', itemLearned: 'Sicher', type: 'Mobility' }).returning();
    const url = '/api/teacher/trainingportfolio/update';
    const requests = Array.from({ length: PARALLEL }, (_, i) =>
      i % 2 === 0
        ? call(t, { method: 'PATCH', url, as: s.teacher, body: { _trainingPortfolioItem: item!.id, _student: s.student.id, _teacher: s.teacher.id, teacherChecked: i % 4 === 0 } })
        : call(t, { method: 'PATCH', url, as: s.student, body: { _trainingPortfolioItem: item!.id, _student: s.student.id, studentChecked: i % 4 === 1 } }),
    );
    const responses = await Promise.all(requests);
    expect(statuses(responses), responses.map((r) => r.body).join('\n')).toEqual(Array(PARALLEL).fill(200));
    const ticks = await t.db.select().from(portfolioTicks).where(and(eq(portfolioTicks.studentId, s.student.id), eq(portfolioTicks.itemId, item!.id)));
    expect(ticks).toHaveLength(1);
    type Ticks = { teacherChecked: boolean; studentChecked: boolean } | null;
    const { rows } = await t.db.execute<{ actor_user_id: string; before: Ticks; after: Ticks; entity_id: string }>(
      sql`select actor_user_id, before, after, entity_id from audit_events where action = 'portfolio.tick' and student_id = ${s.student.id}`,
    );
    expect(rows).toHaveLength(PARALLEL);
    for (const r of rows) {
      expect(r.entity_id).toBe(ticks[0]!.id);
      const side = r.actor_user_id === s.teacher.id ? 'studentChecked' : 'teacherChecked';
      // the other side as it was before this tick: unchanged by it
      expect(r.after![side]).toBe(r.before?.[side] ?? false);
    }
    // only the first tick made the row
    expect(rows.filter((r) => r.before === null)).toHaveLength(1);
  });

  it('ISSUE-16 REV the same point switched on eight times at once (explicit done): it is on, every answer 200', async () => {
    const s = await buildScene(t.db);
    await instantiateRecordTemplates(t.db, [s.student.id]);
    const [form] = await t.db.select().from(forms).where(eq(forms.studentId, s.student.id)).orderBy(asc(forms.position)).limit(1);
    const [item] = await t.db.select().from(items).where(eq(items.formId, form!.id)).orderBy(asc(items.position)).limit(1);
    const [point] = await t.db.select().from(points).where(eq(points.itemId, item!.id)).orderBy(asc(points.position)).limit(1);
    const responses = await Promise.all(Array.from({ length: PARALLEL }, () => call(t, { method: 'PUT', url: '/api/home/updatePoint', as: s.teacher, body: { _item: item!.id, _point: point!.id, done: !point!.done } })));
    expect(statuses(responses), responses.map((r) => r.body).join('\n')).toEqual(Array(PARALLEL).fill(200));
    const [after] = await t.db.select().from(points).where(eq(points.id, point!.id));
    expect(after!.done).toBe(!point!.done);
  });

  it('ISSUE-16 ASMT the same category test graded four times at once: one assessment, the others 409', async () => {
    const s = await buildScene(t.db);
    const tag = crypto.randomUUID().slice(0, 6);
    const link = 'https://example.org/x';
    const [cat] = await t.db.insert(competencyCategories).values({ title: `Kompetenz ${tag}` }).returning();
    const [option] = await t.db.insert(competencyOptions).values({ categoryId: cat!.id, title: 'O' }).returning();
    const [test] = await t.db.insert(competencyTests).values({ optionId: option!.id, title: `Vitalzeichen ${tag}` }).returning();
    const [sub] = await t.db.insert(competencySubTests).values({ testId: test!.id, title: 'Puls messen', subTitle: 's', videoLink: link, audioLink: link, pdfLink1: link, pdfLink2: link }).returning();
    const [aCat] = await t.db.insert(assessmentCategories).values({ title: `Wissen ${tag}` }).returning();
    const [catTest] = await t.db.insert(assessmentCategoryTests).values({ categoryId: aCat!.id, testId: test!.id, subTestId: sub!.id, desc: 'Puls' }).returning();
    const options = await t.db.insert(assessmentOptions).values([1, 2, 3, 4].map((grade) => ({ categoryTestId: catTest!.id, grade, title: `Note ${grade}`, desc: `d${grade}` }))).returning();
    const responses = await Promise.all(
      options.map((o) => call(t, { method: 'POST', url: '/api/teacher/assessment/assessment', as: s.teacher, body: { _competencyAssessmentCategoryTest: catTest!.id, _competencyAssessmentCategoryOption: o.id, _student: s.student.id } })),
    );
    for (const r of responses) expect([201, 409], r.body).toContain(r.statusCode);
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const stored = await t.db.select().from(assessments).where(and(eq(assessments.studentId, s.student.id), eq(assessments.categoryTestId, catTest!.id)));
    expect(stored).toHaveLength(1);
  });

  it('ISSUE-16 AUTH two sign-ups claim the same uploaded picture at once: one account holds it, the other is refused', async () => {
    const supervisor = await buildSupervisor(t.db);
    const cls = await buildClass(t.db, supervisor.id);
    const picture = await buildUpload(t);
    const body = async () => {
      const u = crypto.randomUUID().slice(0, 8);
      return {
        name: 'Schneider', firstName: 'Lena', username: `lena_${u}`, email: `lena_${u}@schule.example`, password: 'sicheres-passwort', repeatPassword: 'sicheres-passwort',
        contact: '+49 171 1234567', dob: '2003-05-17', userType: 'student', profile: picture, signature: await buildUpload(t), grade: cls.id,
        impatient1: 'stationäre Langzeitpflege', impatient2: 'Pädiatrie', impatient3: 'Psychiatrie', impatient4: 'Tagespflege', impatient5: 'Pädiatrie',
      };
    };
    const bodies = await Promise.all([body(), body(), body(), body()]);
    const responses = await Promise.all(bodies.map((b) => t.app.inject({ method: 'POST', url: '/api/user/auth/register', payload: b })));
    for (const r of responses) expect([201, 400, 409], r.body).toContain(r.statusCode);
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const holders = await t.db.select({ id: users.id }).from(users).where(or(eq(users.profile, picture), eq(users.signature, picture)));
    expect(holders).toHaveLength(1);
    const made = await t.db.select({ n: sql<number>`count(*)::int` }).from(users).where(or(...bodies.map((b) => eq(users.email, b.email))));
    expect(made[0]!.n).toBe(1);
  });
});
