import {
  portfolioMessages,
  type CreatePortfolioItemBody,
  type PortfolioCategoryRow,
  type PortfolioItemRow,
  type UpdatePortfolioItemBody,
} from '@praxisport/contract/portfolio';
import type { DbOrTx } from '../../db/client';
import { badRequest, notFound } from '../../lib/app-error';
import { toCategoryRow, toItemRow } from './portfolio.presenter';
import * as repo from './portfolio.repository';

/** Every training portfolio category (API-78). */
export async function listCategories(db: DbOrTx): Promise<PortfolioCategoryRow[]> {
  return (await repo.listCategories(db)).map(toCategoryRow);
}

/** Adds a category (API-77). */
export async function createCategory(db: DbOrTx, title: string): Promise<PortfolioCategoryRow> {
  return toCategoryRow(await repo.insertCategory(db, title));
}

/** The items of a category (API-80). @throws NOT_FOUND unknown category */
export async function listItems(db: DbOrTx, categoryId: string): Promise<PortfolioItemRow[]> {
  if (!(await repo.findCategory(db, categoryId))) throw notFound(portfolioMessages.categoryNotFound);
  return (await repo.listItemsOfCategory(db, categoryId)).map(toItemRow);
}

/** Adds an item to a category (API-79, ADM-26). @throws VALIDATION_ERROR no or an unknown category */
export async function createItem(db: DbOrTx, body: CreatePortfolioItemBody): Promise<PortfolioItemRow> {
  const categoryId = body._trainingPortfolioCategory;
  if (!categoryId) throw badRequest(portfolioMessages.categoryMissing, '_trainingPortfolioCategory');
  if (!(await repo.findCategory(db, categoryId))) throw badRequest(portfolioMessages.categoryNotFound, '_trainingPortfolioCategory');
  return toItemRow(await repo.insertItem(db, { categoryId, title: body.title, itemLearned: body.itemLearned, type: body.type }));
}

/** Changes an item's title, what is learned and type (API-81, AMB-91). @throws NOT_FOUND unknown item */
export async function updateItem(db: DbOrTx, id: string, body: UpdatePortfolioItemBody): Promise<PortfolioItemRow> {
  const row = await repo.updateItem(db, id, body);
  if (!row) throw notFound(portfolioMessages.itemNotFound);
  return toItemRow(row);
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
