import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { assessmentCategories, assessmentCategoryTests, assessmentOptions, assessments } from '../../db/schema/assessments';
import { competencyCategories, competencyOptions, competencySubTests, competencyTests } from '../../db/schema/catalogue';

const LIST_LIMIT = 1000;

export type AssessmentRecord = typeof assessments.$inferSelect;

/** The (test, sub-test) pairs that have category tests: the cards of the grid (API-P01), in catalogue order. */
export const listAssessedSubTests = (db: DbOrTx) =>
  db
    .selectDistinct({
      subTestId: competencySubTests.id,
      subTestTitle: competencySubTests.title,
      subTitle: competencySubTests.subTitle,
      testId: competencyTests.id,
      testTitle: competencyTests.title,
      testCreatedAt: competencyTests.createdAt,
      subTestCreatedAt: competencySubTests.createdAt,
    })
    .from(assessmentCategoryTests)
    .innerJoin(competencySubTests, eq(competencySubTests.id, assessmentCategoryTests.subTestId))
    .innerJoin(competencyTests, eq(competencyTests.id, assessmentCategoryTests.testId))
    .orderBy(asc(competencyTests.createdAt), asc(competencySubTests.createdAt), asc(competencySubTests.id))
    .limit(LIST_LIMIT);

/** The assessment categories that have category tests for a test and sub-test, in catalogue order. */
export const listCategoriesOfTest = (db: DbOrTx, o: { testId: string; subTestId: string }) =>
  db
    .selectDistinct({ id: assessmentCategories.id, title: assessmentCategories.title, createdAt: assessmentCategories.createdAt })
    .from(assessmentCategories)
    .innerJoin(assessmentCategoryTests, eq(assessmentCategoryTests.categoryId, assessmentCategories.id))
    .where(and(eq(assessmentCategoryTests.testId, o.testId), eq(assessmentCategoryTests.subTestId, o.subTestId)))
    .orderBy(asc(assessmentCategories.createdAt), asc(assessmentCategories.id))
    .limit(LIST_LIMIT);

/** Every assessment category (the competence profile's boxes). */
export const listAllCategories = (db: DbOrTx) =>
  db.select().from(assessmentCategories).orderBy(asc(assessmentCategories.createdAt), asc(assessmentCategories.id)).limit(LIST_LIMIT);

export async function findCategory(db: DbOrTx, id: string) {
  const [row] = await db.select().from(assessmentCategories).where(eq(assessmentCategories.id, id)).limit(1);
  return row ?? null;
}

/** A category test with its category, test and sub-test titles. */
export async function findCategoryTestDetail(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: assessmentCategoryTests.id,
      desc: assessmentCategoryTests.desc,
      categoryId: assessmentCategories.id,
      categoryTitle: assessmentCategories.title,
      testId: competencyTests.id,
      testTitle: competencyTests.title,
      subTestId: competencySubTests.id,
      subTestTitle: competencySubTests.title,
    })
    .from(assessmentCategoryTests)
    .innerJoin(assessmentCategories, eq(assessmentCategories.id, assessmentCategoryTests.categoryId))
    .innerJoin(competencyTests, eq(competencyTests.id, assessmentCategoryTests.testId))
    .innerJoin(competencySubTests, eq(competencySubTests.id, assessmentCategoryTests.subTestId))
    .where(eq(assessmentCategoryTests.id, id))
    .limit(1);
  return row ?? null;
}

/** The category tests of a category for a test and sub-test, with the student's grade where assessed. */
export const listCategoryTestsWithGrades = (db: DbOrTx, o: { studentId: string; categoryId: string; testId: string; subTestId: string }) =>
  db
    .select({ id: assessmentCategoryTests.id, desc: assessmentCategoryTests.desc, grade: assessments.grade })
    .from(assessmentCategoryTests)
    .leftJoin(assessments, and(eq(assessments.categoryTestId, assessmentCategoryTests.id), eq(assessments.studentId, o.studentId)))
    .where(
      and(eq(assessmentCategoryTests.categoryId, o.categoryId), eq(assessmentCategoryTests.testId, o.testId), eq(assessmentCategoryTests.subTestId, o.subTestId)),
    )
    .orderBy(asc(assessmentCategoryTests.createdAt), asc(assessmentCategoryTests.id))
    .limit(LIST_LIMIT);

export const listOptions = (db: DbOrTx, categoryTestId: string) =>
  db
    .select()
    .from(assessmentOptions)
    .where(eq(assessmentOptions.categoryTestId, categoryTestId))
    .orderBy(asc(assessmentOptions.grade), asc(assessmentOptions.createdAt), asc(assessmentOptions.id))
    .limit(LIST_LIMIT);

export async function findOption(db: DbOrTx, id: string) {
  const [row] = await db.select().from(assessmentOptions).where(eq(assessmentOptions.id, id)).limit(1);
  return row ?? null;
}

/** One assessment by its id, or null (its history). */
export async function findAssessmentById(db: DbOrTx, id: string): Promise<AssessmentRecord | null> {
  const [row] = await db.select().from(assessments).where(eq(assessments.id, id)).limit(1);
  return row ?? null;
}

export async function findAssessment(db: DbOrTx, o: { studentId: string; categoryTestId: string }): Promise<AssessmentRecord | null> {
  const [row] = await db
    .select()
    .from(assessments)
    .where(and(eq(assessments.studentId, o.studentId), eq(assessments.categoryTestId, o.categoryTestId)))
    .limit(1);
  return row ?? null;
}

export async function insertAssessment(db: DbOrTx, values: typeof assessments.$inferInsert): Promise<AssessmentRecord> {
  const [row] = await db.insert(assessments).values(values).returning();
  return row!;
}

export const listAssessmentsOf = (db: DbOrTx, studentId: string) =>
  db.select().from(assessments).where(eq(assessments.studentId, studentId)).orderBy(asc(assessments.createdAt), asc(assessments.id)).limit(LIST_LIMIT);

/** How many category tests a test and sub-test has, and how many of them the student has been assessed in. */
export async function countRequired(db: DbOrTx, o: { studentId: string; testId: string; subTestId: string }) {
  const [row] = await db
    .select({ total: count(assessmentCategoryTests.id), assessed: count(assessments.id) })
    .from(assessmentCategoryTests)
    .leftJoin(assessments, and(eq(assessments.categoryTestId, assessmentCategoryTests.id), eq(assessments.studentId, o.studentId)))
    .where(and(eq(assessmentCategoryTests.testId, o.testId), eq(assessmentCategoryTests.subTestId, o.subTestId)));
  return { totalTests: Number(row?.total ?? 0), allAssessedTests: Number(row?.assessed ?? 0) };
}

/** The mean of the student's grades for a test and sub-test, or null (AMB-96). */
export async function meanGrade(db: DbOrTx, o: { studentId: string; testId: string; subTestId: string }): Promise<number | null> {
  const [row] = await db
    .select({ mean: sql<string | null>`avg(${assessments.grade})` })
    .from(assessments)
    .innerJoin(assessmentCategoryTests, eq(assessmentCategoryTests.id, assessments.categoryTestId))
    .where(and(eq(assessments.studentId, o.studentId), eq(assessmentCategoryTests.testId, o.testId), eq(assessmentCategoryTests.subTestId, o.subTestId)));
  return row?.mean == null ? null : Number(row.mean);
}

/** The student's grades per assessment category id. */
export const listGradesByCategory = (db: DbOrTx, studentId: string) =>
  db
    .select({ categoryId: assessmentCategoryTests.categoryId, grade: assessments.grade })
    .from(assessments)
    .innerJoin(assessmentCategoryTests, eq(assessmentCategoryTests.id, assessments.categoryTestId))
    .where(eq(assessments.studentId, studentId))
    .orderBy(asc(assessments.createdAt), asc(assessments.id));

/** The rows of the CSV: the student's assessments for a test and sub-test, in category and test order. */
export const listCsvRows = (db: DbOrTx, o: { studentId: string; testId: string; subTestId: string }) =>
  db
    .select({
      category: assessmentCategories.title,
      categoryTest: assessmentCategoryTests.desc,
      testTitle: competencyTests.title,
      subTestTitle: competencySubTests.title,
      grade: assessments.grade,
      option: assessmentOptions.title,
    })
    .from(assessments)
    .innerJoin(assessmentCategoryTests, eq(assessmentCategoryTests.id, assessments.categoryTestId))
    .innerJoin(assessmentCategories, eq(assessmentCategories.id, assessmentCategoryTests.categoryId))
    .innerJoin(competencyTests, eq(competencyTests.id, assessmentCategoryTests.testId))
    .innerJoin(competencySubTests, eq(competencySubTests.id, assessmentCategoryTests.subTestId))
    .innerJoin(assessmentOptions, eq(assessmentOptions.id, assessments.optionId))
    .where(and(eq(assessments.studentId, o.studentId), eq(assessmentCategoryTests.testId, o.testId), eq(assessmentCategoryTests.subTestId, o.subTestId)))
    .orderBy(asc(assessmentCategories.createdAt), asc(assessmentCategoryTests.createdAt), asc(assessmentCategoryTests.id));

/**
 * Per competency category with category tests: how many there are (times `students`) and how many
 * of them the given students have been assessed in.
 */
export async function progressByCompetencyCategory(db: DbOrTx, studentIds: string[]) {
  const totals = await db
    .select({ id: competencyCategories.id, title: competencyCategories.title, createdAt: competencyCategories.createdAt, total: count(assessmentCategoryTests.id) })
    .from(assessmentCategoryTests)
    .innerJoin(competencyTests, eq(competencyTests.id, assessmentCategoryTests.testId))
    .innerJoin(competencyOptions, eq(competencyOptions.id, competencyTests.optionId))
    .innerJoin(competencyCategories, eq(competencyCategories.id, competencyOptions.categoryId))
    .groupBy(competencyCategories.id, competencyCategories.title, competencyCategories.createdAt)
    .orderBy(asc(competencyCategories.createdAt), asc(competencyCategories.id));
  const done = studentIds.length
    ? await db
        .select({ id: competencyOptions.categoryId, assessed: count(assessments.id) })
        .from(assessments)
        .innerJoin(assessmentCategoryTests, eq(assessmentCategoryTests.id, assessments.categoryTestId))
        .innerJoin(competencyTests, eq(competencyTests.id, assessmentCategoryTests.testId))
        .innerJoin(competencyOptions, eq(competencyOptions.id, competencyTests.optionId))
        .where(inArray(assessments.studentId, studentIds))
        .groupBy(competencyOptions.categoryId)
    : [];
  const assessedBy = new Map(done.map((d) => [d.id, Number(d.assessed)]));
  return totals.map((t) => ({ id: t.id, title: t.title, total: Number(t.total) * studentIds.length, assessed: assessedBy.get(t.id) ?? 0 }));
}
