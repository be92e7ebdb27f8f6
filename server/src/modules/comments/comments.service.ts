import { commentMessages, type CommentBody, type CommentRow, type CommentsQuery } from '@praxisport/contract/comments';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { decodeTimeCursor, encodeTimeCursor } from '../../lib/cursor';
import type { UserActor } from '../../lib/actor';
import { canReadComments, canWriteComment } from './comments.policy';
import { toCommentRow } from './comments.presenter';
import { findStudent, type StudentRef } from '../users/users.service';
import { insertComment, listCommentsOfStudent, type CommentsCursor } from './comments.repository';

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
  // one statement: the comment is its own transaction
  const row = await insertComment(db, { teacherId: actor.id, studentId: student.id, comment: body.comment });
  return toCommentRow({ ...row, teacher: { id: actor.id, firstName: actor.firstName, name: actor.name } });
}

const encodeCursor = (c: CommentsCursor) => encodeTimeCursor({ at: c.createdAt, id: c.id });
/** @throws VALIDATION_ERROR a cursor this server did not hand out */
function decodeCursor(cursor: string): CommentsCursor {
  const { at, id } = decodeTimeCursor(cursor, commentMessages.badCursor, 'before');
  return { createdAt: at, id };
}

/**
 * A student's comments, newest first (API-25). Paged by cursor when asked: `limit` (default the
 * last 500), `before` the previous page's `nextCursor`; only a paged request gets `nextCursor`, so
 * the unpaged answer stays as the specification has it.
 * @throws NOT_FOUND unknown student; FORBIDDEN anyone but the student and the teachers of their class; VALIDATION_ERROR a foreign cursor.
 */
export async function listComments(db: DbOrTx, actor: UserActor, studentId: string, query: CommentsQuery = {}): Promise<{ comments: CommentRow[]; nextCursor?: string | null }> {
  const before = query.before ? decodeCursor(query.before) : undefined;
  const student = await getStudent(db, studentId);
  if (!(await canReadComments(db, actor, student))) throw new AppError('FORBIDDEN', commentMessages.noAccess);
  const { rows, next } = await listCommentsOfStudent(db, student.id, { limit: query.limit, before });
  const page = rows.map(toCommentRow);
  return query.limit === undefined && query.before === undefined ? { comments: page } : { comments: page, nextCursor: next ? encodeCursor(next) : null };
}
