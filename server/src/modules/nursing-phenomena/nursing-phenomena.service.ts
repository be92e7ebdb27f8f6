import type { CompetencyCatRow } from '@praxisport/contract/catalogue';
import {
  nursingPhenomenaMessages as msg,
  type CompetencyAssessmentResponse,
  type CompetencyTestRow,
  type CreateCompetencyTestBody,
  type ExplanationResponse,
  type NursingLinksResponse,
  type NursingPhenomenonResponse,
  type NursingPhenomenonTestsResponse,
  type TestByIdResponse,
} from '@praxisport/contract/nursing-phenomena';
import type { Db, DbOrTx } from '../../db/client';
import type { UserActor } from '../../lib/actor';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { withUniqueConflict } from '../../lib/unique';
import * as catalogue from '../catalogue/catalogue.service';
import * as audit from '../audit/audit.service';
import { findStudent, type StudentRef } from '../users/users.service';
import { canChooseSubTest, canReadPhenomena } from './nursing-phenomena.policy';
import { toCompetencyTestRow } from './nursing-phenomena.presenter';
import * as repo from './nursing-phenomena.repository';

/** @throws NOT_FOUND unknown student; FORBIDDEN neither the student nor a teacher of their class */
async function readableStudent(db: DbOrTx, actor: UserActor, studentId: string): Promise<StudentRef> {
  const student = await findStudent(db, studentId);
  if (!student) throw notFound(msg.studentNotFound);
  if (!(await canReadPhenomena(db, actor, student))) throw new AppError('FORBIDDEN', msg.noAccess);
  return student;
}

/**
 * The categories with their options and the student's record in each (API-46, NP-01..03).
 * @throws NOT_FOUND unknown student; FORBIDDEN
 */
export async function getNursingPhenomena(db: DbOrTx, actor: UserActor, studentId: string): Promise<NursingPhenomenonResponse> {
  const student = await readableStudent(db, actor, studentId);
  const records = new Map((await repo.listRecordsOf(db, student.id)).map((r) => [r.categoryId, toCompetencyTestRow(r)]));
  const categories = await catalogue.listCategories(db);
  return {
    student: { _id: student.id, firstName: student.firstName, name: student.name },
    categories: await Promise.all(
      categories.map(async (c) => ({
        _id: c._id,
        title: c.title,
        options: (await catalogue.listOptions(db, c._id)).map((o) => ({ _id: o._id, title: o.title })),
        competencyTest: records.get(c._id) ?? null,
      })),
    ),
  };
}

/**
 * The chosen sub-tests of a student with their records (API-47, AMB-155).
 * @throws NOT_FOUND unknown student; FORBIDDEN
 */
export async function getCompetencyAssessment(db: DbOrTx, actor: UserActor, studentId: string): Promise<CompetencyAssessmentResponse> {
  const student = await readableStudent(db, actor, studentId);
  const subTestsAssessment: CompetencyAssessmentResponse['subTestsAssessment'] = [];
  for (const r of await repo.listRecordsOf(db, student.id)) {
    const subTest = await catalogue.findSubTest(db, r.subTestId);
    if (subTest) subTestsAssessment.push({ subTest, competencyTest: toCompetencyTestRow(r) });
  }
  return { subTestsAssessment };
}

/** The competency categories (API-48, NP-18; a read-only POST, AMB-110). */
export const listCompetencyAssessmentTypes = (db: DbOrTx): Promise<CompetencyCatRow[]> => catalogue.listCategories(db);

/** @throws NOT_FOUND unknown option */
async function getOption(db: DbOrTx, optionId: string) {
  const option = await catalogue.findOption(db, optionId);
  if (!option) throw notFound(msg.optionNotFound);
  return option;
}

/** An option's title and tests (API-49, NP-06). @throws NOT_FOUND unknown option */
export async function getTests(db: DbOrTx, optionId: string): Promise<NursingPhenomenonTestsResponse> {
  const option = await getOption(db, optionId);
  return { title: option.title, _competencyCat: option._competencyCat, tests: await catalogue.listTests(db, option._id) };
}

/** A test and its sub-tests (API-50, NP-07). @throws NOT_FOUND unknown test */
export async function getTestById(db: DbOrTx, testId: string): Promise<TestByIdResponse> {
  const test = await catalogue.findTest(db, testId);
  if (!test) throw notFound(msg.testNotFound);
  return { test, subTests: await catalogue.listSubTests(db, test._id) };
}

/** One sub-test of a test (API-51, NP-21, NP-23). @throws NOT_FOUND unknown or mismatched ids */
export async function getSubTestById(db: DbOrTx, testId: string, subTestId: string) {
  return { subTest: (await catalogue.getTestAndSubTest(db, testId, subTestId)).subTest };
}

/** The links page's four links (API-P11, NP-10, AMB-115). @throws NOT_FOUND unknown or mismatched ids */
export async function getLinks(db: DbOrTx, testId: string, subTestId: string): Promise<NursingLinksResponse> {
  const { test, subTest } = await catalogue.getTestAndSubTest(db, testId, subTestId);
  return { links: await catalogue.getSubTestLinks(db, testId, subTestId), test, subTestTitle: subTest.title };
}

/**
 * The option's own explanation (API-P13, AMB-95, AMB-108): its text, and its video link or else the
 * first sub-test's video of the option. @throws NOT_FOUND unknown option
 */
export async function getExplanation(db: DbOrTx, optionId: string): Promise<ExplanationResponse> {
  const option = await getOption(db, optionId);
  const explanation = await repo.findExplanation(db, option._id);
  let videoLink = explanation?.videoLink ?? null;
  if (!videoLink) {
    for (const test of await catalogue.listTests(db, option._id)) {
      const [first] = await catalogue.listSubTests(db, test._id);
      if (first?.videoLink) {
        videoLink = first.videoLink;
        break;
      }
    }
  }
  return { title: option.title, text: explanation?.text ?? null, videoLink };
}

/**
 * A student's record in a category (API-53, NP-22); null while none is chosen.
 * @throws NOT_FOUND unknown student or category; FORBIDDEN
 */
export async function getRecordByCategory(db: DbOrTx, actor: UserActor, studentId: string, categoryId: string): Promise<CompetencyTestRow | null> {
  const student = await readableStudent(db, actor, studentId);
  if (!(await catalogue.findCategory(db, categoryId))) throw notFound(msg.categoryNotFound);
  const record = await repo.findRecord(db, student.id, categoryId);
  return record ? toCompetencyTestRow(record) : null;
}

/**
 * 'Select' (API-52, NP-11): stores the student's option, test and sub-test of a category. The
 * sub-test may change within the chosen test; a different test is refused (NP-14, AMB-111).
 * @throws NOT_FOUND unknown student; FORBIDDEN not a teacher of the student's class;
 *   VALIDATION_ERROR unknown ids or ids that do not belong together; CONFLICT another test is chosen
 */
export async function chooseSubTest(db: Db, actor: UserActor, body: CreateCompetencyTestBody): Promise<CompetencyTestRow> {
  const student = await findStudent(db, body._student);
  if (!student) throw notFound(msg.studentNotFound);
  if (!(await canChooseSubTest(db, actor, student))) throw new AppError('FORBIDDEN', msg.noAccess);
  if (!(await catalogue.findCategory(db, body._competencyCat))) throw badRequest(msg.categoryNotFound, '_competencyCat');
  const option = await catalogue.findOption(db, body._categoryOption);
  if (!option) throw badRequest(msg.optionNotFound, '_categoryOption');
  if (option._competencyCat !== body._competencyCat) throw badRequest(msg.optionNotInCategory, '_categoryOption');
  const test = await catalogue.findTest(db, body._test);
  if (!test) throw badRequest(msg.testNotFound, '_test');
  if (test._competencyCategoryOption !== option._id) throw badRequest(msg.testNotInOption, '_test');
  const subTest = await catalogue.findSubTest(db, body._subTest);
  if (!subTest) throw badRequest(msg.subTestNotFound, '_subTest');
  if (subTest._competencyCatOptionTest !== test._id) throw badRequest(msg.subTestNotInTest, '_subTest');

  return db.transaction(async (tx) => {
    const existing = await repo.findRecord(tx, student.id, body._competencyCat);
    if (existing && existing.testId !== test._id) throw new AppError('CONFLICT', msg.locked);
    const row = existing
      ? await repo.updateSubTest(tx, { id: existing.id, testId: test._id, subTestId: subTest._id, chosenById: actor.id })
      : await withUniqueConflict(
          repo.insertRecord(tx, { studentId: student.id, categoryId: body._competencyCat, optionId: option._id, testId: test._id, subTestId: subTest._id, chosenById: actor.id }),
          { competency_test_records_student_category_unique: { message: msg.locked } },
        );
    if (!row) throw new AppError('CONFLICT', msg.locked);
    // the choice is the student's result in this category: recorded with what it replaced
    const values = (r: { testId: string; subTestId: string }) => ({ kind: 'nursingPhenomenon', categoryId: body._competencyCat, testId: r.testId, subTestId: r.subTestId });
    await audit.record(tx, actor, {
      action: 'assessment.chooseSubTest',
      entity: 'assessment',
      entityId: row.id,
      classId: student.gradeId,
      studentId: student.id,
      before: existing ? values(existing) : null,
      after: values(row),
    });
    return toCompetencyTestRow(row);
  });
}
