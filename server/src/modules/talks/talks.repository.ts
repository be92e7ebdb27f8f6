import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TalkType } from '@praxisport/contract/talks';
import type { DbOrTx } from '../../db/client';
import { talks } from '../../db/schema/talks';
import { users } from '../../db/schema/users';

const teacher = alias(users, 'teacher');
const instructorBy = alias(users, 'instructor_by');
const studentBy = alias(users, 'student_by');

const talkColumns = {
  talk: talks,
  teacherSignature: teacher.signature,
  instructorBy: { id: instructorBy.id, firstName: instructorBy.firstName, name: instructorBy.name },
  studentBy: { id: studentBy.id, firstName: studentBy.firstName, name: studentBy.name },
};

function selectTalks(db: DbOrTx) {
  return db
    .select(talkColumns)
    .from(talks)
    .leftJoin(teacher, eq(teacher.id, talks.teacherId))
    .leftJoin(instructorBy, eq(instructorBy.id, talks.instructorConfirmedById))
    .leftJoin(studentBy, eq(studentBy.id, talks.studentConfirmedById));
}

/** A talk with its instructor's signature and the people who confirmed it. */
export type TalkRecord = Awaited<ReturnType<typeof selectTalks>>[number];

export async function findTalkOf(db: DbOrTx, studentId: string, talkType: TalkType): Promise<TalkRecord | null> {
  const [row] = await selectTalks(db)
    .where(and(eq(talks.studentId, studentId), eq(talks.talkType, talkType)))
    .limit(1);
  return row ?? null;
}

export async function findTalk(db: DbOrTx, id: string): Promise<TalkRecord | null> {
  const [row] = await selectTalks(db).where(eq(talks.id, id)).limit(1);
  return row ?? null;
}

/** The instructor's fields of a talk, as stored. */
export type TalkFields = Pick<
  typeof talks.$inferInsert,
  | 'interviewDate'
  | 'intermWeek'
  | 'intermYear'
  | 'finalWeek'
  | 'finalYear'
  | 'teacherType'
  | 'otherPerson'
  | 'otherType'
  | 'mainteractionDates'
  | 'fixedpointDates'
  | 'competencyTestDate'
>;

/** Inserts a submitted talk; the unique index on (student, type) refuses a second one. */
export async function insertTalk(db: DbOrTx, v: { studentId: string; talkType: TalkType; teacherId: string; fields: TalkFields }): Promise<string> {
  const [row] = await db
    .insert(talks)
    .values({
      studentId: v.studentId,
      talkType: v.talkType,
      teacherId: v.teacherId,
      ...v.fields,
      instructorConfirmation: true,
      instructorConfirmedById: v.teacherId,
      instructorConfirmedAt: sql`now()`,
    })
    .returning({ id: talks.id });
  return row!.id;
}

/** Re-submits a talk the student has not confirmed; null when it is confirmed (locked) meanwhile. */
export async function updateUnconfirmedTalk(db: DbOrTx, v: { id: string; teacherId: string; fields: TalkFields }): Promise<string | null> {
  const [row] = await db
    .update(talks)
    .set({
      ...v.fields,
      teacherId: v.teacherId,
      instructorConfirmation: true,
      instructorConfirmedById: v.teacherId,
      instructorConfirmedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(talks.id, v.id), eq(talks.studentConfirmation, false)))
    .returning({ id: talks.id });
  return row?.id ?? null;
}

/** Sets the student confirmation once, after the instructor's; null when that condition fails. */
export async function confirmTalkByStudent(db: DbOrTx, v: { id: string; studentId: string }): Promise<string | null> {
  const [row] = await db
    .update(talks)
    .set({ studentConfirmation: true, studentConfirmedById: v.studentId, studentConfirmedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(talks.id, v.id), eq(talks.instructorConfirmation, true), eq(talks.studentConfirmation, false)))
    .returning({ id: talks.id });
  return row?.id ?? null;
}

/** Whether this student has a talk confirmed by both sides whose instructor is this teacher. */
export async function hasConfirmedTalkWith(db: DbOrTx, v: { studentId: string; teacherId: string }): Promise<boolean> {
  const [row] = await db
    .select({ id: talks.id })
    .from(talks)
    .where(and(eq(talks.studentId, v.studentId), eq(talks.teacherId, v.teacherId), eq(talks.studentConfirmation, true)))
    .limit(1);
  return Boolean(row);
}
