import { z } from 'zod';
import { hasNoControlChars, idSchema, isoDate, textError } from './common';

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

// ---------------------------------------------------------------------------------------------
// A student's training portfolio (PORT-01..PORT-17)

/** The alerts of the student's portfolio, verbatim (ERR-15, ERR-21, PORT-11, PORT-14). */
export const portfolioSignAlerts = { notAllowed: 'Action not allowed', success: 'Action successful!' } as const;

export const PORTFOLIO_BLANK_MAX_LENGTH = 200;

export const portfolioSignMessages = {
  studentNotFound: 'Auszubildende:r nicht gefunden.',
  flagMissing: 'teacherChecked oder studentChecked angeben.',
  flagBoolean: 'teacherChecked und studentChecked müssen true oder false sein.',
  untilBeforeFrom: 'Bis darf nicht vor Von liegen.',
  assignmentMissing: 'Einsatz fehlt: Von, Bis und Einrichtung angeben.',
} as const;

/** The assignment blocks of the printable form, in print order (PORT-03). */
export const portfolioAssignmentBlocks = [
  'orientation',
  'longTermOutpatient',
  'acuteInpatient',
  'psychiatric',
  'longTermInpatient',
  'pediatric',
  'deepening',
] as const;
export type PortfolioAssignmentBlock = (typeof portfolioAssignmentBlocks)[number];

const blank = (label: string) =>
  z
    .string({ error: textError(label) })
    .trim()
    .max(PORTFOLIO_BLANK_MAX_LENGTH, { error: `${label} darf höchstens ${PORTFOLIO_BLANK_MAX_LENGTH} Zeichen lang sein.` })
    .refine(hasNoControlChars, { error: portfolioMessages.controlChars });

/** One assignment block: from and until dates (empty: null) and the company (PORT-03). */
export const portfolioAssignment = z
  .object({ from: isoDate('Von').nullable(), until: isoDate('Bis').nullable(), company: blank('Einrichtung') }, { error: portfolioSignMessages.assignmentMissing })
  .refine((a) => !a.from || !a.until || a.from <= a.until, { error: portfolioSignMessages.untilBeforeFrom, path: ['until'] });
export type PortfolioAssignment = z.infer<typeof portfolioAssignment>;

/** The blanks of the printable form, saved per student (PORT-02, PORT-03). */
export const portfolioFormBody = z.object({
  trainee: blank('Auszubildende:r'),
  school: blank('Pflegeschule'),
  provider: blank('Träger der praktischen Ausbildung'),
  assignments: z.object(
    Object.fromEntries(portfolioAssignmentBlocks.map((b) => [b, portfolioAssignment])) as Record<PortfolioAssignmentBlock, typeof portfolioAssignment>,
  ),
});
export type PortfolioForm = z.infer<typeof portfolioFormBody>;

export const emptyPortfolioForm = (): PortfolioForm => ({
  trainee: '',
  school: '',
  provider: '',
  assignments: Object.fromEntries(portfolioAssignmentBlocks.map((b) => [b, { from: null, until: null, company: '' }])) as PortfolioForm['assignments'],
});

/** A person who ticked, for "bestätigt von … am …". */
export const portfolioPerson = z.object({ _id: idSchema, firstName: z.string(), name: z.string() });
export type PortfolioPerson = z.infer<typeof portfolioPerson>;

/** The student's ticks of one item (PORT-16), with who ticked each and when. */
export const trainingPortfolioRow = z.object({
  _trainingPortfolioItem: idSchema,
  _student: idSchema,
  _teacher: idSchema.nullable(),
  teacherChecked: z.boolean(),
  studentChecked: z.boolean(),
  teacherCheckedBy: portfolioPerson.nullable(),
  teacherCheckedAt: z.string().nullable(),
  studentCheckedBy: portfolioPerson.nullable(),
  studentCheckedAt: z.string().nullable(),
});
export type TrainingPortfolioRow = z.infer<typeof trainingPortfolioRow>;

export const studentPortfolioItem = portfolioItemRow.extend({ trainingPortfolio: trainingPortfolioRow });
export type StudentPortfolioItem = z.infer<typeof studentPortfolioItem>;
export const studentPortfolioCategory = portfolioCategoryRow.extend({ items: z.array(studentPortfolioItem) });
export type StudentPortfolioCategory = z.infer<typeof studentPortfolioCategory>;

export const studentIdParams = z.object({ id: idSchema });

/** GET /api/teacher/trainingportfolio/categories/{studentId} (PORT-06, AMB-84), with the student and the saved blanks. */
export const studentPortfolioResponse = z.object({
  categories: z.array(studentPortfolioCategory),
  student: portfolioPerson,
  form: portfolioFormBody,
  formUpdatedBy: portfolioPerson.nullable(),
  formUpdatedAt: z.string().nullable(),
});
export type StudentPortfolioResponse = z.infer<typeof studentPortfolioResponse>;

const flag = z.boolean({ error: portfolioSignMessages.flagBoolean }).optional();

/**
 * PATCH /api/teacher/trainingportfolio/update (PORT-13, AMB-85): the teacher sends teacherChecked,
 * the student studentChecked; `_teacher` may be sent but must be the signed-in teacher.
 */
export const updateTrainingPortfolioBody = z
  .object({ _trainingPortfolioItem: idSchema, _student: idSchema, _teacher: idSchema.nullish(), teacherChecked: flag, studentChecked: flag })
  .refine((b) => b.teacherChecked !== undefined || b.studentChecked !== undefined, { error: portfolioSignMessages.flagMissing });
export type UpdateTrainingPortfolioBody = z.infer<typeof updateTrainingPortfolioBody>;
export const updateTrainingPortfolioResponse = z.object({ trainingPortfolio: trainingPortfolioRow, message: z.string() });

/** PUT /api/teacher/trainingportfolio/form/{studentId}: the blanks saved. */
export const portfolioFormResponse = z.object({ form: portfolioFormBody, message: z.string() });

/** German names of the assignment blocks (PflAPrV), for the PDF; the web takes them from its locales. */
export const portfolioAssignmentLabels: Record<PortfolioAssignmentBlock, string> = {
  orientation: 'Orientierungseinsatz',
  longTermOutpatient: 'Pflichteinsatz ambulante Akut-/Langzeitpflege',
  acuteInpatient: 'Pflichteinsatz stationäre Akutpflege',
  psychiatric: 'Pflichteinsatz psychiatrische Versorgung',
  longTermInpatient: 'Pflichteinsatz stationäre Langzeitpflege',
  pediatric: 'Pflichteinsatz pädiatrische Versorgung',
  deepening: 'Vertiefungseinsatz',
};
