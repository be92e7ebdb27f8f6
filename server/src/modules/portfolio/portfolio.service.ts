import {
  portfolioMessages,
  type CreatePortfolioItemBody,
  type PortfolioCategoryRow,
  type PortfolioItemRow,
  type UpdatePortfolioItemBody,
} from '@praxisport/contract/portfolio';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { badRequest, notFound } from '../../lib/app-error';
import * as audit from '../audit/audit.service';
import { toCategoryRow, toItemRow } from './portfolio.presenter';
import * as repo from './portfolio.repository';

/** Every training portfolio category (API-78). */
export async function listCategories(db: DbOrTx): Promise<PortfolioCategoryRow[]> {
  return (await repo.listCategories(db)).map(toCategoryRow);
}

/** Adds a category (API-77). */
export async function createCategory(db: DbOrTx, actor: Actor, title: string): Promise<PortfolioCategoryRow> {
  return db.transaction(async (tx) => {
    const row = await repo.insertCategory(tx, title);
    await audit.record(tx, actor, { action: 'catalogue.create', entity: 'catalogue', entityId: row.id, before: null, after: { kind: 'portfolioCategory', title } });
    return toCategoryRow(row);
  });
}

/** The items of a category (API-80). @throws NOT_FOUND unknown category */
export async function listItems(db: DbOrTx, categoryId: string): Promise<PortfolioItemRow[]> {
  if (!(await repo.findCategory(db, categoryId))) throw notFound(portfolioMessages.categoryNotFound);
  return (await repo.listItemsOfCategory(db, categoryId)).map(toItemRow);
}

/** Adds an item to a category (API-79, ADM-26). @throws VALIDATION_ERROR no or an unknown category */
export async function createItem(db: DbOrTx, actor: Actor, body: CreatePortfolioItemBody): Promise<PortfolioItemRow> {
  const categoryId = body._trainingPortfolioCategory;
  if (!categoryId) throw badRequest(portfolioMessages.categoryMissing, '_trainingPortfolioCategory');
  if (!(await repo.findCategory(db, categoryId))) throw badRequest(portfolioMessages.categoryNotFound, '_trainingPortfolioCategory');
  const values = { categoryId, title: body.title, itemLearned: body.itemLearned, type: body.type };
  return db.transaction(async (tx) => {
    const row = await repo.insertItem(tx, values);
    await audit.record(tx, actor, { action: 'catalogue.create', entity: 'catalogue', entityId: row.id, before: null, after: { kind: 'portfolioItem', ...values } });
    return toItemRow(row);
  });
}

/** Changes an item's title, what is learned and type (API-81, AMB-91). @throws NOT_FOUND unknown item */
export async function updateItem(db: DbOrTx, actor: Actor, id: string, body: UpdatePortfolioItemBody): Promise<PortfolioItemRow> {
  return db.transaction(async (tx) => {
    const before = await repo.findItemForUpdate(tx, id);
    const row = before && (await repo.updateItem(tx, id, body));
    if (!before || !row) throw notFound(portfolioMessages.itemNotFound);
    const fields = (r: typeof row) => ({ kind: 'portfolioItem', title: r.title, itemLearned: r.itemLearned, type: r.type });
    await audit.record(tx, actor, { action: 'catalogue.update', entity: 'catalogue', entityId: id, before: fields(before), after: fields(row) });
    return toItemRow(row);
  });
}

/** Every item as {_id, title}, for the LFCE learning objectives (API-34). */
export async function listAllItemRefs(db: DbOrTx): Promise<{ _id: string; title: string }[]> {
  return (await repo.listAllItems(db)).map((r) => ({ _id: r.id, title: r.title }));
}

/** The ids among `ids` that are not portfolio items. */
export async function unknownItemIds(db: DbOrTx, ids: string[]): Promise<string[]> {
  const known = await repo.existingItemIds(db, ids);
  return ids.filter((id) => !known.has(id));
}
