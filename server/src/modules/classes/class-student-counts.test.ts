import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { classes, users } from '../../db/schema/users';
import { buildClass, buildStudent, buildSupervisor, buildTeacher, call, signIn, useTestApp } from '../../../test/kit';

/**
 * AMB-35, issue 17: noOfStudents is the number of users of type student whose grade is the class,
 * kept by the database (class_student_counts, migration 0009) and read by every class list: a
 * student created in, moved into or out of, retyped or deleted from a class changes it at once.
 */
const t = useTestApp();

async function countsOf(supervisor: { id: string; cookie: string }): Promise<Record<string, number>> {
  const res = await call(t, { url: `/api/grade/${supervisor.id}`, as: supervisor });
  expect(res.statusCode).toBe(200);
  return Object.fromEntries((res.json().classes as { _id: string; noOfStudents: number }[]).map((c) => [c._id, c.noOfStudents]));
}

describe('number of students of a class (AMB-35, issue 17)', () => {
  it('CLS-02 counts the students created in, moved between, retyped and deleted from classes', async () => {
    const supervisor = await signIn(t.db, await buildSupervisor(t.db));
    const a = await buildClass(t.db, supervisor.id, 'Klasse A');
    const b = await buildClass(t.db, supervisor.id, 'Klasse B');
    expect(await countsOf(supervisor)).toEqual({ [a.id]: 0, [b.id]: 0 });
    const s1 = await buildStudent(t.db, a.id);
    const s2 = await buildStudent(t.db, a.id);
    await buildStudent(t.db, null);
    // a teacher with a grade is no student of it
    const teacher = await buildTeacher(t.db);
    await t.db.update(users).set({ gradeId: b.id }).where(eq(users.id, teacher.id));
    expect(await countsOf(supervisor)).toEqual({ [a.id]: 2, [b.id]: 0 });
    await t.db.update(users).set({ gradeId: b.id }).where(eq(users.id, s1.id));
    expect(await countsOf(supervisor)).toEqual({ [a.id]: 1, [b.id]: 1 });
    await t.db.update(users).set({ userType: 'kilian' }).where(eq(users.id, s2.id));
    expect(await countsOf(supervisor)).toEqual({ [a.id]: 0, [b.id]: 1 });
    await t.db.update(users).set({ userType: 'student' }).where(eq(users.id, s2.id));
    await t.db.update(users).set({ name: 'Umbenannt' }).where(eq(users.id, s2.id));
    expect(await countsOf(supervisor)).toEqual({ [a.id]: 1, [b.id]: 1 });
    await t.db.delete(users).where(eq(users.id, s1.id));
    expect(await countsOf(supervisor)).toEqual({ [a.id]: 1, [b.id]: 0 });
  });

  it('a deleted class takes its count with it and leaves its students without a class', async () => {
    const supervisor = await signIn(t.db, await buildSupervisor(t.db));
    const a = await buildClass(t.db, supervisor.id, 'Klasse A');
    const b = await buildClass(t.db, supervisor.id, 'Klasse B');
    const s = await buildStudent(t.db, a.id);
    await t.db.delete(classes).where(eq(classes.id, a.id));
    expect(await countsOf(supervisor)).toEqual({ [b.id]: 0 });
    await t.db.update(users).set({ gradeId: b.id }).where(eq(users.id, s.id));
    expect(await countsOf(supervisor)).toEqual({ [b.id]: 1 });
  });
});
