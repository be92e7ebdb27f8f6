import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { prepared, preparedSql } from '../../db/prepared';
import { batcher } from '../../db/batch';
import { comments } from '../../db/schema/comments';
import { users } from '../../db/schema/users';
import type { CommentWithTeacher } from './comments.presenter';

/** The newest comments of a student that a list returns (API-25). */
export const MAX_COMMENTS = 500;

type NewComment = { teacher: { id: string; firstName: string; name: string }; studentId: string; comment: string };

/**
 * Inserts a comment; the server sets createdAt (AMB-60). The comments of other requests that arrive
 * meanwhile share the statement (db/batch.ts, sixteenth round; never two of one student, so that a
 * student's comments keep their order); the comments' trigger announces the students' comments in
 * its transaction (one commit a batch), and the caller drops them here (dropCommentPages).
 */
export function insertComment(db: Db, values: NewComment): Promise<CommentWithTeacher> {
  return commentInserts.run(db, values);
}

const commentInserts = batcher<NewComment, CommentWithTeacher>({
  key: (v) => v.studentId,
  runMany: async (db, values) => {
    // built once (issue 17): the comment write is the most frequent write of a teacher
    const { rows } = await preparedSql<{ id: string; comment: string; student_id: string; created_at_ms: number }>(db, 'comments_insert_many', () => {
      const p = (name: string, type: string) => sql`${sql.placeholder(name)}::${sql.raw(type)}`;
      return sql`
      with input as (
        select gen_random_uuid() as id, u.* from unnest(${p('teacherIds', 'uuid[]')}, ${p('studentIds', 'uuid[]')}, ${p('comments', 'text[]')})
          with ordinality as u(teacher_id, student_id, comment, n)
      ), inserted as (
        insert into ${comments} (id, teacher_id, student_id, comment)
        select id, teacher_id, student_id, comment from input
        returning id, comment, student_id, created_at
      )
      select ins.id, ins.comment, ins.student_id, (extract(epoch from ins.created_at) * 1000)::float8 as created_at_ms
      from input i join inserted ins on ins.id = i.id order by i.n`;
    }).execute({ teacherIds: values.map((v) => v.teacher.id), studentIds: values.map((v) => v.studentId), comments: values.map((v) => v.comment) });
    return rows.map((row, i) => {
      const { id, firstName, name } = values[i]!.teacher;
      return { id: row.id, comment: row.comment, studentId: row.student_id, createdAt: new Date(row.created_at_ms), teacher: { id, firstName, name } };
    });
  },
});

/** Where a page starts: after the comment with this creation time (full precision, as text) and id. */
export interface CommentsCursor {
  createdAt: string;
  id: string;
}

/**
 * A page of a student's comments with their teachers' names, newest first (issue 17: by cursor,
 * served by comments_student_id_created_at_idx whatever the number of comments): at most `limit`,
 * older than `before`; `next` is the cursor of the page's last comment when more follow.
 */
export async function listCommentsOfStudent(
  db: DbOrTx,
  studentId: string,
  { limit = MAX_COMMENTS, before }: { limit?: number; before?: CommentsCursor } = {},
): Promise<{ rows: CommentWithTeacher[]; next: CommentsCursor | null }> {
  // issue 17: built once per database; the first page and a page after a cursor are two statements
  const rows = await prepared(db, before ? 'comments_of_student_before' : 'comments_of_student_first', (d) => {
    const of = eq(comments.studentId, sql.placeholder('studentId'));
    return d
      .select({
        id: comments.id,
        comment: comments.comment,
        studentId: comments.studentId,
        createdAt: comments.createdAt,
        teacher: { id: users.id, firstName: users.firstName, name: users.name },
        cursorAt: sql<string>`${comments.createdAt}::text`,
      })
      .from(comments)
      .innerJoin(users, eq(users.id, comments.teacherId))
      .where(before ? and(of, sql`(${comments.createdAt}, ${comments.id}) < (${sql.placeholder('beforeAt')}::timestamptz, ${sql.placeholder('beforeId')}::uuid)`) : of)
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(sql.placeholder('limit'));
  }).execute(before ? { studentId, limit: limit + 1, beforeAt: before.createdAt, beforeId: before.id } : { studentId, limit: limit + 1 });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page.map(({ cursorAt: _c, ...row }) => row), next: rows.length > limit && last ? { createdAt: last.cursorAt, id: last.id } : null };
}
