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
import type { Actor } from '../../lib/actor';
import { badRequest, notFound } from '../../lib/app-error';
import * as audit from '../audit/audit.service';
import { toCategoryRow, toLinks, toOptionRow, toSubTestRow, toTestRow } from './catalogue.presenter';
import * as repo from './catalogue.repository';

/** Inserts a catalogue entry and records it in the audit trail, in one transaction. */
async function created<T extends { id: string }>(db: DbOrTx, actor: Actor, kind: string, values: Record<string, unknown>, insert: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const row = await insert(tx);
    await audit.record(tx, actor, { action: 'catalogue.create', entity: 'catalogue', entityId: row.id, before: null, after: { kind, ...values } });
    return row;
  });
}

/** Every competency category in the order of creation (API-58). */
export async function listCategories(db: DbOrTx): Promise<CompetencyCatRow[]> {
  return (await repo.listCategories(db)).map(toCategoryRow);
}

/** Adds a category (API-57). */
export async function createCategory(db: DbOrTx, actor: Actor, title: string): Promise<CompetencyCatRow> {
  return toCategoryRow(await created(db, actor, 'competencyCategory', { title }, (tx) => repo.insertCategory(tx, title)));
}

/** The options of a category (API-60). @throws NOT_FOUND unknown category */
export async function listOptions(db: DbOrTx, categoryId: string): Promise<CompetencyCatOptionRow[]> {
  if (!(await repo.findCategory(db, categoryId))) throw notFound(catalogueMessages.categoryNotFound);
  return (await repo.listOptionsOfCategory(db, categoryId)).map(toOptionRow);
}

/** Adds an option to a category (API-59). @throws VALIDATION_ERROR unknown category */
export async function createOption(db: DbOrTx, actor: Actor, body: CreateCompetencyCatOptionBody): Promise<CompetencyCatOptionRow> {
  if (!(await repo.findCategory(db, body._competencyCat))) throw badRequest(catalogueMessages.categoryNotFound, '_competencyCat');
  const values = { categoryId: body._competencyCat, title: body.title };
  return toOptionRow(await created(db, actor, 'competencyOption', values, (tx) => repo.insertOption(tx, values)));
}

/** The tests of an option (API-61). @throws NOT_FOUND unknown option */
export async function listTests(db: DbOrTx, optionId: string): Promise<CompetencyCatOptionTestRow[]> {
  if (!(await repo.findOption(db, optionId))) throw notFound(catalogueMessages.optionNotFound);
  return (await repo.listTestsOfOption(db, optionId)).map(toTestRow);
}

/** Adds a test to an option (API-62). @throws VALIDATION_ERROR unknown option */
export async function createTest(db: DbOrTx, actor: Actor, body: CreateCompetencyCatOptionTestBody): Promise<CompetencyCatOptionTestRow> {
  if (!(await repo.findOption(db, body._competencyCategoryOption))) throw badRequest(catalogueMessages.optionNotFound, '_competencyCategoryOption');
  const values = { optionId: body._competencyCategoryOption, title: body.title };
  return toTestRow(await created(db, actor, 'competencyTest', values, (tx) => repo.insertTest(tx, values)));
}

/** Every sub-test (API-64), or those of one test (API-63). @throws NOT_FOUND unknown test */
export async function listSubTests(db: DbOrTx, testId?: string): Promise<CompetencyCatOptionSubTestRow[]> {
  if (testId && !(await repo.findTest(db, testId))) throw notFound(catalogueMessages.testNotFound);
  return (await repo.listSubTests(db, testId)).map(toSubTestRow);
}

/** Adds a sub-test with its links (API-65, AMB-128). @throws VALIDATION_ERROR unknown test */
export async function createSubTest(db: DbOrTx, actor: Actor, body: CreateSubTestBody): Promise<CompetencyCatOptionSubTestRow> {
  if (!(await repo.findTest(db, body._competencyCatOptionTest))) throw badRequest(catalogueMessages.testNotFound, '_competencyCatOptionTest');
  const { _competencyCatOptionTest, ...fields } = body;
  const values = { ...fields, testId: _competencyCatOptionTest };
  return toSubTestRow(await created(db, actor, 'competencySubTest', values, (tx) => repo.insertSubTest(tx, values)));
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
export async function setSubTestLinks(db: DbOrTx, actor: Actor, body: AddSubTestLinksBody): Promise<SubTestLinks> {
  const test = await repo.findTest(db, body._test);
  if (!test) throw badRequest(catalogueMessages.testNotFound, '_test');
  const subTest = await repo.findSubTest(db, body._subTest);
  if (!subTest) throw badRequest(catalogueMessages.subTestNotFound, '_subTest');
  if (subTest.testId !== test.id) throw badRequest(catalogueMessages.subTestNotInTest, '_subTest');
  const { videoLink, audioLink, pdfLink1, pdfLink2 } = body;
  const subTitle = body.subTitle ? body.subTitle : undefined;
  const changes = { videoLink, audioLink, pdfLink1, pdfLink2, ...(subTitle ? { subTitle } : {}) };
  const linksOf = (r: Record<string, unknown>) => Object.fromEntries(Object.keys(changes).map((k) => [k, r[k] ?? null]));
  return db.transaction(async (tx) => {
    const updated = await repo.updateSubTestLinks(tx, subTest.id, changes);
    await audit.record(tx, actor, { action: 'catalogue.update', entity: 'catalogue', entityId: subTest.id, before: { kind: 'competencySubTest', ...linksOf(subTest) }, after: { kind: 'competencySubTest', ...linksOf(updated) } });
    return toLinks(updated);
  });
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
