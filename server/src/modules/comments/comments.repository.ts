import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { comments } from '../../db/schema/comments';
import { users } from '../../db/schema/users';
import type { CommentWithTeacher } from './comments.presenter';

/** The newest comments of a student that a list returns (API-25). */
export const MAX_COMMENTS = 500;

/** Inserts a comment; the server sets createdAt (AMB-60). */
export async function insertComment(
  db: DbOrTx,
  values: { teacher: { id: string; firstName: string; name: string }; studentId: string; comment: string },
): Promise<CommentWithTeacher> {
  const [row] = await db
    .insert(comments)
    .values({ teacherId: values.teacher.id, studentId: values.studentId, comment: values.comment })
    .returning({ id: comments.id, comment: comments.comment, studentId: comments.studentId, createdAt: comments.createdAt });
  const { id, firstName, name } = values.teacher;
  return { ...row!, teacher: { id, firstName, name } };
}

/** A student's comments with their teachers' names, newest first, at most MAX_COMMENTS. */
export async function listCommentsOfStudent(db: DbOrTx, studentId: string): Promise<CommentWithTeacher[]> {
  return db
    .select({
      id: comments.id,
      comment: comments.comment,
      studentId: comments.studentId,
      createdAt: comments.createdAt,
      teacher: { id: users.id, firstName: users.firstName, name: users.name },
    })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.teacherId))
    .where(eq(comments.studentId, studentId))
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(MAX_COMMENTS);
}
