import {
  catalogueMessages,
  type AddSubTestLinksBody,
  type CompetencyCatOptionRow,
  type CompetencyCatOptionSubTestRow,
  type CompetencyCatOptionTestRow,
  type CompetencyCatRow,
  type CreateCompetencyCatOptionBody,
  type CreateCompetencyCatOptionTestBody,
  type CreateSubTestBody,
  type SubTestLinks,
} from '@praxisport/contract/catalogue';
import type { DbOrTx } from '../../db/client';
import { badRequest, notFound } from '../../lib/app-error';
import { toCategoryRow, toLinks, toOptionRow, toSubTestRow, toTestRow } from './catalogue.presenter';
import * as repo from './catalogue.repository';

/** Every competency category in the order of creation (API-58). */
export async function listCategories(db: DbOrTx): Promise<CompetencyCatRow[]> {
  return (await repo.listCategories(db)).map(toCategoryRow);
}

/** Adds a category (API-57). */
export async function createCategory(db: DbOrTx, title: string): Promise<CompetencyCatRow> {
  return toCategoryRow(await repo.insertCategory(db, title));
}

/** The options of a category (API-60). @throws NOT_FOUND unknown category */
export async function listOptions(db: DbOrTx, categoryId: string): Promise<CompetencyCatOptionRow[]> {
  if (!(await repo.findCategory(db, categoryId))) throw notFound(catalogueMessages.categoryNotFound);
  return (await repo.listOptionsOfCategory(db, categoryId)).map(toOptionRow);
}

/** Adds an option to a category (API-59). @throws VALIDATION_ERROR unknown category */
export async function createOption(db: DbOrTx, body: CreateCompetencyCatOptionBody): Promise<CompetencyCatOptionRow> {
  if (!(await repo.findCategory(db, body._competencyCat))) throw badRequest(catalogueMessages.categoryNotFound, '_competencyCat');
  return toOptionRow(await repo.insertOption(db, { categoryId: body._competencyCat, title: body.title }));
}

/** The tests of an option (API-61). @throws NOT_FOUND unknown option */
export async function listTests(db: DbOrTx, optionId: string): Promise<CompetencyCatOptionTestRow[]> {
  if (!(await repo.findOption(db, optionId))) throw notFound(catalogueMessages.optionNotFound);
  return (await repo.listTestsOfOption(db, optionId)).map(toTestRow);
}

/** Adds a test to an option (API-62). @throws VALIDATION_ERROR unknown option */
export async function createTest(db: DbOrTx, body: CreateCompetencyCatOptionTestBody): Promise<CompetencyCatOptionTestRow> {
  if (!(await repo.findOption(db, body._competencyCategoryOption))) throw badRequest(catalogueMessages.optionNotFound, '_competencyCategoryOption');
  return toTestRow(await repo.insertTest(db, { optionId: body._competencyCategoryOption, title: body.title }));
}

/** Every sub-test (API-64), or those of one test (API-63). @throws NOT_FOUND unknown test */
export async function listSubTests(db: DbOrTx, testId?: string): Promise<CompetencyCatOptionSubTestRow[]> {
  if (testId && !(await repo.findTest(db, testId))) throw notFound(catalogueMessages.testNotFound);
  return (await repo.listSubTests(db, testId)).map(toSubTestRow);
}

/** Adds a sub-test with its links (API-65, AMB-128). @throws VALIDATION_ERROR unknown test */
export async function createSubTest(db: DbOrTx, body: CreateSubTestBody): Promise<CompetencyCatOptionSubTestRow> {
  if (!(await repo.findTest(db, body._competencyCatOptionTest))) throw badRequest(catalogueMessages.testNotFound, '_competencyCatOptionTest');
  const { _competencyCatOptionTest, ...fields } = body;
  return toSubTestRow(await repo.insertSubTest(db, { ...fields, testId: _competencyCatOptionTest }));
}

/** A test and one of its sub-tests. @throws NOT_FOUND unknown test or sub-test, or a sub-test of another test */
export async function getTestAndSubTest(db: DbOrTx, testId: string, subTestId: string) {
  const test = await repo.findTest(db, testId);
  if (!test) throw notFound(catalogueMessages.testNotFound);
  const subTest = await repo.findSubTest(db, subTestId);
  if (!subTest) throw notFound(catalogueMessages.subTestNotFound);
  if (subTest.testId !== test.id) throw notFound(catalogueMessages.subTestNotInTest);
  return { test: toTestRow(test), subTest: toSubTestRow(subTest) };
}

/** The links of a sub-test (API-66, AMB-116). @throws NOT_FOUND unknown ids or ids that do not belong together */
export async function getSubTestLinks(db: DbOrTx, testId: string, subTestId: string): Promise<SubTestLinks> {
  const { subTest } = await getTestAndSubTest(db, testId, subTestId);
  return { subTitle: subTest.subTitle, videoLink: subTest.videoLink, audioLink: subTest.audioLink, pdfLink1: subTest.pdfLink1, pdfLink2: subTest.pdfLink2, _test: testId, _subTest: subTestId };
}

/** Sets a sub-test's links (API-67, ADM-18); an empty or absent sub title keeps the old one. @throws VALIDATION_ERROR unknown or mismatched ids */
export async function setSubTestLinks(db: DbOrTx, body: AddSubTestLinksBody): Promise<SubTestLinks> {
  const test = await repo.findTest(db, body._test);
  if (!test) throw badRequest(catalogueMessages.testNotFound, '_test');
  const subTest = await repo.findSubTest(db, body._subTest);
  if (!subTest) throw badRequest(catalogueMessages.subTestNotFound, '_subTest');
  if (subTest.testId !== test.id) throw badRequest(catalogueMessages.subTestNotInTest, '_subTest');
  const { videoLink, audioLink, pdfLink1, pdfLink2 } = body;
  const subTitle = body.subTitle ? body.subTitle : undefined;
  return toLinks(await repo.updateSubTestLinks(db, subTest.id, { videoLink, audioLink, pdfLink1, pdfLink2, ...(subTitle ? { subTitle } : {}) }));
}

/** One option, or null for an unknown id (read by the nursing-phenomena module). */
export async function findOption(db: DbOrTx, optionId: string): Promise<CompetencyCatOptionRow | null> {
  const row = await repo.findOption(db, optionId);
  return row ? toOptionRow(row) : null;
}

/** One test, or null for an unknown id (read by the nursing-phenomena module). */
export async function findTest(db: DbOrTx, testId: string): Promise<CompetencyCatOptionTestRow | null> {
  const row = await repo.findTest(db, testId);
  return row ? toTestRow(row) : null;
}

/** One sub-test, or null for an unknown id (read by the nursing-phenomena module). */
export async function findSubTest(db: DbOrTx, subTestId: string): Promise<CompetencyCatOptionSubTestRow | null> {
  const row = await repo.findSubTest(db, subTestId);
  return row ? toSubTestRow(row) : null;
}

/** One category, or null for an unknown id (read by the nursing-phenomena module). */
export async function findCategory(db: DbOrTx, categoryId: string): Promise<CompetencyCatRow | null> {
  const row = await repo.findCategory(db, categoryId);
  return row ? toCategoryRow(row) : null;
}
