import { talkMessages, type ConfirmTalkBody, type SubmitTalkBody, type TalkResponse, type TalkRow, type TalkType } from '@praxisport/contract/talks';
import type { Db, DbOrTx } from '../../db/client';
import type { UserActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { withUniqueConflict } from '../../lib/unique';
import { isSelf } from '../classes/classes.policy';
import { canConfirmTalk, canReadTalks, canSubmitTalk } from './talks.policy';
import { toStudent, toTalkFields, toTalkRow } from './talks.presenter';
import { findStudent, type StudentRef as TalkStudent } from '../users/users.service';
import { notify } from '../notifications/notifications.service';
import * as audit from '../audit/audit.service';
import { confirmTalkByStudent, findTalk, findTalkOf, insertTalk, updateUnconfirmedTalk } from './talks.repository';

/** @throws NOT_FOUND unknown id or not a student's */
async function getStudent(db: DbOrTx, studentId: string): Promise<TalkStudent> {
  const student = await findStudent(db, studentId);
  if (!student) throw new AppError('NOT_FOUND', talkMessages.studentNotFound);
  return student;
}

/** What the trail keeps of a talk: its confirmations, never its texts (decision 025). */
const confirmationsOf = (t: { instructorConfirmation: boolean; studentConfirmation: boolean }) => ({
  instructorConfirmation: t.instructorConfirmation,
  studentConfirmation: t.studentConfirmation,
});

/** @throws NOT_FOUND unknown talk */
async function getTalkRecord(db: DbOrTx, talkId: string) {
  const talk = await findTalk(db, talkId);
  if (!talk) throw new AppError('NOT_FOUND', talkMessages.talkNotFound);
  return talk;
}

/**
 * A student's talk of one type (API-41, TALK-10); `talk` is null while none was submitted, so
 * that the form opens with its defaults (TALK-05 to TALK-07).
 * @throws NOT_FOUND unknown student; FORBIDDEN neither the student nor a teacher of their class
 */
export async function getTalk(db: DbOrTx, actor: UserActor, studentId: string, talkType: TalkType): Promise<TalkResponse> {
  const student = await getStudent(db, studentId);
  if (!(await canReadTalks(db, actor, student))) throw new AppError('FORBIDDEN', talkMessages.noAccess);
  const talk = await findTalkOf(db, student.id, talkType);
  return { talk: talk ? toTalkRow(talk) : null, student: toStudent(student) };
}

/**
 * Submits a talk ('Einreichen', API-42): creates the student's talk of this type, or replaces the
 * instructor's fields while the student has not confirmed it (AMB-76). The instructor is the
 * signed-in teacher (AMB-78); the submission records who confirmed and when.
 * @throws FORBIDDEN another `_teacher`, or not a teacher of the student's class; NOT_FOUND unknown
 *   student; CONFLICT the student confirmed it already, or another submission came first
 */
export async function submitTalk(db: Db, actor: UserActor, body: SubmitTalkBody): Promise<TalkRow> {
  if (!isSelf(actor, body._teacher)) throw new AppError('FORBIDDEN', talkMessages.notOwnTeacher, '_teacher');
  const student = await getStudent(db, body._student);
  if (!(await canSubmitTalk(db, actor, student))) throw new AppError('FORBIDDEN', talkMessages.noAccess);
  const fields = toTalkFields(body);
  return db.transaction(async (tx) => {
    const existing = await findTalkOf(tx, student.id, body.talkType);
    if (existing?.talk.studentConfirmation) throw new AppError('CONFLICT', talkMessages.locked);
    const id = existing
      ? await updateUnconfirmedTalk(tx, { id: existing.talk.id, teacherId: actor.id, fields })
      : await withUniqueConflict(insertTalk(tx, { studentId: student.id, talkType: body.talkType, teacherId: actor.id, fields }), {
          talks_student_type_unique: { message: talkMessages.concurrent },
        });
    // the student confirmed between the read and the update
    if (!id) throw new AppError('CONFLICT', talkMessages.locked);
    const saved = await getTalkRecord(tx, id);
    // the confirmations, in the same transaction
    await audit.record(tx, actor, {
      action: 'talk.submit',
      entity: 'talk',
      entityId: id,
      classId: student.gradeId,
      studentId: student.id,
      before: existing ? confirmationsOf(existing.talk) : null,
      after: { talkType: body.talkType, ...confirmationsOf(saved.talk) },
    });
    // the student learns that a talk waits for their confirmation
    if (saved.talk.instructorConfirmation && !saved.talk.studentConfirmation) {
      await notify(tx, { userId: student.id, kind: 'talkSubmitted', params: { teacher: `${actor.firstName} ${actor.name}`, talkType: body.talkType }, link: `/talksform/${body.talkType}/${student.id}` });
    }
    return toTalkRow(saved);
  });
}

/**
 * The student confirms their talk (API-43, TALK-19): once, after the instructor submitted it
 * (AMB-79); the talk is locked from then on.
 * @throws FORBIDDEN instructor fields sent, or not the talk's student; NOT_FOUND unknown talk;
 *   CONFLICT confirmed already, or not submitted yet
 */
export async function confirmTalk(db: DbOrTx, actor: UserActor, talkId: string, body: ConfirmTalkBody): Promise<TalkRow> {
  if (Object.keys(body).some((k) => k !== 'studentConfirmation')) throw new AppError('FORBIDDEN', talkMessages.onlyConfirmation);
  const record = await getTalkRecord(db, talkId);
  if (!canConfirmTalk(actor, record.talk)) throw new AppError('FORBIDDEN', talkMessages.noAccess);
  if (record.talk.studentConfirmation) throw new AppError('CONFLICT', talkMessages.locked);
  if (!record.talk.instructorConfirmation) throw new AppError('CONFLICT', talkMessages.notSubmitted);
  return db.transaction(async (tx) => {
    if (!(await confirmTalkByStudent(tx, { id: record.talk.id, studentId: actor.id }))) throw new AppError('CONFLICT', talkMessages.locked);
    const saved = await getTalkRecord(tx, record.talk.id);
    await audit.record(tx, actor, {
      action: 'talk.confirm',
      entity: 'talk',
      entityId: saved.talk.id,
      studentId: actor.id,
      classId: (await findStudent(tx, actor.id))?.gradeId ?? null,
      before: confirmationsOf(record.talk),
      after: confirmationsOf(saved.talk),
    });
    return toTalkRow(saved);
  });
}
