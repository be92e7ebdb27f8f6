import {
  KILIAN_TILES,
  kilianMessages,
  kilianTypes,
  kilianUploadTypes,
  type CreateKilianUploadBody,
  type KilianFolderType,
  type KilianStudentsResponse,
  type KilianSubTestResponse,
  type KilianTaskResponse,
  type KilianTasksResponse,
  type KilianTilesResponse,
  type KilianType,
  type KilianUploadRow,
  type StartKilianTaskBody,
  type StartedKilianTaskResponse,
} from '@praxisport/contract/kilian';
import type { Db, DbOrTx } from '../../db/client';
import type { UserActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { withUniqueConflict } from '../../lib/unique';
import { findStoredUpload } from '../uploads/uploads.service';
import { findStudent, type StudentRef } from '../users/users.service';
import { canReadFolders, canReadTask, canStartTask, canUploadTo } from './kilian.policy';
import { toPerson, toTaskListRow, toTaskRow, toUploadRow } from './kilian.presenter';
import {
  countFilesPerSubTest,
  findSubTest,
  findTaskOf,
  findUploadRecord,
  insertTask,
  insertUpload,
  listFirstSubTests,
  listFolder,
  listStudentsWithClass,
  listTasks,
} from './kilian.repository';

const personOf = (s: StudentRef) => ({ _id: s.id, firstName: s.firstName, name: s.name });

/** @throws NOT_FOUND unknown id or not a student's */
async function getStudent(db: DbOrTx, studentId: string): Promise<StudentRef> {
  const student = await findStudent(db, studentId);
  if (!student) throw new AppError('NOT_FOUND', kilianMessages.studentNotFound);
  return student;
}

/** @throws NOT_FOUND unknown sub-test */
async function getSubTestRow(db: DbOrTx, id: string) {
  const subTest = await findSubTest(db, id);
  if (!subTest) throw new AppError('NOT_FOUND', kilianMessages.subTestNotFound);
  return subTest;
}

/**
 * A student's task of one category (API-45, KIL-04); `kilian_task` is null while none was started.
 * @throws NOT_FOUND unknown student; FORBIDDEN the actor may not see it
 */
export async function getTask(db: DbOrTx, actor: UserActor, studentId: string, kilianType: KilianType): Promise<KilianTaskResponse> {
  const student = await getStudent(db, studentId);
  if (!(await canReadTask(db, actor, student))) throw new AppError('FORBIDDEN', kilianMessages.noAccess);
  const found = await findTaskOf(db, student.id, kilianType);
  return { kilian_task: found ? toTaskRow(found.task) : null, kilian: found ? toPerson(found.kilian) : null, student: personOf(student) };
}

/** The tasks a kilian user started, newest first, each with its topic and student. */
export async function listStartedTasks(db: DbOrTx, actor: UserActor): Promise<KilianTasksResponse> {
  return { tasks: (await listTasks(db, { startedById: actor.id })).map(toTaskListRow) };
}

/**
 * A student's started tasks with their topics, in the order of the categories (the same readers as one task, API-45).
 * @throws NOT_FOUND unknown student; FORBIDDEN the actor may not see them
 */
export async function listStudentTasks(db: DbOrTx, actor: UserActor, studentId: string): Promise<KilianTasksResponse> {
  const student = await getStudent(db, studentId);
  if (!(await canReadTask(db, actor, student))) throw new AppError('FORBIDDEN', kilianMessages.noAccess);
  const rank = (t: KilianType) => kilianTypes.indexOf(t);
  const rows = (await listTasks(db, { studentId: student.id })).sort((a, b) => rank(a.task.kilianType) - rank(b.task.kilianType));
  return { tasks: rows.map(toTaskListRow) };
}

/**
 * 'Start task' (API-44, KIL-05..09): one task per student and category, enforced by a unique index (SEC-13).
 * @throws NOT_FOUND unknown student; FORBIDDEN a student without class; CONFLICT already started
 */
export async function startTask(db: Db, actor: UserActor, body: StartKilianTaskBody): Promise<StartedKilianTaskResponse> {
  const student = await getStudent(db, body._student);
  if (!canStartTask(actor, student)) throw new AppError('FORBIDDEN', kilianMessages.studentWithoutClass, '_student');
  if (await findTaskOf(db, student.id, body.kilian_type)) throw new AppError('CONFLICT', kilianMessages.alreadyStarted);
  const task = await withUniqueConflict(insertTask(db, { studentId: student.id, kilianType: body.kilian_type, topic: body.topic, startedById: actor.id }), {
    kilian_tasks_student_type_unique: { message: kilianMessages.alreadyStarted },
  });
  return { kilian_task: toTaskRow(task), kilian: { _id: actor.id, firstName: actor.firstName, name: actor.name } };
}

/** The students a kilian user may start tasks for (AMB-118). */
export async function listTaskStudents(db: DbOrTx): Promise<KilianStudentsResponse> {
  const rows = await listStudentsWithClass(db);
  return { students: rows.map((r) => ({ _id: r.id, firstName: r.firstName, name: r.name, className: r.className })) };
}

/** The sub-test of the folder screen (API-56, UPL-06, AMB-121). @throws NOT_FOUND unknown sub-test */
export async function getSubTest(db: DbOrTx, id: string): Promise<KilianSubTestResponse> {
  const s = await getSubTestRow(db, id);
  return { subTest: { _id: s.id, title: s.title, subTitle: s.subTitle } };
}

/**
 * The upload tiles of the KILIAN Tasks screen (KIL-02, AMB-117): the first sub-tests of the
 * catalogue with the number of files the student keeps in each.
 * @throws NOT_FOUND unknown student; FORBIDDEN neither the student nor a teacher of their class
 */
export async function getTiles(db: DbOrTx, actor: UserActor, studentId: string): Promise<KilianTilesResponse> {
  const student = await getStudent(db, studentId);
  if (!(await canReadFolders(db, actor, student))) throw new AppError('FORBIDDEN', kilianMessages.noAccess);
  const subTests = await listFirstSubTests(db, KILIAN_TILES);
  const counts = await countFilesPerSubTest(db, student.id, subTests.map((s) => s.id));
  return { subTests: subTests.map((s) => ({ _id: s.id, title: s.title, subTitle: s.subTitle, files: counts.get(s.id) ?? 0 })), student: personOf(student) };
}

/**
 * The files of one folder (API-55, UPL-08).
 * @throws NOT_FOUND unknown student or sub-test; FORBIDDEN neither the student nor a teacher of their class
 */
export async function listFolderFiles(
  db: DbOrTx,
  actor: UserActor,
  f: { studentId: string; subTestId: string; type: KilianFolderType },
): Promise<KilianUploadRow[]> {
  const student = await getStudent(db, f.studentId);
  if (!(await canReadFolders(db, actor, student))) throw new AppError('FORBIDDEN', kilianMessages.noAccess);
  await getSubTestRow(db, f.subTestId);
  return (await listFolder(db, f)).map(toUploadRow);
}

/**
 * Records a file the student uploaded through the pre-signed flow in one of their folders (API-54,
 * UPL-10, UPL-12). The address must be a stored file the student uploaded themselves, of an allowed
 * type (checked by content at upload), recorded once.
 * @throws FORBIDDEN not the student's own folder; NOT_FOUND unknown student or sub-test;
 *   VALIDATION_ERROR not an uploaded file or a type not allowed; CONFLICT already recorded
 */
export async function recordUpload(db: DbOrTx, actor: UserActor, body: CreateKilianUploadBody, { publicUrl }: { publicUrl: string | undefined }): Promise<KilianUploadRow> {
  if (!canUploadTo(actor, body._student)) throw new AppError('FORBIDDEN', kilianMessages.onlyOwner);
  const student = await getStudent(db, body._student);
  await getSubTestRow(db, body._competencyCategoryOptionSubTest);
  const address = body.file.split('?')[0]!;
  // only an address on this server's own origin names a stored upload (never a foreign URL)
  const stored = await findStoredUpload(db, address, publicUrl);
  if (!stored || stored.uploaderId !== actor.id) throw new AppError('VALIDATION_ERROR', kilianMessages.fileNotUploaded, 'file');
  if (!(kilianUploadTypes as readonly string[]).includes(stored.contentType)) throw new AppError('VALIDATION_ERROR', kilianMessages.fileTypeNotAllowed, 'file');
  const id = await withUniqueConflict(
    insertUpload(db, {
      studentId: student.id,
      subTestId: body._competencyCategoryOptionSubTest,
      type: body.type,
      title: body.title,
      file: address,
      uploadId: stored.id,
      uploadedById: actor.id,
    }),
    { kilian_uploads_upload_unique: { message: kilianMessages.alreadyRecorded, path: 'file' } },
  );
  return toUploadRow((await findUploadRecord(db, id))!);
}
