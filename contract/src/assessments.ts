import { z } from 'zod';
import { hasNoControlChars, idSchema, textError } from './common';
import { competencyCatOptionSubTestRow, competencyCatOptionTestRow } from './catalogue';

/** Titles and descriptions of the assessment catalogue. */
export const ASSESSMENT_TITLE_MAX_LENGTH = 200;
export const ASSESSMENT_DESC_MAX_LENGTH = 2000;
/** The grade scale 1–5 (D2 §9, CONST). */
export const GRADE_MIN = 1;
export const GRADE_MAX = 5;

export const assessmentMessages = {
  titleMissing: 'Bitte einen Titel eingeben.',
  titleTooLong: `Der Titel darf höchstens ${ASSESSMENT_TITLE_MAX_LENGTH} Zeichen lang sein.`,
  descMissing: 'Bitte eine Beschreibung eingeben.',
  descTooLong: `Die Beschreibung darf höchstens ${ASSESSMENT_DESC_MAX_LENGTH} Zeichen lang sein.`,
  controlChars: 'Der Text enthält unzulässige Steuerzeichen.',
  gradeInvalid: 'Die Note muss eine ganze Zahl von 1 bis 5 sein.',
  rootNotFound: 'Unbekannter Bewertungskatalog.',
  categoryNotFound: 'Bewertungskategorie nicht gefunden.',
  categoryTestNotFound: 'Kategorietest nicht gefunden.',
  testNotFound: 'Test nicht gefunden.',
  subTestNotFound: 'Untertest nicht gefunden.',
  subTestNotInTest: 'Dieser Untertest gehört nicht zu diesem Test.',
  titleTaken: 'Ein Eintrag mit diesem Titel existiert hier bereits.',
} as const;

/** The alerts of the assessment editor, verbatim (D2 §5, ADM-35..ADM-39). */
export const assessmentAlerts = {
  selectCategory: 'Please select an Assessment Category!',
  selectSubTest: 'Please select a subtest!',
  selectTest: 'Please select a test!',
  selectAssessmentTest: 'Please select an Assessment Test!',
  selectCategoryTest: 'Please select a Category Test!',
} as const;

/** The grade descriptors 1–5 (D2 §9), verbatim. */
export const gradeDescriptors: Record<number, string> = {
  1: 'competence achieved to a particularly high degree',
  2: 'fully achieved',
  3: 'achieved in general',
  4: 'basically meets requirements',
  5: 'fraught with major shortcomings',
};

const text = (max: number, missing: string, tooLong: string, label: string) =>
  z
    .string({ error: textError(label) })
    .trim()
    .min(1, { error: missing })
    .max(max, { error: tooLong })
    .refine(hasNoControlChars, { error: assessmentMessages.controlChars });

export const assessmentTitle = text(ASSESSMENT_TITLE_MAX_LENGTH, assessmentMessages.titleMissing, assessmentMessages.titleTooLong, 'Titel');
export const assessmentDesc = text(ASSESSMENT_DESC_MAX_LENGTH, assessmentMessages.descMissing, assessmentMessages.descTooLong, 'Beschreibung');
/** A grade: an integer 1–5; numbers only (a text like 'abc' or '3' is refused). */
export const gradeSchema = z
  .number({ error: assessmentMessages.gradeInvalid })
  .int({ error: assessmentMessages.gradeInvalid })
  .min(GRADE_MIN, { error: assessmentMessages.gradeInvalid })
  .max(GRADE_MAX, { error: assessmentMessages.gradeInvalid });

export const idParams = z.object({ id: idSchema });

/** GET /admin/assessment/root (API-P12, AMB-93): the root id of the assessment catalogue. */
export const assessmentRootResponse = z.object({ rootId: idSchema });

export const assessmentCategoryRow = z.object({ _id: idSchema, title: z.string() });
export type AssessmentCategoryRow = z.infer<typeof assessmentCategoryRow>;
export const assessmentCategoryTestRow = z.object({
  _id: idSchema,
  desc: z.string(),
  _competencyAssessmentCat: idSchema,
  _competencySubTest: idSchema,
  _competencyCatOptionTest: idSchema,
});
export type AssessmentCategoryTestRow = z.infer<typeof assessmentCategoryTestRow>;
export const assessmentOptionRow = z.object({
  _id: idSchema,
  title: z.string(),
  desc: z.string(),
  grade: z.number().int(),
  _competencyAssessmentCategoryTest: idSchema,
});
export type AssessmentOptionRow = z.infer<typeof assessmentOptionRow>;

/** GET /admin/assessment/competencyAssessmentCategories/{rootId} (API-68). */
export const assessmentCategoriesResponse = z.object({ competencyAssessmentCats: z.array(assessmentCategoryRow) });
/** POST /admin/assessment/competencyAssessmentCategory (API-71). */
export const createAssessmentCategoryBody = z.object({ title: assessmentTitle });
export type CreateAssessmentCategoryBody = z.infer<typeof createAssessmentCategoryBody>;
export const assessmentCategoryResponse = z.object({ competencyAssessmentCat: assessmentCategoryRow });

/** GET /admin/assessment/competencyAssessmentCatTest/{categoryId}/{subTestId}/{testId} (API-72). */
export const categoryTestsParams = z.object({ categoryId: idSchema, subTestId: idSchema, testId: idSchema });
export const assessmentCategoryTestsResponse = z.object({ competencyAssessmentTests: z.array(assessmentCategoryTestRow) });
/** POST /admin/assessment/competencyAssessmentCatTest (API-73, AMB-127: desc is required). */
export const createAssessmentCategoryTestBody = z.object({
  desc: assessmentDesc,
  _competencyAssessmentCat: idSchema,
  _competencySubTest: idSchema,
  _competencyCatOptionTest: idSchema,
});
export type CreateAssessmentCategoryTestBody = z.infer<typeof createAssessmentCategoryTestBody>;
export const assessmentCategoryTestResponse = z.object({ competencyAssessmentTest: assessmentCategoryTestRow });

/** GET /admin/assessment/competencyAssessmentCategoryOptions/{categoryTestId} (API-74). */
export const assessmentOptionsResponse = z.object({ competencyTestOptions: z.array(assessmentOptionRow) });
/** POST /admin/assessment/competencyAssessmentCategoryOption (API-75). */
export const createAssessmentOptionBody = z.object({
  title: assessmentTitle,
  desc: assessmentDesc,
  grade: gradeSchema,
  _competencyAssessmentCategoryTest: idSchema,
});
export type CreateAssessmentOptionBody = z.infer<typeof createAssessmentOptionBody>;
export const assessmentOptionResponse = z.object({ competencyTestOption: assessmentOptionRow });

/** GET /admin/assessment/assessmentTestNSubTest/{testId}/{subTestId} (API-76). */
export const testAndSubTestParams = z.object({ testId: idSchema, subTestId: idSchema });
export const testAndSubTestResponse = z.object({ test: competencyCatOptionTestRow, subTest: competencyCatOptionSubTestRow });
