import { kilianMessages } from '@praxisport/contract/kilian';
import type { DbOrTx } from '../../db/client';
import type { Actor, UserActor } from '../../lib/actor';
import { isStudentOrTheirTeacher, type StudentOfClass } from '../classes/classes.policy';
import type { FileHolder } from '../uploads/uploads.policy';
import { findStudentsHoldingFile } from './kilian.repository';

/** Kilian users start tasks (KIL-01, KIL-11, PERM-23), for students who have a class (AMB-118). */
export function canStartTask(actor: UserActor, student: StudentOfClass): boolean {
  return actor.userType === 'kilian' && student.gradeId !== null;
}

/** A task is read by kilian users (for students with a class), the student and the teachers of their class (API-45, SEC-04). */
export async function canReadTask(db: DbOrTx, actor: UserActor, student: StudentOfClass): Promise<boolean> {
  if (actor.userType === 'kilian') return student.gradeId !== null;
  return isStudentOrTheirTeacher(db, actor, student);
}

/** Only the student uploads into their own folders (UPL-11, PERM-22, AMB-123, SEC-02). */
export function canUploadTo(actor: UserActor, studentId: string): boolean {
  return actor.userType === 'student' && actor.id === studentId;
}

/** The student and the teachers of their class see the folders and open the files (API-55, SEC-04). */
export async function canReadFolders(db: DbOrTx, actor: UserActor, student: StudentOfClass): Promise<boolean> {
  return isStudentOrTheirTeacher(db, actor, student);
}

/** Whether a stored file lies in a KILIAN folder (its address then answers 403, not 404, to whoever may not open it). */
export async function isKilianFile(db: DbOrTx, key: string): Promise<boolean> {
  return (await findStudentsHoldingFile(db, key)).length > 0;
}

/** Whether the actor may open a stored file because it lies in a KILIAN folder they may see. */
export async function canReadThroughKilianUpload(db: DbOrTx, actor: Actor, key: string): Promise<boolean> {
  if (actor.kind !== 'user') return false;
  for (const student of await findStudentsHoldingFile(db, key)) {
    if (await canReadFolders(db, actor, student)) return true;
  }
  return false;
}

/** The KILIAN folders as holders of stored files, for the uploads routes (composed in app.ts). */
export const kilianFileHolder: FileHolder = {
  canRead: canReadThroughKilianUpload,
  refusal: { holds: isKilianFile, message: kilianMessages.fileNoAccess },
};
