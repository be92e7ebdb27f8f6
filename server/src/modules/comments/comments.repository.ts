import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { comments } from '../../db/schema/comments';
import { users } from '../../db/schema/users';

/** The newest comments of a student that a list returns (API-25). */
export const MAX_COMMENTS = 500;

/** Inserts a comment; the database sets createdAt (AMB-60). */
export async function insertComment(db: DbOrTx, values: { teacherId: string; studentId: string; comment: string }) {
  const [row] = await db
    .insert(comments)
    .values(values)
    .returning({ id: comments.id, comment: comments.comment, studentId: comments.studentId, createdAt: comments.createdAt });
  return row!;
}

/** Where a page starts: after the comment with this creation time (full precision, as text) and id. */
export interface CommentsCursor {
  createdAt: string;
  id: string;
}

/**
 * A page of a student's comments with their teachers' names, newest first, by cursor (served by
 * comments_student_id_created_at_idx whatever the number of comments): at most `limit`, older than
 * `before`; `next` is the cursor of the page's last comment when more follow.
 */
export async function listCommentsOfStudent(db: DbOrTx, studentId: string, { limit = MAX_COMMENTS, before }: { limit?: number; before?: CommentsCursor } = {}) {
  const rows = await db
    .select({
      id: comments.id,
      comment: comments.comment,
      studentId: comments.studentId,
      createdAt: comments.createdAt,
      teacher: { id: users.id, firstName: users.firstName, name: users.name },
      // microseconds, which a Date would lose: the cursor must name the comment exactly
      cursorAt: sql<string>`${comments.createdAt}::text`,
    })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.teacherId))
    .where(
      and(
        eq(comments.studentId, studentId),
        before ? sql`(${comments.createdAt}, ${comments.id}) < (${before.createdAt}::timestamptz, ${before.id}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, next: rows.length > limit && last ? { createdAt: last.cursorAt, id: last.id } : null };
}
