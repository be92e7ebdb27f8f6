import { commentMessages, type CommentBody, type CommentRow } from '@praxisport/contract/comments';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { UserActor } from '../../lib/actor';
import { canReadComments, canWriteComment } from './comments.policy';
import { toCommentRow } from './comments.presenter';
import { findStudent, type StudentRef } from '../users/users.service';
import { insertComment, listCommentsOfStudent } from './comments.repository';

/** @throws NOT_FOUND when the id is unknown or not a student's. */
async function getStudent(db: DbOrTx, id: string): Promise<StudentRef> {
  const student = await findStudent(db, id);
  if (!student) throw new AppError('NOT_FOUND', commentMessages.studentNotFound);
  return student;
}

/**
 * A teacher comments on a student of a class they joined (API-24). The text arrives trimmed and
 * is stored as sent: the client renders it as text, never as HTML.
 * @throws FORBIDDEN `_teacher` is someone else, or the teacher has not joined the student's class; NOT_FOUND unknown student.
 */
export async function createComment(db: DbOrTx, actor: UserActor, body: CommentBody): Promise<CommentRow> {
  if (body._teacher !== undefined && body._teacher !== actor.id) throw new AppError('FORBIDDEN', commentMessages.notSelf, '_teacher');
  const student = await getStudent(db, body._student);
  if (!(await canWriteComment(db, actor, student))) throw new AppError('FORBIDDEN', commentMessages.notYourStudent);
  return toCommentRow(await insertComment(db, { teacher: actor, studentId: student.id, comment: body.comment }));
}

/**
 * A student's comments, newest first (API-25).
 * @throws NOT_FOUND unknown student; FORBIDDEN anyone but the student and the teachers of their class.
 */
export async function listComments(db: DbOrTx, actor: UserActor, studentId: string): Promise<CommentRow[]> {
  const student = await getStudent(db, studentId);
  if (!(await canReadComments(db, actor, student))) throw new AppError('FORBIDDEN', commentMessages.noAccess);
  return (await listCommentsOfStudent(db, student.id)).map(toCommentRow);
}
