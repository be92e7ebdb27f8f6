import { and, asc, count, desc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { KilianFolderType, KilianType } from '@praxisport/contract/kilian';
import type { DbOrTx } from '../../db/client';
import { competencySubTests } from '../../db/schema/catalogue';
import { kilianTasks, kilianUploads } from '../../db/schema/kilian';
import { uploads } from '../../db/schema/uploads';
import { classes, users } from '../../db/schema/users';

const startedBy = alias(users, 'started_by');
const taskStudent = alias(users, 'task_student');
const uploadedBy = alias(users, 'uploaded_by');

/** A student's task of one category, with the kilian user who started it. */
export async function findTaskOf(db: DbOrTx, studentId: string, kilianType: KilianType) {
  const [row] = await db
    .select({ task: kilianTasks, kilian: { id: startedBy.id, firstName: startedBy.firstName, name: startedBy.name } })
    .from(kilianTasks)
    .leftJoin(startedBy, eq(startedBy.id, kilianTasks.startedById))
    .where(and(eq(kilianTasks.studentId, studentId), eq(kilianTasks.kilianType, kilianType)))
    .limit(1);
  return row ?? null;
}
export type TaskRecord = NonNullable<Awaited<ReturnType<typeof findTaskOf>>>;

/** Started tasks with their student and who started it: those a kilian user started (newest first) or those of a student. */
export function listTasks(db: DbOrTx, by: { startedById: string } | { studentId: string }) {
  const where: SQL = 'startedById' in by ? eq(kilianTasks.startedById, by.startedById) : eq(kilianTasks.studentId, by.studentId);
  return db
    .select({
      task: kilianTasks,
      kilian: { id: startedBy.id, firstName: startedBy.firstName, name: startedBy.name },
      student: { id: taskStudent.id, firstName: taskStudent.firstName, name: taskStudent.name },
    })
    .from(kilianTasks)
    .innerJoin(taskStudent, eq(taskStudent.id, kilianTasks.studentId))
    .leftJoin(startedBy, eq(startedBy.id, kilianTasks.startedById))
    .where(where)
    .orderBy(desc(kilianTasks.createdAt), desc(kilianTasks.id))
    .limit(1000);
}
export type TaskListRecord = Awaited<ReturnType<typeof listTasks>>[number];

export async function insertTask(db: DbOrTx, values: { studentId: string; kilianType: KilianType; topic: string; startedById: string }) {
  const [row] = await db.insert(kilianTasks).values(values).returning();
  return row!;
}

/** Students who have a class, by name (whom a kilian user may start tasks for, AMB-118). */
export function listStudentsWithClass(db: DbOrTx) {
  return db
    .select({ id: users.id, firstName: users.firstName, name: users.name, className: classes.className })
    .from(users)
    .innerJoin(classes, eq(classes.id, users.gradeId))
    .where(and(eq(users.userType, 'student'), eq(users.status, 'active'), isNotNull(users.gradeId)))
    .orderBy(asc(users.name), asc(users.firstName))
    .limit(2000);
}

export async function findSubTest(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: competencySubTests.id, title: competencySubTests.title, subTitle: competencySubTests.subTitle })
    .from(competencySubTests)
    .where(eq(competencySubTests.id, id))
    .limit(1);
  return row ?? null;
}

/** The first sub-tests of the catalogue (the upload tiles), in catalogue order. */
export function listFirstSubTests(db: DbOrTx, limit: number) {
  return db
    .select({ id: competencySubTests.id, title: competencySubTests.title, subTitle: competencySubTests.subTitle })
    .from(competencySubTests)
    .orderBy(asc(competencySubTests.createdAt), asc(competencySubTests.id))
    .limit(limit);
}

/** How many files a student keeps per sub-test. */
export async function countFilesPerSubTest(db: DbOrTx, studentId: string, subTestIds: string[]) {
  if (subTestIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ subTestId: kilianUploads.subTestId, n: count() })
    .from(kilianUploads)
    .where(and(eq(kilianUploads.studentId, studentId), inArray(kilianUploads.subTestId, subTestIds)))
    .groupBy(kilianUploads.subTestId);
  return new Map(rows.map((r) => [r.subTestId, Number(r.n)]));
}

const uploadColumns = { upload: kilianUploads, uploadedBy: { id: uploadedBy.id, firstName: uploadedBy.firstName, name: uploadedBy.name }, size: uploads.size, contentType: uploads.contentType };

function selectUploads(db: DbOrTx) {
  return db
    .select(uploadColumns)
    .from(kilianUploads)
    .innerJoin(uploads, eq(uploads.id, kilianUploads.uploadId))
    .leftJoin(uploadedBy, eq(uploadedBy.id, kilianUploads.uploadedById));
}
export type UploadRecord = Awaited<ReturnType<typeof selectUploads>>[number];

/** The files of one folder, oldest first. */
export function listFolder(db: DbOrTx, f: { studentId: string; subTestId: string; type: KilianFolderType }) {
  return selectUploads(db)
    .where(and(eq(kilianUploads.studentId, f.studentId), eq(kilianUploads.subTestId, f.subTestId), eq(kilianUploads.type, f.type)))
    .orderBy(asc(kilianUploads.createdAt), asc(kilianUploads.id))
    .limit(1000);
}

export async function findUploadRecord(db: DbOrTx, id: string) {
  const [row] = await selectUploads(db).where(eq(kilianUploads.id, id)).limit(1);
  return row ?? null;
}

export async function insertUpload(db: DbOrTx, values: typeof kilianUploads.$inferInsert) {
  const [row] = await db.insert(kilianUploads).values(values).returning({ id: kilianUploads.id });
  return row!.id;
}

/** The students whose KILIAN folders hold the stored file with this key (for reading it). */
export function findStudentsHoldingFile(db: DbOrTx, key: string) {
  return db
    .select({ id: users.id, gradeId: users.gradeId })
    .from(kilianUploads)
    .innerJoin(users, eq(users.id, kilianUploads.studentId))
    .innerJoin(uploads, eq(uploads.id, kilianUploads.uploadId))
    .where(eq(uploads.key, key))
    .limit(5);
}
