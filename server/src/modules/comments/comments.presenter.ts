import type { CommentRow } from '@praxisport/contract/comments';

/** A comment with its teacher's names, as the repository reads it. */
export interface CommentWithTeacher {
  id: string;
  comment: string;
  studentId: string;
  createdAt: Date;
  teacher: { id: string; firstName: string; name: string };
}

/** A comment of the API (ENT-12, AMB-60): `_teacher` populated with names, `createdAt` in ISO 8601. */
export function toCommentRow(c: CommentWithTeacher): CommentRow {
  return {
    _id: c.id,
    comment: c.comment,
    _teacher: { _id: c.teacher.id, firstName: c.teacher.firstName, name: c.teacher.name },
    _student: c.studentId,
    createdAt: c.createdAt.toISOString(),
  };
}
