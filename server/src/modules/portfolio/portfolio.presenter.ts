import type { PortfolioCategoryRow, PortfolioItemRow } from '@praxisport/contract/portfolio';
import type { PortfolioCategoryRecord, PortfolioItemRecord } from './portfolio.repository';

export const toCategoryRow = (r: PortfolioCategoryRecord): PortfolioCategoryRow => ({ _id: r.id, title: r.title });
export const toItemRow = (r: PortfolioItemRecord): PortfolioItemRow => ({
  _id: r.id,
  title: r.title,
  itemLearned: r.itemLearned,
  type: r.type,
  _trainingPortfolioCategory: r.categoryId,
});
