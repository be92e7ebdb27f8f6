import { z } from 'zod';
import { hasNoControlChars, idSchema, textError } from './common';

/** Titles of portfolio categories and items hold at most 200 characters. */
export const PORTFOLIO_TITLE_MAX_LENGTH = 200;
/** What is learned with an item: at most 2000 characters. */
export const ITEM_LEARNED_MAX_LENGTH = 2000;

/** The item types (ADM-28), verbatim. */
export const portfolioItemTypes = ['Mobility', 'Knowledge', 'Pain', 'Nutrition'] as const;
export type PortfolioItemType = (typeof portfolioItemTypes)[number];

export const portfolioMessages = {
  titleMissing: 'Bitte einen Titel eingeben.',
  titleTooLong: `Der Titel darf höchstens ${PORTFOLIO_TITLE_MAX_LENGTH} Zeichen lang sein.`,
  itemLearnedMissing: 'Bitte eingeben, was gelernt wird.',
  itemLearnedTooLong: `Der Lerninhalt darf höchstens ${ITEM_LEARNED_MAX_LENGTH} Zeichen lang sein.`,
  controlChars: 'Der Text enthält unzulässige Steuerzeichen.',
  typeInvalid: 'Bitte einen Typ wählen: Mobility, Knowledge, Pain oder Nutrition.',
  categoryMissing: 'Bitte eine Kategorie auswählen.',
  categoryNotFound: 'Kategorie nicht gefunden.',
  itemNotFound: 'Item nicht gefunden.',
  titleTaken: 'Ein Eintrag mit diesem Titel existiert hier bereits.',
} as const;

/** The alerts of the screen, verbatim (ADM-27). */
export const portfolioAlerts = { selectCategory: 'Please select a Category!' } as const;

const text = (max: number, missing: string, tooLong: string, label: string) =>
  z
    .string({ error: textError(label) })
    .trim()
    .min(1, { error: missing })
    .max(max, { error: tooLong })
    .refine(hasNoControlChars, { error: portfolioMessages.controlChars });

export const portfolioTitle = text(PORTFOLIO_TITLE_MAX_LENGTH, portfolioMessages.titleMissing, portfolioMessages.titleTooLong, 'Titel');
export const itemLearnedSchema = text(ITEM_LEARNED_MAX_LENGTH, portfolioMessages.itemLearnedMissing, portfolioMessages.itemLearnedTooLong, 'Lerninhalt');
export const portfolioItemType = z.enum(portfolioItemTypes, { error: portfolioMessages.typeInvalid });

export const idParams = z.object({ id: idSchema });

/** A training portfolio category (D2 §3). */
export const portfolioCategoryRow = z.object({ _id: idSchema, title: z.string() });
export type PortfolioCategoryRow = z.infer<typeof portfolioCategoryRow>;
/** A training portfolio item (D2 §3); the per-student ticks come with the student's portfolio. */
export const portfolioItemRow = z.object({
  _id: idSchema,
  title: z.string(),
  itemLearned: z.string(),
  type: z.enum(portfolioItemTypes),
  _trainingPortfolioCategory: idSchema,
});
export type PortfolioItemRow = z.infer<typeof portfolioItemRow>;

/** POST /admin/trainingPortfolio/category (API-77). */
export const createPortfolioCategoryBody = z.object({ title: portfolioTitle });
export type CreatePortfolioCategoryBody = z.infer<typeof createPortfolioCategoryBody>;
export const portfolioCategoryResponse = z.object({ trainingPortfolioCategory: portfolioCategoryRow });
/** GET /admin/trainingPortfolio/categories (API-78). */
export const portfolioCategoriesResponse = z.object({ trainingPortfolioCategories: z.array(portfolioCategoryRow) });

/** The editable fields of an item (API-79, API-81). */
export const portfolioItemFields = z.object({ title: portfolioTitle, itemLearned: itemLearnedSchema, type: portfolioItemType });
export type PortfolioItemFields = z.infer<typeof portfolioItemFields>;
/** POST /admin/trainingPortfolio/item (API-79): a category must be selected (ADM-27). */
export const createPortfolioItemBody = portfolioItemFields.extend({
  _trainingPortfolioCategory: idSchema.optional().refine((v) => v !== undefined, { error: portfolioMessages.categoryMissing }),
});
export type CreatePortfolioItemBody = z.infer<typeof createPortfolioItemBody>;
/** PATCH /admin/trainingPortfolio/items/{itemId} (API-81, AMB-91). */
export const updatePortfolioItemBody = portfolioItemFields;
export type UpdatePortfolioItemBody = z.infer<typeof updatePortfolioItemBody>;
export const portfolioItemResponse = z.object({ trainingPortfolioItem: portfolioItemRow });
/** GET /admin/trainingPortfolio/items/{categoryId} (API-80). */
export const portfolioItemsResponse = z.object({ trainingPortfolioItems: z.array(portfolioItemRow) });
