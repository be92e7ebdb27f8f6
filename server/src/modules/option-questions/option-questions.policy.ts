import type { DbOrTx } from '../../db/client';
import type { Actor, UserActor } from '../../lib/actor';
import { isStudentOrTheirTeacher, type StudentOfClass as StudentRef } from '../classes/classes.policy';
import type { FileHolder } from '../uploads/uploads.policy';
import { findStudent } from '../users/users.service';
import { findStudentsHoldingPicture } from './option-questions.repository';

/**
 * The student themself and the teachers who joined the student's class read the answers (AMB-100,
 * API-P18; decision 018: the specification is silent, a teacher needs them for the appraisal).
 */
export async function canReadAnswers(db: DbOrTx, actor: UserActor, student: StudentRef): Promise<boolean> {
  return isStudentOrTheirTeacher(db, actor, student);
}

/** Only the student themself answers (a self-assessment, AMB-100, API-P19). */
export function canAnswer(actor: UserActor, student: StudentRef): boolean {
  return actor.userType === 'student' && actor.id === student.id;
}

/** Whether the actor may read this stored file because it is a picture of answers they may read. */
export async function canSeePictureThroughAnswers(db: DbOrTx, actor: Actor, key: string): Promise<boolean> {
  if (actor.kind !== 'user') return false;
  for (const studentId of await findStudentsHoldingPicture(db, key)) {
    const student = await findStudent(db, studentId);
    if (student && (await canReadAnswers(db, actor, student))) return true;
  }
  return false;
}

/** The pictures of option-question answers as holders of stored files, for the uploads routes (composed in app.ts). */
export const optionPictureHolder: FileHolder = { canRead: canSeePictureThroughAnswers };
