import { imageTypes } from '@praxisport/contract/uploads';
import {
  KR_SET,
  PICTURE_SET,
  canonicalSet,
  optionQuestionMessages as msg,
  optionQuestionSets,
  type OptionAnswerRow,
  type OptionAnswersResponse,
  type OptionExtrasResponse,
  type OptionQuestionSet,
  type SaveOptionAnswerBody,
  type SaveOptionExtrasBody,
} from '@praxisport/contract/option-questions';
import type { Db, DbOrTx } from '../../db/client';
import type { UserActor } from '../../lib/actor';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { findStoredUpload } from '../uploads/uploads.service';
import { findStudent, type StudentRef } from '../users/users.service';
import { canAnswer, canReadAnswers } from './option-questions.policy';
import { toAnswerRow } from './option-questions.presenter';
import * as repo from './option-questions.repository';

/** @throws NOT_FOUND unknown set (the params schema refuses it first) */
function setOf(option: string): OptionQuestionSet {
  const set = canonicalSet(option);
  if (!set) throw notFound(msg.unknownSet);
  return set;
}

async function getStudent(db: DbOrTx, studentId: string): Promise<StudentRef> {
  const student = await findStudent(db, studentId);
  if (!student) throw notFound(msg.studentNotFound);
  return student;
}

/** @throws NOT_FOUND unknown student; FORBIDDEN not the student themself */
async function answeringStudent(db: DbOrTx, actor: UserActor, studentId: string): Promise<StudentRef> {
  const student = await getStudent(db, studentId);
  if (!canAnswer(actor, student)) throw new AppError('FORBIDDEN', msg.onlyOwn);
  return student;
}

/**
 * A student's answers of a set (API-P18, AMB-100), read by the student and the teachers of their class.
 * @throws NOT_FOUND unknown student; FORBIDDEN
 */
export async function getAnswers(db: DbOrTx, actor: UserActor, studentId: string, option: string): Promise<OptionAnswersResponse> {
  const set = setOf(option);
  const student = await getStudent(db, studentId);
  if (!(await canReadAnswers(db, actor, student))) throw new AppError('FORBIDDEN', msg.noAccess);
  const extras = await repo.findExtras(db, student.id, set);
  return {
    option: set,
    student: { _id: student.id, firstName: student.firstName, name: student.name },
    answers: (await repo.listAnswers(db, student.id, set)).map(toAnswerRow),
    kr: (extras?.kr as OptionAnswersResponse['kr']) ?? null,
    pictures: extras?.pictures ?? [],
  };
}

/**
 * The student saves one question's answer (API-P19, OPTQ-08..10): grade 1–5 and the confirmation.
 * @throws NOT_FOUND unknown student; FORBIDDEN not the student themself; VALIDATION_ERROR a question of another set
 */
export async function saveAnswer(db: DbOrTx, actor: UserActor, studentId: string, option: string, body: SaveOptionAnswerBody): Promise<OptionAnswerRow> {
  const set = setOf(option);
  const student = await answeringStudent(db, actor, studentId);
  if (!(optionQuestionSets[set] as readonly string[]).includes(body.question)) throw badRequest(msg.unknownQuestion, 'question');
  return toAnswerRow(await repo.upsertAnswer(db, { studentId: student.id, optionSet: set, question: body.question, grade: body.grade, confirmed: body.confirmed }));
}

/**
 * The student saves the set's KR choice (OPTQ-04) or pictures (OPTQ-03). Pictures are addresses of
 * images the student uploaded through the upload flow, or ones already stored with the set.
 * @throws NOT_FOUND unknown student; FORBIDDEN; VALIDATION_ERROR a field the set does not have, or a foreign or non-image address
 */
export async function saveExtras(
  db: Db,
  actor: UserActor,
  studentId: string,
  option: string,
  body: SaveOptionExtrasBody,
  { publicUrl }: { publicUrl: string | undefined },
): Promise<OptionExtrasResponse> {
  const set = setOf(option);
  const student = await answeringStudent(db, actor, studentId);
  if (body.kr !== undefined && set !== KR_SET) throw badRequest(msg.krNotHere, 'kr');
  if (body.pictures !== undefined && set !== PICTURE_SET) throw badRequest(msg.picturesNotHere, 'pictures');
  const stored = (await repo.findExtras(db, student.id, set))?.pictures ?? [];
  const pictures = body.pictures ? [...new Set(body.pictures.map((p) => p.trim()))] : undefined;
  for (const [i, address] of (pictures ?? []).entries()) {
    if (stored.includes(address)) continue;
    // only an image the student uploaded themself, at an address on this server's own origin
    const upload = await findStoredUpload(db, address, publicUrl);
    const isImage = upload && (imageTypes as readonly string[]).includes(upload.contentType);
    if (!isImage || upload.uploaderId !== actor.id) throw badRequest(msg.pictureInvalid, `pictures.${i}`);
  }
  const row = await repo.upsertExtras(db, { studentId: student.id, optionSet: set, kr: body.kr, pictures });
  return { kr: (row.kr as OptionExtrasResponse['kr']) ?? null, pictures: row.pictures };
}
