import {
  assessmentCsvFileName,
  assessmentMessages,
  gradingMessages,
  type AssessmentCategoriesOfTestResponse,
  type AssessmentProgressResponse,
  type AssessmentResponse,
  type AssessmentRow,
  type AssessmentTestsResponse,
  type CategoryOptionsResponse,
  type CreateAssessmentBody,
  type GradesByCategoriesResponse,
  type RequiredAssessmentsResponse,
  type SubTestsAssessmentResponse,
} from '@praxisport/contract/assessments';
import type { DbOrTx } from '../../db/client';
import type { Actor, UserActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { withUniqueConflict } from '../../lib/unique';
import { getTestAndSubTest } from '../catalogue/catalogue.service';
import { listClassStudents } from '../classes/classes.service';
import { findStudent, type StudentRef } from '../users/users.service';
import { assessmentCsv } from './grading.csv';
import { canGrade, canReadAssessments } from './grading.policy';
import * as repo from './grading.repository';
import { notify } from '../notifications/notifications.service';
import * as audit from '../audit/audit.service';
import { auditMessages, type AuditEvent } from '@praxisport/contract/audit';

type TestIds = { studentId: string; testId: string; subTestId: string };

const toAssessmentRow = (r: repo.AssessmentRecord): AssessmentRow => ({
  _id: r.id,
  _competencyAssessmentCategoryTest: r.categoryTestId,
  _competencyAssessmentCategoryOption: r.optionId,
  _student: r.studentId,
  grade: r.grade,
  _teacher: r.teacherId,
  createdAt: r.createdAt.toISOString(),
});

/** One decimal (AMB-96, AMB-97). */
export const roundGrade = (mean: number) => Math.round(mean * 10) / 10;

/** @throws NOT_FOUND unknown id or not a student's */
async function getStudent(db: DbOrTx, studentId: string): Promise<StudentRef> {
  const student = await findStudent(db, studentId);
  if (!student) throw new AppError('NOT_FOUND', gradingMessages.studentNotFound);
  return student;
}

/**
 * The student, when the actor may read their assessments (an admin always may).
 * @throws NOT_FOUND unknown student; FORBIDDEN neither the student nor a teacher of their class
 */
async function readableStudent(db: DbOrTx, actor: Actor, studentId: string): Promise<StudentRef> {
  const student = await getStudent(db, studentId);
  if (actor.kind === 'user' && !(await canReadAssessments(db, actor, student))) throw new AppError('FORBIDDEN', gradingMessages.noAccess);
  return student;
}

/** @throws NOT_FOUND unknown category test */
async function getCategoryTest(db: DbOrTx, id: string) {
  const ct = await repo.findCategoryTestDetail(db, id);
  if (!ct) throw new AppError('NOT_FOUND', assessmentMessages.categoryTestNotFound);
  return ct;
}

/** The cards of the grid: every test and sub-test with category tests (API-47, API-P01, ASMT-03, ASMT-05). */
export async function listSubTestsAssessment(db: DbOrTx, actor: UserActor, studentId: string): Promise<SubTestsAssessmentResponse> {
  await readableStudent(db, actor, studentId);
  const rows = await repo.listAssessedSubTests(db);
  return {
    subTestsAssessment: rows.map((r) => ({
      subTest: { _id: r.subTestId, title: r.subTestTitle, subTitle: r.subTitle },
      competencyTest: { _id: r.testId, title: r.testTitle },
    })),
  };
}

/**
 * The assessment categories of a test and sub-test with the achieved grade (API-P02, ASMT-07, ASMT-26, AMB-96).
 * @throws NOT_FOUND unknown student, test or sub-test; FORBIDDEN no access to the student
 */
export async function listCategoriesOfTest(db: DbOrTx, actor: UserActor, ids: TestIds): Promise<AssessmentCategoriesOfTestResponse> {
  await readableStudent(db, actor, ids.studentId);
  const { test, subTest } = await getTestAndSubTest(db, ids.testId, ids.subTestId);
  const [cats, mean] = await Promise.all([repo.listCategoriesOfTest(db, ids), repo.meanGrade(db, ids)]);
  return {
    competencyAssessmentCats: cats.map((c) => ({ _id: c.id, title: c.title })),
    grade: mean === null ? null : roundGrade(mean),
    test: { _id: test._id, title: test.title },
    subTest: { _id: subTest._id, title: subTest.title },
  };
}

/**
 * A category's tests for a test and sub-test, each with whether the student was assessed (API-37, ASMT-22).
 * @throws NOT_FOUND unknown ids; FORBIDDEN no access to the student
 */
export async function listAssessmentTests(db: DbOrTx, actor: UserActor, ids: TestIds & { categoryId: string }): Promise<AssessmentTestsResponse> {
  await readableStudent(db, actor, ids.studentId);
  const category = await repo.findCategory(db, ids.categoryId);
  if (!category) throw new AppError('NOT_FOUND', assessmentMessages.categoryNotFound);
  const { test, subTest } = await getTestAndSubTest(db, ids.testId, ids.subTestId);
  const rows = await repo.listCategoryTestsWithGrades(db, ids);
  return {
    competencyAssessmentTests: rows.map((r) => ({ _id: r.id, desc: r.desc, assessment: r.grade !== null, grade: r.grade })),
    category: { _id: category.id, title: category.title },
    test: { _id: test._id, title: test.title },
    subTest: { _id: subTest._id, title: subTest.title },
  };
}

/** The options of a category test by grade, with the test as intro (API-P04, ASMT-14, ASMT-24). @throws NOT_FOUND unknown category test */
export async function listCategoryOptions(db: DbOrTx, categoryTestId: string): Promise<CategoryOptionsResponse> {
  const ct = await getCategoryTest(db, categoryTestId);
  const options = await repo.listOptions(db, ct.id);
  return {
    competencyTestOptions: options.map((o) => ({ _id: o.id, title: o.title, desc: o.desc, grade: o.grade })),
    comptencyAssessmentTest: {
      _id: ct.id,
      desc: ct.desc,
      category: { _id: ct.categoryId, title: ct.categoryTitle },
      test: { _id: ct.testId, title: ct.testTitle },
      subTest: { _id: ct.subTestId, title: ct.subTestTitle },
    },
  };
}

/**
 * A teacher of the student's class grades one category test, once (API-38, ASMT-15, ASMT-21, SEC-12, AMB-98).
 * @throws NOT_FOUND unknown student or category test; FORBIDDEN not a teacher of the student's class;
 *   VALIDATION_ERROR an unknown option or one of another category test; CONFLICT assessed already
 */
export async function createAssessment(db: DbOrTx, actor: UserActor, body: CreateAssessmentBody): Promise<AssessmentRow> {
  const student = await getStudent(db, body._student);
  if (!(await canGrade(db, actor, student))) throw new AppError('FORBIDDEN', gradingMessages.noAccess);
  const ct = await getCategoryTest(db, body._competencyAssessmentCategoryTest);
  const option = await repo.findOption(db, body._competencyAssessmentCategoryOption);
  if (!option) throw new AppError('VALIDATION_ERROR', gradingMessages.optionNotFound, '_competencyAssessmentCategoryOption');
  if (option.categoryTestId !== ct.id) throw new AppError('VALIDATION_ERROR', gradingMessages.optionNotOfTest, '_competencyAssessmentCategoryOption');
  if (await repo.findAssessment(db, { studentId: student.id, categoryTestId: ct.id })) throw new AppError('CONFLICT', gradingMessages.alreadyAssessed);
  const row = await withUniqueConflict(
    db.transaction(async (tx) => {
      const inserted = await repo.insertAssessment(tx, { studentId: student.id, categoryTestId: ct.id, optionId: option.id, grade: option.grade, teacherId: actor.id });
      await audit.record(tx, actor, {
        action: 'assessment.create',
        entity: 'assessment',
        entityId: inserted.id,
        classId: student.gradeId,
        studentId: student.id,
        before: null,
        after: { categoryTestId: ct.id, optionId: option.id, grade: option.grade },
      });
      // the student learns that an assessment was graded (their own, which they may read)
      await notify(tx, { userId: student.id, kind: 'assessmentGraded', params: { title: `${ct.testTitle} – ${ct.categoryTitle}` }, link: `/assessment/competency/${student.id}` });
      return inserted;
    }),
    { assessments_student_category_test_unique: { message: gradingMessages.alreadyAssessed } },
  );
  return toAssessmentRow(row);
}

/**
 * The history of an assessment, for the teachers of the student's class and admins.
 * @throws NOT_FOUND unknown assessment; FORBIDDEN not a teacher of the student's class
 */
export async function getAssessmentHistory(db: DbOrTx, actor: Actor, assessmentId: string): Promise<AuditEvent[]> {
  const row = await repo.findAssessmentById(db, assessmentId);
  if (!row) throw new AppError('NOT_FOUND', auditMessages.recordNotFound);
  if (actor.kind === 'user' && !(await canGrade(db, actor, await getStudent(db, row.studentId)))) throw new AppError('FORBIDDEN', gradingMessages.noAccess);
  return audit.listHistory(db, { entity: 'assessment', entityId: row.id });
}

/** The student's assessment of a category test, or null (API-39, ASMT-19). @throws NOT_FOUND unknown ids; FORBIDDEN no access */
export async function getAssessment(db: DbOrTx, actor: UserActor, o: { categoryTestId: string; studentId: string }): Promise<AssessmentResponse> {
  const student = await readableStudent(db, actor, o.studentId);
  const ct = await getCategoryTest(db, o.categoryTestId);
  const row = await repo.findAssessment(db, { studentId: student.id, categoryTestId: ct.id });
  return { assessment: row ? toAssessmentRow(row) : null };
}

/** How many category tests a test and sub-test has and how many are graded (API-P06, API-70, ASMT-13, ASMT-29). */
export async function getRequiredAssessments(db: DbOrTx, actor: Actor, ids: TestIds): Promise<RequiredAssessmentsResponse> {
  await readableStudent(db, actor, ids.studentId);
  await getTestAndSubTest(db, ids.testId, ids.subTestId);
  return repo.countRequired(db, ids);
}

/** Every assessment of a student (API-69; admins). @throws NOT_FOUND unknown student */
export async function listAllAssessments(db: DbOrTx, actor: Actor, studentId: string): Promise<AssessmentRow[]> {
  await readableStudent(db, actor, studentId);
  return (await repo.listAssessmentsOf(db, studentId)).map(toAssessmentRow);
}

/**
 * Every assessment category with the student's grades (API-40, CPROF-06, ENT-22); the profile
 * matches them to its boxes by title (AMB-97).
 */
export async function getGradesByCategories(db: DbOrTx, actor: UserActor, studentId: string): Promise<GradesByCategoriesResponse> {
  const student = await readableStudent(db, actor, studentId);
  const [cats, grades] = await Promise.all([repo.listAllCategories(db), repo.listGradesByCategory(db, student.id)]);
  return {
    scoresByComptencyCategoryOptionSubTest: cats.map((c) => ({ title: c.title, grades: grades.filter((g) => g.categoryId === c.id).map((g) => g.grade) })),
    student: { _id: student.id, firstName: student.firstName, name: student.name },
  };
}

/**
 * The CSV of a student's assessments in a test and sub-test (ASMT-10..ASMT-13), once every test is graded.
 * @throws NOT_FOUND unknown ids; FORBIDDEN no access; CONFLICT tests remain unassessed
 */
export async function exportAssessmentCsv(db: DbOrTx, actor: UserActor, ids: TestIds, now = new Date()): Promise<{ csv: string; fileName: string }> {
  await readableStudent(db, actor, ids.studentId);
  await getTestAndSubTest(db, ids.testId, ids.subTestId);
  const { totalTests, allAssessedTests } = await repo.countRequired(db, ids);
  if (totalTests === 0 || totalTests > allAssessedTests) throw new AppError('CONFLICT', gradingMessages.notAllAssessed);
  const rows = await repo.listCsvRows(db, ids);
  const csv = assessmentCsv(rows.map((r) => ({ category: r.category, categoryTest: r.categoryTest, testTitle: `${r.testTitle}: ${r.subTestTitle}`, grade: r.grade, option: r.option })));
  return { csv, fileName: assessmentCsvFileName(now) };
}

/** Per competency category, graded of required category tests for one student (beyond the specification). */
export async function getStudentProgress(db: DbOrTx, actor: UserActor, studentId: string): Promise<AssessmentProgressResponse> {
  const student = await readableStudent(db, actor, studentId);
  return toProgress(await repo.progressByCompetencyCategory(db, [student.id]));
}

/** The same summed over a class's students, for whoever may open the class. @throws NOT_FOUND, FORBIDDEN as opening the class */
export async function getClassProgress(db: DbOrTx, actor: Actor, classId: string): Promise<AssessmentProgressResponse> {
  const { students } = await listClassStudents(db, actor, classId, { invitations: false });
  return toProgress(await repo.progressByCompetencyCategory(db, students.map((s) => s._id)));
}

const toProgress = (rows: Awaited<ReturnType<typeof repo.progressByCompetencyCategory>>): AssessmentProgressResponse => ({
  categories: rows.map((r) => ({ _id: r.id, title: r.title, totalTests: r.total, allAssessedTests: r.assessed })),
});
