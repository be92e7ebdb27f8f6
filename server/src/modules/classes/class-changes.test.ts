import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { classMessages } from '@praxisport/contract/classes';
import { gradingMessages } from '@praxisport/contract/assessments';
import { classes, classTeachers, users } from '../../db/schema/users';
import { buildClass, buildScene, buildStudent, buildSupervisor, buildTeacher, call, expectError, joinClass, signIn, useTestApp, uuid, type As } from '../../../test/kit';

/**
 * Access and lists follow every change of a class's members at the next request: nothing is kept
 * between requests, so a removed teacher, a reassigned or deleted class and a moved student count
 * at once.
 */
const t = useTestApp();

const gradesOf = (studentId: string, as: As) => call(t, { url: `/api/grade/assessmentGradesByCategories/${studentId}`, as });
const studentsOf = (classId: string, as: As) => call(t, { url: `/api/user/students/${classId}`, as });
type Listed = { _id: string; className: string; noOfStudents: number };
const classesOf = async (url: string, as: As): Promise<Listed[]> => {
  const res = await call(t, { url, as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().classes;
};

describe('changes of a class count at once', () => {
  it('SEC-04 a teacher the supervisor removes from the class is refused at once', async () => {
    const s = await buildScene(t.db);
    expect((await gradesOf(s.student.id, s.teacher)).statusCode).toBe(200);
    const removed = await call(t, { method: 'DELETE', url: `/api/grade/class/${s.cls.id}/teachers/${s.teacher.id}`, as: s.supervisor });
    expect(removed.statusCode, removed.body).toBe(200);
    expectError(await gradesOf(s.student.id, s.teacher), 403, gradingMessages.noAccess);
    expectError(await studentsOf(s.cls.id, s.teacher), 403, classMessages.notYourClass);
  });

  it('SEC-04 a teacher who joins a class is admitted at once, though refused a moment before', async () => {
    const s = await buildScene(t.db);
    expectError(await gradesOf(s.student.id, s.outsider), 403, gradingMessages.noAccess);
    expect((await call(t, { method: 'POST', url: `/api/grade/joinClass/${s.outsider.id}/${s.cls.id}`, as: s.outsider })).statusCode).toBe(200);
    expect((await gradesOf(s.student.id, s.outsider)).statusCode).toBe(200);
    expect((await studentsOf(s.cls.id, s.outsider)).statusCode).toBe(200);
  });

  it('SEC-04 a class given to another supervisor is refused to the former one at once; a deleted class is unknown at once', async () => {
    const s = await buildScene(t.db);
    const next = await signIn(t.db, await buildSupervisor(t.db));
    expect((await studentsOf(s.cls.id, s.supervisor)).statusCode).toBe(200);
    await t.db.update(classes).set({ teacherId: next.id }).where(eq(classes.id, s.cls.id));
    expectError(await studentsOf(s.cls.id, s.supervisor), 403, classMessages.notYourClass);
    expect((await studentsOf(s.cls.id, next)).statusCode).toBe(200);
    await t.db.delete(classes).where(eq(classes.id, s.cls.id));
    expectError(await studentsOf(s.cls.id, next), 404, classMessages.notFound);
  });

  it('SEC-04 a student moved to another class is refused to the old class\'s teacher at once; a deleted student is unknown at once', async () => {
    const s = await buildScene(t.db);
    const other = await buildClass(t.db, s.supervisor.id, `Andere Klasse ${uuid().slice(0, 8)}`);
    expect((await gradesOf(s.student.id, s.teacher)).statusCode).toBe(200);
    await t.db.update(users).set({ gradeId: other.id }).where(eq(users.id, s.student.id));
    expectError(await gradesOf(s.student.id, s.teacher), 403, gradingMessages.noAccess);
    expect((await gradesOf(s.classmate.id, s.teacher)).statusCode).toBe(200);
    await t.db.delete(users).where(eq(users.id, s.classmate.id));
    expectError(await gradesOf(s.classmate.id, s.teacher), 404, gradingMessages.studentNotFound);
  });

  it('API-07 API-08 AMB-35 STU-05 the lists show a join, a new or renamed class, a new, renamed or departed student at once', async () => {
    const supervisor = await signIn(t.db, await buildSupervisor(t.db));
    const teacher = await signIn(t.db, await buildTeacher(t.db));
    // a name of its own: the database holds other tests' classes (the list is searched for it)
    const tag = `Liste ${uuid().slice(0, 8)}`;
    const cls = await buildClass(t.db, supervisor.id, `${tag} Pflege A`);
    const notJoined = async () => (await classesOf(`/api/grade/notJoined/${teacher.id}?limit=50&search=${encodeURIComponent(tag)}`, teacher)).map((c) => c._id);
    const mine = () => classesOf(`/api/grade/${teacher.id}`, teacher);
    expect(await notJoined()).toEqual([cls.id]);
    expect(await mine()).toEqual([]);
    await joinClass(t.db, cls.id, teacher.id);
    expect((await mine()).map((c) => c._id)).toEqual([cls.id]);
    expect(await notJoined()).toEqual([]);
    const added = await buildClass(t.db, supervisor.id, `${tag} Pflege B`);
    expect(await notJoined()).toEqual([added.id]);
    await t.db.update(classes).set({ className: `${tag} Pflege B neu` }).where(eq(classes.id, added.id));
    const student = await buildStudent(t.db, cls.id);
    expect((await mine())[0]?.noOfStudents).toBe(1);
    expect((await classesOf(`/api/grade/${supervisor.id}`, supervisor)).map((c) => c.className)).toEqual([`${tag} Pflege A`, `${tag} Pflege B neu`]);
    await t.db.update(users).set({ name: 'Neuname', contact: '0171 555' }).where(eq(users.id, student.id));
    expect((await studentsOf(cls.id, teacher)).json().students).toEqual([expect.objectContaining({ _id: student.id, name: 'Neuname', contact: '0171 555' })]);
    await t.db.update(users).set({ gradeId: added.id }).where(eq(users.id, student.id));
    expect((await studentsOf(cls.id, teacher)).json()).toMatchObject({ students: [], class: { _id: cls.id, noOfStudents: 0 } });
    await t.db.delete(classTeachers).where(eq(classTeachers.teacherId, teacher.id));
    expect(await mine()).toEqual([]);
  });
});
