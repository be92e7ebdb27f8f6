import type { AuditEvent } from '@praxisport/contract/audit';
import { classMessages, type ClassRow, type ClassTeacherRow, type CreateClassBody, type NotJoinedQuery, type SignupClass, type StudentRow } from '@praxisport/contract/classes';
import type { DbOrTx } from '../../db/client';
import type { Actor, UserActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { withUniqueConflict } from '../../lib/unique';
import { openInvitations } from '../password-reset/password-reset.service';
import * as audit from '../audit/audit.service';
import { canAccessClass, canListClassesOf, canManageMembers, isSelf } from './classes.policy';
import { toClassRow, toClassTeacherRow, toClassWithStudents, toSignupClass } from './classes.presenter';
import {
  classIdExists,
  deleteClassTeacher,
  findClass,
  findUserType,
  insertClass,
  insertClassTeacherIfNew,
  listAllClasses as selectAllClasses,
  listClassesCreatedBy,
  listClassesJoinedBy,
  listClassesNotJoinedPage,
  listClassWithStudents,
  listSignupClasses as selectSignupClasses,
  listTeachersOfClass,
  type ClassesCursor,
} from './classes.repository';

/** The most classes one answer lists. */
const CLASSES_MAX = 1000;

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

const encodeClassesCursor = (c: ClassesCursor) => Buffer.from(JSON.stringify([c.name, c.id])).toString('base64url');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** @throws VALIDATION_ERROR a cursor this server did not hand out */
function decodeClassesCursor(cursor: string): ClassesCursor {
  try {
    const [name, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (typeof name === 'string' && typeof id === 'string' && UUID.test(id)) return { name, id };
  } catch {
    // not ours
  }
  throw new AppError('VALIDATION_ERROR', classMessages.badCursor, 'after');
}

/**
 * "Join Class" list (API-08). Paged by cursor when asked (the list grows with the school):
 * `limit` classes by name after `after`, whose name contains `search`; only such a request gets
 * `nextCursor`, so the unpaged answer stays the specification's.
 * @throws FORBIDDEN `userId` is not the session user; VALIDATION_ERROR a foreign cursor
 */
export async function listNotJoinedClasses(db: DbOrTx, actor: UserActor, userId: string, query: NotJoinedQuery = {}): Promise<{ classes: ClassRow[]; nextCursor?: string | null }> {
  assertSelf(actor, userId);
  if (query.limit === undefined && query.after === undefined && !query.search) {
    return { classes: (await listClassesNotJoinedPage(db, actor.id, { limit: CLASSES_MAX })).rows.map(toClassRow) };
  }
  const after = query.after ? decodeClassesCursor(query.after) : undefined;
  const { rows, next } = await listClassesNotJoinedPage(db, actor.id, { limit: query.limit ?? CLASSES_MAX, after, search: query.search || undefined });
  return { classes: rows.map(toClassRow), nextCursor: next ? encodeClassesCursor(next) : null };
}

/**
 * Joins a class (API-09, AMB-34); joining again changes nothing.
 * @throws FORBIDDEN `userId` is not the session user; NOT_FOUND unknown class.
 */
export async function joinClass(db: DbOrTx, actor: UserActor, ids: { userId: string; classId: string }): Promise<ClassRow> {
  assertSelf(actor, ids.userId);
  const cls = await findClass(db, ids.classId);
  if (!cls) throw new AppError('NOT_FOUND', classMessages.notFound);
  await db.transaction(async (tx) => {
    // a first join is recorded; joining again changes nothing
    if (await insertClassTeacherIfNew(tx, cls.id, actor.id)) {
      await audit.record(tx, actor, { action: 'class.join', entity: 'classMembership', entityId: cls.id, classId: cls.id, before: null, after: { teacherId: actor.id } });
    }
  });
  return toClassRow(cls);
}

/**
 * The class its supervisor manages: the supervisor who created it, or an admin when `adminReads`.
 * @throws NOT_FOUND unknown class; FORBIDDEN anyone else
 */
async function managedClass(db: DbOrTx, actor: Actor, classId: string, { adminReads }: { adminReads: boolean }) {
  const cls = await findClass(db, classId);
  if (!cls) throw new AppError('NOT_FOUND', classMessages.notFound);
  if (!(actor.kind === 'admin' ? adminReads : canManageMembers(actor, cls))) throw new AppError('FORBIDDEN', classMessages.onlyCreator);
  return cls;
}

/** The teachers who joined a class. @throws NOT_FOUND; FORBIDDEN not the supervisor who created it (admins read) */
export async function listClassTeachers(db: DbOrTx, actor: Actor, classId: string): Promise<ClassTeacherRow[]> {
  const cls = await managedClass(db, actor, classId, { adminReads: true });
  return (await listTeachersOfClass(db, cls.id)).map(toClassTeacherRow);
}

/**
 * The supervisor who created a class removes a teacher from it; recorded in the audit trail in the
 * same transaction. Their past records stay; their access to the class's students ends at once.
 * @throws NOT_FOUND unknown class, or the teacher is not in it; FORBIDDEN not the supervisor who created it
 */
export async function removeClassTeacher(db: DbOrTx, actor: UserActor, { classId, teacherId }: { classId: string; teacherId: string }): Promise<void> {
  const cls = await managedClass(db, actor, classId, { adminReads: false });
  await db.transaction(async (tx) => {
    if (!(await deleteClassTeacher(tx, cls.id, teacherId))) throw new AppError('NOT_FOUND', classMessages.teacherNotInClass);
    await audit.record(tx, actor, { action: 'class.removeTeacher', entity: 'classMembership', entityId: cls.id, classId: cls.id, before: { teacherId }, after: null });
  });
}

/** Who joined and who was removed from a class, newest first. @throws as listClassTeachers */
export async function getMembershipHistory(db: DbOrTx, actor: Actor, classId: string): Promise<AuditEvent[]> {
  const cls = await managedClass(db, actor, classId, { adminReads: true });
  return audit.listHistory(db, { entity: 'classMembership', entityId: cls.id });
}

/** Every class of the school (API-10, API-P15), read-only for supervisors. */
export async function listAllClasses(db: DbOrTx): Promise<ClassRow[]> {
  return (await selectAllClasses(db)).map(toClassRow);
}

/**
 * The students of a class and the class itself (API-11). `invitations: false` leaves out whose
 * invitation is open (for callers that do not show it: one query less).
 * @throws NOT_FOUND unknown class; FORBIDDEN a teacher who has not joined it, a supervisor who did not create it.
 */
export async function listClassStudents(db: DbOrTx, actor: Actor, classId: string, { invitations = true }: { invitations?: boolean } = {}): Promise<{ students: StudentRow[]; class: ClassRow }> {
  const found = toClassWithStudents(await listClassWithStudents(db, classId));
  if (!found) throw new AppError('NOT_FOUND', classMessages.notFound);
  const { cls, students } = found;
  if (!(await canAccessClass(db, actor, cls))) throw new AppError('FORBIDDEN', classMessages.notYourClass);
  // the creating supervisor also learns whose invitation is still open, to send it again
  if (invitations && actor.kind === 'user' && actor.id === cls.teacherId) {
    const open = await openInvitations(db, students.map((r) => r._id));
    return { students: students.map((r) => ({ ...r, invitationPending: open.has(r._id) })), class: toClassRow(cls) };
  }
  return { students, class: toClassRow(cls) };
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
