import { classMessages, type ClassRow, type CreateClassBody, type StudentRow } from '@praxisport/contract/classes';
import type { Db } from '../../db/client';
import { AppError, isUniqueViolation } from '../../lib/app-error';
import type { UserActor } from '../auth/auth.repository';
import { canAccessClass, canCreateClass, canListClassesOf, isSelf, type Actor } from './classes.policy';
import {
  findClass,
  findUserType,
  insertClass,
  insertClassTeacher,
  listAllClasses as selectAllClasses,
  listClassesCreatedBy,
  listClassesJoinedBy,
  listClassesNotJoinedBy,
  listStudentsOfClass,
} from './classes.repository';

/** @throws FORBIDDEN with the specification's text (CLS-13) when the actor is not a supervisor. */
export function assertCanCreateClass(actor: Actor): void {
  if (!canCreateClass(actor)) throw new AppError('FORBIDDEN', classMessages.onlySupervisor);
}

function assertSelf(actor: UserActor, id: string | undefined): void {
  if (!isSelf(actor, id)) throw new AppError('FORBIDDEN', classMessages.notSelf);
}

/**
 * Creates a class owned by the signed-in supervisor (API-06, AMB-33).
 * @throws FORBIDDEN not a supervisor, or `_teacher` is someone else; CONFLICT the supervisor already has a class of that name.
 */
export async function createClass(db: Db, actor: UserActor, body: CreateClassBody): Promise<ClassRow> {
  assertCanCreateClass(actor);
  assertSelf(actor, body._teacher);
  try {
    return await insertClass(db, { className: body.className, supervisorId: actor.id });
  } catch (err) {
    if (isUniqueViolation(err, 'classes_teacher_name_unique')) throw new AppError('CONFLICT', classMessages.duplicate, 'className');
    throw err;
  }
}

/**
 * "My classes" (API-07): the classes a teacher joined or a supervisor created.
 * @throws FORBIDDEN `userId` is not the session user (admins may read anyone's); NOT_FOUND unknown user (admins).
 */
export async function listClassesOfUser(db: Db, actor: Actor, userId: string): Promise<ClassRow[]> {
  if (!canListClassesOf(actor, userId)) throw new AppError('FORBIDDEN', classMessages.notSelf);
  const userType = actor.kind === 'user' ? actor.userType : await findUserType(db, userId);
  if (!userType) throw new AppError('NOT_FOUND', classMessages.userNotFound);
  if (userType === 'teacher') return listClassesJoinedBy(db, userId);
  if (userType === 'supervisor') return listClassesCreatedBy(db, userId);
  return [];
}

/** "Join Class" list (API-08). @throws FORBIDDEN `userId` is not the session user. */
export async function listNotJoinedClasses(db: Db, actor: UserActor, userId: string): Promise<ClassRow[]> {
  assertSelf(actor, userId);
  return listClassesNotJoinedBy(db, actor.id);
}

/**
 * Joins a class (API-09, AMB-34); joining again changes nothing.
 * @throws FORBIDDEN `userId` is not the session user; NOT_FOUND unknown class.
 */
export async function joinClass(db: Db, actor: UserActor, ids: { userId: string; classId: string }): Promise<ClassRow> {
  assertSelf(actor, ids.userId);
  const cls = await findClass(db, ids.classId);
  if (!cls) throw new AppError('NOT_FOUND', classMessages.notFound);
  await insertClassTeacher(db, cls._id, actor.id);
  return cls;
}

/** Every class of the school (API-10, API-P15), read-only for supervisors. */
export async function listAllClasses(db: Db): Promise<ClassRow[]> {
  return selectAllClasses(db);
}

/**
 * The students of a class and the class itself (API-11).
 * @throws NOT_FOUND unknown class; FORBIDDEN a teacher who has not joined it, a supervisor who did not create it.
 */
export async function listClassStudents(db: Db, actor: Actor, classId: string): Promise<{ students: StudentRow[]; class: ClassRow }> {
  const cls = await findClass(db, classId);
  if (!cls) throw new AppError('NOT_FOUND', classMessages.notFound);
  if (!(await canAccessClass(db, actor, cls))) throw new AppError('FORBIDDEN', classMessages.notYourClass);
  return { students: await listStudentsOfClass(db, cls._id), class: cls };
}
