import { classMessages, type ClassRow, type CreateClassBody, type SignupClass, type StudentRow } from '@praxisport/contract/classes';
import type { DbOrTx } from '../../db/client';
import type { Actor, UserActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { withUniqueConflict } from '../../lib/unique';
import { canAccessClass, canListClassesOf, isSelf } from './classes.policy';
import { toClassRow, toSignupClass, toStudentRow } from './classes.presenter';
import {
  classIdExists,
  findClass,
  findUserType,
  insertClass,
  insertClassTeacher,
  listAllClasses as selectAllClasses,
  listClassesCreatedBy,
  listClassesJoinedBy,
  listClassesNotJoinedBy,
  listSignupClasses as selectSignupClasses,
  listStudentsOfClass,
} from './classes.repository';

function assertSelf(actor: UserActor, id: string | undefined): void {
  if (!isSelf(actor, id)) throw new AppError('FORBIDDEN', classMessages.notSelf);
}

/** Whether a class exists (a student's class at sign-up). */
export async function classExists(db: DbOrTx, id: string): Promise<boolean> {
  return classIdExists(db, id);
}

/** Class names for the anonymous sign-up form (API-P14, AMB-28). */
export async function listSignupClasses(db: DbOrTx): Promise<SignupClass[]> {
  return (await selectSignupClasses(db)).map(toSignupClass);
}

/**
 * Creates a class owned by the signed-in supervisor (API-06, AMB-33); the route admits supervisors only.
 * @throws FORBIDDEN `_teacher` is someone else; CONFLICT the supervisor already has a class of that name.
 */
export async function createClass(db: DbOrTx, actor: UserActor, body: CreateClassBody): Promise<ClassRow> {
  assertSelf(actor, body._teacher);
  const row = await withUniqueConflict(insertClass(db, { className: body.className, supervisorId: actor.id }), {
    classes_teacher_name_unique: { message: classMessages.duplicate, path: 'className' },
  });
  return toClassRow(row);
}

/**
 * "My classes" (API-07): the classes a teacher joined or a supervisor created.
 * @throws FORBIDDEN `userId` is not the session user (admins may read anyone's); NOT_FOUND unknown user (admins).
 */
export async function listClassesOfUser(db: DbOrTx, actor: Actor, userId: string): Promise<ClassRow[]> {
  if (!canListClassesOf(actor, userId)) throw new AppError('FORBIDDEN', classMessages.notSelf);
  const userType = actor.kind === 'user' ? actor.userType : await findUserType(db, userId);
  if (!userType) throw new AppError('NOT_FOUND', classMessages.userNotFound);
  if (userType === 'teacher') return (await listClassesJoinedBy(db, userId)).map(toClassRow);
  if (userType === 'supervisor') return (await listClassesCreatedBy(db, userId)).map(toClassRow);
  return [];
}

/** "Join Class" list (API-08). @throws FORBIDDEN `userId` is not the session user. */
export async function listNotJoinedClasses(db: DbOrTx, actor: UserActor, userId: string): Promise<ClassRow[]> {
  assertSelf(actor, userId);
  return (await listClassesNotJoinedBy(db, actor.id)).map(toClassRow);
}

/**
 * Joins a class (API-09, AMB-34); joining again changes nothing.
 * @throws FORBIDDEN `userId` is not the session user; NOT_FOUND unknown class.
 */
export async function joinClass(db: DbOrTx, actor: UserActor, ids: { userId: string; classId: string }): Promise<ClassRow> {
  assertSelf(actor, ids.userId);
  const cls = await findClass(db, ids.classId);
  if (!cls) throw new AppError('NOT_FOUND', classMessages.notFound);
  await insertClassTeacher(db, cls.id, actor.id);
  return toClassRow(cls);
}

/** Every class of the school (API-10, API-P15), read-only for supervisors. */
export async function listAllClasses(db: DbOrTx): Promise<ClassRow[]> {
  return (await selectAllClasses(db)).map(toClassRow);
}

/**
 * The students of a class and the class itself (API-11).
 * @throws NOT_FOUND unknown class; FORBIDDEN a teacher who has not joined it, a supervisor who did not create it.
 */
export async function listClassStudents(db: DbOrTx, actor: Actor, classId: string): Promise<{ students: StudentRow[]; class: ClassRow }> {
  const cls = await findClass(db, classId);
  if (!cls) throw new AppError('NOT_FOUND', classMessages.notFound);
  if (!(await canAccessClass(db, actor, cls))) throw new AppError('FORBIDDEN', classMessages.notYourClass);
  return { students: (await listStudentsOfClass(db, cls.id)).map(toStudentRow), class: toClassRow(cls) };
}

/**
 * A class the actor may open (SEC-04): the creating supervisor, a teacher who joined it, admins.
 * @throws NOT_FOUND unknown class; FORBIDDEN anyone else.
 */
export async function getAccessibleClass(db: DbOrTx, actor: Actor, classId: string): Promise<ClassRow> {
  const cls = await findClass(db, classId);
  if (!cls) throw new AppError('NOT_FOUND', classMessages.notFound);
  if (!(await canAccessClass(db, actor, cls))) throw new AppError('FORBIDDEN', classMessages.notYourClass);
  return toClassRow(cls);
}
