import type { AuditEvent } from '@praxisport/contract/audit';
import { classMessages, type ClassRow, type ClassTeacherRow, type CreateClassBody, type NotJoinedQuery, type SignupClass, type StudentRow } from '@praxisport/contract/classes';
import type { DbOrTx } from '../../db/client';
import type { Actor, UserActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { withUniqueConflict } from '../../lib/unique';
import { openInvitations } from '../password-reset/password-reset.service';
import * as audit from '../audit/audit.service';
import { cachedRoster } from './class-cache';
import { CACHED_CLASSES_MAX, cachedJoinedClassIds, cachedSchoolClasses, dropJoinedClasses, dropSchoolClasses, notJoinedPage } from './class-list-cache';
import { canAccessClass, canListClassesOf, canManageMembers, isSelf } from './classes.policy';
import { toClassRow, toSignupClass, toStudentRow } from './classes.presenter';
import {
  classIdExists,
  findUserType,
  insertClass,
  deleteClassTeacher,
  insertClassTeacherIfNew,
  listTeachersOfClass,
  listAllClasses as selectAllClasses,
  listClassesCreatedBy,
  listClassesJoinedBy,
  listClassIdsJoinedBy,
  listClassesNotJoinedBy,
  listClassesNotJoinedPage,
  type ClassesCursor,
  listSignupClasses as selectSignupClasses,
  findClassWithStudents,
} from './classes.repository';


/** A class with its students, through the class cache (issue 17): the lookup behind every access check on a class. */
const rosterOf = (db: DbOrTx, id: string) => cachedRoster(db, id, () => findClassWithStudents(db, id));
const classById = async (db: DbOrTx, id: string) => (await rosterOf(db, id))?.cls ?? null;

type Roster = NonNullable<Awaited<ReturnType<typeof findClassWithStudents>>>;
const rowsByRoster = new WeakMap<Roster, readonly StudentRow[]>();
/** A cached roster's students as the answers show them: made once per roster (issue 17: were 25 objects a request), frozen, only read. */
function studentRowsOf(found: Roster): readonly StudentRow[] {
  let rows = rowsByRoster.get(found);
  if (!rows) rowsByRoster.set(found, (rows = Object.freeze(found.students.map((s) => Object.freeze(toStudentRow(s))))));
  return rows;
}

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
  // the supervisor's list shows it at the next request, without waiting for the database's announcement
  dropSchoolClasses(db);
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
  // issue 17: filtered from the school's cached class list when the process keeps one
  const all = userType === 'teacher' || userType === 'supervisor' ? await schoolClasses(db) : null;
  if (userType === 'teacher') {
    if (!all) return (await listClassesJoinedBy(db, userId)).map(toClassRow);
    const joined = await joinedClassIds(db, userId);
    return all.filter((c) => joined.has(c.id)).map(toClassRow);
  }
  if (userType === 'supervisor') return (all ? all.filter((c) => c.teacherId === userId) : await listClassesCreatedBy(db, userId)).map(toClassRow);
  return [];
}

/** The school's classes in list order from the class list cache, or null: ask the database (class-list-cache.ts). */
const schoolClasses = (db: DbOrTx) => cachedSchoolClasses(db, () => selectAllClasses(db, CACHED_CLASSES_MAX));
const joinedClassIds = (db: DbOrTx, teacherId: string) => cachedJoinedClassIds(db, teacherId, async () => new Set(await listClassIdsJoinedBy(db, teacherId)));

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
 * "Join Class" list (API-08). Paged by cursor when asked (issue 17: it grows with the school):
 * `limit` classes by name after `after`, whose name contains `search`; only such a request gets
 * `nextCursor`, so the unpaged answer stays the specification's.
 * @throws FORBIDDEN `userId` is not the session user; VALIDATION_ERROR a foreign cursor
 */
export async function listNotJoinedClasses(db: DbOrTx, actor: UserActor, userId: string, query: NotJoinedQuery = {}): Promise<{ classes: ClassRow[]; nextCursor?: string | null }> {
  assertSelf(actor, userId);
  const all = await schoolClasses(db);
  const joined = all ? await joinedClassIds(db, actor.id) : null;
  if (query.limit === undefined && query.after === undefined && !query.search) {
    return { classes: (all && joined ? all.filter((c) => !joined.has(c.id)) : await listClassesNotJoinedBy(db, actor.id)).map(toClassRow) };
  }
  const after = query.after ? decodeClassesCursor(query.after) : undefined;
  const page = { limit: query.limit ?? 1000, after, search: query.search || undefined };
  // issue 17: the page from the cached class list; the database when the process keeps none or the cursor's class is gone
  const { rows, next } = (all && joined ? notJoinedPage(all, joined, page) : null) ?? (await listClassesNotJoinedPage(db, actor.id, page));
  return { classes: rows.map(toClassRow), nextCursor: next ? encodeClassesCursor(next) : null };
}

/**
 * Joins a class (API-09, AMB-34); joining again changes nothing.
 * @throws FORBIDDEN `userId` is not the session user; NOT_FOUND unknown class.
 */
export async function joinClass(db: DbOrTx, actor: UserActor, ids: { userId: string; classId: string }): Promise<ClassRow> {
  assertSelf(actor, ids.userId);
  const cls = await classById(db, ids.classId);
  if (!cls) throw new AppError('NOT_FOUND', classMessages.notFound);
  await db.transaction(async (tx) => {
    // issue 16 item 5: a first join is recorded, in the same transaction
    if (await insertClassTeacherIfNew(tx, cls.id, actor.id)) {
      await audit.record(tx, actor, { action: 'class.join', entity: 'classMembership', entityId: cls.id, classId: cls.id, before: null, after: { teacherId: actor.id } });
    }
  });
  // the teacher's lists show the join at the next request, without waiting for the database's announcement
  dropJoinedClasses(db, actor.id);
  return toClassRow(cls);
}

/**
 * The class its supervisor manages (issue 16 item 5): the supervisor who created it, or an admin when `adminReads`.
 * @throws NOT_FOUND unknown class; FORBIDDEN anyone else
 */
async function managedClass(db: DbOrTx, actor: Actor, classId: string, { adminReads }: { adminReads: boolean }) {
  const cls = await classById(db, classId);
  if (!cls) throw new AppError('NOT_FOUND', classMessages.notFound);
  if (!(actor.kind === 'admin' ? adminReads : canManageMembers(actor, cls))) throw new AppError('FORBIDDEN', classMessages.onlyCreator);
  return cls;
}

/** The teachers who joined a class (issue 16 item 5). @throws NOT_FOUND; FORBIDDEN not the supervisor who created it (admins read) */
export async function listClassTeachers(db: DbOrTx, actor: Actor, classId: string): Promise<ClassTeacherRow[]> {
  const cls = await managedClass(db, actor, classId, { adminReads: true });
  return (await listTeachersOfClass(db, cls.id)).map((t) => ({ _id: t.id, firstName: t.firstName, name: t.name, joinedAt: t.joinedAt.toISOString() }));
}

/**
 * The supervisor who created a class removes a teacher from it (issue 16 item 5); recorded in the
 * audit trail in the same transaction. Their past records stay.
 * @throws NOT_FOUND unknown class, or the teacher is not in it; FORBIDDEN not the supervisor who created it
 */
export async function removeClassTeacher(db: DbOrTx, actor: UserActor, { classId, teacherId }: { classId: string; teacherId: string }): Promise<void> {
  const cls = await managedClass(db, actor, classId, { adminReads: false });
  await db.transaction(async (tx) => {
    if (!(await deleteClassTeacher(tx, cls.id, teacherId))) throw new AppError('NOT_FOUND', classMessages.teacherNotInClass);
    await audit.record(tx, actor, { action: 'class.removeTeacher', entity: 'classMembership', entityId: cls.id, classId: cls.id, before: { teacherId }, after: null });
  });
  dropJoinedClasses(db, teacherId);
}

/** Who joined and who was removed from a class, newest first (issue 16 item 5). @throws as listClassTeachers */
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
 * invitation is open (for callers that do not show it: one query less, issue 17).
 * @throws NOT_FOUND unknown class; FORBIDDEN a teacher who has not joined it, a supervisor who did not create it.
 */
export async function listClassStudents(db: DbOrTx, actor: Actor, classId: string, { invitations = true }: { invitations?: boolean } = {}): Promise<{ students: StudentRow[]; class: ClassRow }> {
  const found = await rosterOf(db, classId);
  if (!found) throw new AppError('NOT_FOUND', classMessages.notFound);
  const { cls } = found;
  if (!(await canAccessClass(db, actor, cls))) throw new AppError('FORBIDDEN', classMessages.notYourClass);
  // shared by the requests while the roster is cached, and frozen: a caller that wrote to them would throw
  const rows = studentRowsOf(found) as StudentRow[];
  // the creating supervisor also learns whose invitation is still open, to send it again (issue 15)
  if (invitations && actor.kind === 'user' && actor.id === cls.teacherId) {
    const open = await openInvitations(db, rows.map((r) => r._id));
    return { students: rows.map((r) => ({ ...r, invitationPending: open.has(r._id) })), class: toClassRow(cls) };
  }
  return { students: rows, class: toClassRow(cls) };
}

/**
 * A class the actor may open (SEC-04): the creating supervisor, a teacher who joined it, admins.
 * @throws NOT_FOUND unknown class; FORBIDDEN anyone else.
 */
export async function getAccessibleClass(db: DbOrTx, actor: Actor, classId: string): Promise<ClassRow> {
  const cls = await classById(db, classId);
  if (!cls) throw new AppError('NOT_FOUND', classMessages.notFound);
  if (!(await canAccessClass(db, actor, cls))) throw new AppError('FORBIDDEN', classMessages.notYourClass);
  return toClassRow(cls);
}
