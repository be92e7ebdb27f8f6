import {
  assessmentMessages,
  type AssessmentCategoryRow,
  type AssessmentCategoryTestRow,
  type AssessmentOptionRow,
  type CreateAssessmentCategoryTestBody,
  type CreateAssessmentOptionBody,
} from '@praxisport/contract/assessments';
import { catalogueMessages } from '@praxisport/contract/catalogue';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import * as audit from '../audit/audit.service';
import { getTestAndSubTest } from '../catalogue/catalogue.service';
import { toCategoryRow, toCategoryTestRow, toOptionRow } from './assessments.presenter';
import * as repo from './assessments.repository';

/**
 * The root id of the one assessment catalogue (AMB-93): named by the server and read by the editor
 * at start (API-P12), so no client carries it; the same value in every environment.
 */
export const ASSESSMENT_ROOT_ID = '6d1f4a52-3c0e-4f4b-9a57-0c2d6a7e9b10';

/** Inserts a catalogue entry and records it in the audit trail, in one transaction. */
async function created<T extends { id: string }>(db: DbOrTx, actor: Actor, kind: string, values: Record<string, unknown>, insert: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const row = await insert(tx);
    await audit.record(tx, actor, { action: 'catalogue.create', entity: 'catalogue', entityId: row.id, before: null, after: { kind, ...values } });
    return row;
  });
}

/** The assessment categories of the catalogue (API-68). @throws NOT_FOUND another root id */
export async function listCategories(db: DbOrTx, rootId: string): Promise<AssessmentCategoryRow[]> {
  if (rootId !== ASSESSMENT_ROOT_ID) throw notFound(assessmentMessages.rootNotFound);
  return (await repo.listCategories(db)).map(toCategoryRow);
}

/** Adds an assessment category (API-71). */
export async function createCategory(db: DbOrTx, actor: Actor, title: string): Promise<AssessmentCategoryRow> {
  return toCategoryRow(await created(db, actor, 'assessmentCategory', { title }, (tx) => repo.insertCategory(tx, title)));
}

/** The test and sub-test, checked to belong together, with the catalogue's messages mapped to this domain's. */
async function checkTestAndSubTest(db: DbOrTx, testId: string, subTestId: string, asBadRequest: boolean) {
  try {
    await getTestAndSubTest(db, testId, subTestId);
  } catch (err) {
    if (!(err instanceof AppError) || !asBadRequest) throw err;
    const path = err.message === catalogueMessages.testNotFound ? '_competencyCatOptionTest' : '_competencySubTest';
    throw badRequest(err.message, path);
  }
}

/** The category tests of a category for a test and sub-test (API-72). @throws NOT_FOUND unknown ids */
export async function listCategoryTests(db: DbOrTx, o: { categoryId: string; subTestId: string; testId: string }): Promise<AssessmentCategoryTestRow[]> {
  if (!(await repo.findCategory(db, o.categoryId))) throw notFound(assessmentMessages.categoryNotFound);
  await checkTestAndSubTest(db, o.testId, o.subTestId, false);
  return (await repo.listCategoryTests(db, o)).map(toCategoryTestRow);
}

/** Adds a category test (API-73, ADM-34, AMB-127). @throws VALIDATION_ERROR unknown or mismatched ids */
export async function createCategoryTest(db: DbOrTx, actor: Actor, body: CreateAssessmentCategoryTestBody): Promise<AssessmentCategoryTestRow> {
  if (!(await repo.findCategory(db, body._competencyAssessmentCat))) throw badRequest(assessmentMessages.categoryNotFound, '_competencyAssessmentCat');
  await checkTestAndSubTest(db, body._competencyCatOptionTest, body._competencySubTest, true);
  const values = { categoryId: body._competencyAssessmentCat, testId: body._competencyCatOptionTest, subTestId: body._competencySubTest, desc: body.desc };
  return toCategoryTestRow(await created(db, actor, 'assessmentCategoryTest', values, (tx) => repo.insertCategoryTest(tx, values)));
}

/** The options of a category test by grade (API-74). @throws NOT_FOUND unknown category test */
export async function listOptions(db: DbOrTx, categoryTestId: string): Promise<AssessmentOptionRow[]> {
  if (!(await repo.findCategoryTest(db, categoryTestId))) throw notFound(assessmentMessages.categoryTestNotFound);
  return (await repo.listOptions(db, categoryTestId)).map(toOptionRow);
}

/** Adds an option with a grade 1–5 (API-75, ADM-40). @throws VALIDATION_ERROR unknown category test */
export async function createOption(db: DbOrTx, actor: Actor, body: CreateAssessmentOptionBody): Promise<AssessmentOptionRow> {
  if (!(await repo.findCategoryTest(db, body._competencyAssessmentCategoryTest))) {
    throw badRequest(assessmentMessages.categoryTestNotFound, '_competencyAssessmentCategoryTest');
  }
  const values = { categoryTestId: body._competencyAssessmentCategoryTest, title: body.title, desc: body.desc, grade: body.grade };
  return toOptionRow(await created(db, actor, 'assessmentOption', values, (tx) => repo.insertOption(tx, values)));
}

/** A test and its sub-test (API-76). @throws NOT_FOUND unknown or mismatched ids */
export async function getTestAndSubTestPair(db: DbOrTx, testId: string, subTestId: string) {
  return getTestAndSubTest(db, testId, subTestId);
}
