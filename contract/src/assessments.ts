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

// ---------------------------------------------------------------------------------------------
// Grading: the teacher's and the student's side (ASMT, CPROF, API-37..40, API-P01..P06)
// ---------------------------------------------------------------------------------------------

/** Messages of grading (every one has a de and en entry in web/src/locales/{de,en}/errors.json). */
export const gradingMessages = {
  studentNotFound: 'Auszubildende:r nicht gefunden.',
  classNotFound: 'Klasse nicht gefunden.',
  noAccess: 'Sie haben keinen Zugriff auf die Bewertungen dieser:dieses Auszubildenden.',
  onlyTeacher: 'Nur Praxisanleitende, die der Klasse beigetreten sind, bewerten Kompetenzen.',
  optionNotOfTest: 'Diese Option gehört nicht zu diesem Kategorietest.',
  optionNotFound: 'Option nicht gefunden.',
  alreadyAssessed: 'Dieser Test wurde für diese:n Auszubildende:n bereits bewertet; die Bewertung ist gesperrt.',
  notAllAssessed: 'Der Download ist erst möglich, wenn alle Tests bewertet sind.',
} as const;

/** The alerts of the assessment screens, verbatim (D2 §5, §8; ERR-22, ERR-23). */
export const gradingAlerts = {
  selectOption: 'Please select an option!',
  submitted: 'Assessment submitted!',
} as const;

/** The CSV's columns in this order (ASMT-10, CONST-37). */
export const ASSESSMENT_CSV_COLUMNS = ['Assessment Category', 'Assessment Test', 'Test Title', 'Grade', 'Test Option'] as const;

/** The four disposition boxes of the competence model, matched to assessment categories by title (CPROF-02, AMB-97). */
export const DISPOSITION_TITLES = ['Wissen', 'Situationswahrnehmung und Analyse', 'Motivation', 'Handlungsoptionen'] as const;

export const studentIdParams = z.object({ studentId: idSchema });
export const classIdParams = z.object({ classId: idSchema });
export const studentTestParams = z.object({ studentId: idSchema, testId: idSchema, subTestId: idSchema });
export const studentCategoryTestParams = z.object({ studentId: idSchema, categoryId: idSchema, testId: idSchema, subTestId: idSchema });
export const categoryTestStudentParams = z.object({ categoryTestId: idSchema, studentId: idSchema });
export const categoryTestIdParams = z.object({ categoryTestId: idSchema });

const named = z.object({ _id: idSchema, title: z.string() });

/** GET /teacher/talks/competencyAssessment/{studentId} (API-47, API-P01, ASMT-05): the cards of the grid. */
export const subTestsAssessmentResponse = z.object({
  subTestsAssessment: z.array(
    z.object({
      subTest: z.object({ _id: idSchema, title: z.string(), subTitle: z.string() }),
      competencyTest: named,
    }),
  ),
});
export type SubTestsAssessmentResponse = z.infer<typeof subTestsAssessmentResponse>;

/**
 * GET /teacher/assessment/competencyAssessmentCategories/{studentId}/{testId}/{subTestId} (API-P02, ASMT-26):
 * the categories with tests for this test and sub-test, the achieved grade (mean, one decimal; null
 * when none, AMB-96) and the test's own title (AMB-95).
 */
export const assessmentCategoriesOfTestResponse = z.object({
  competencyAssessmentCats: z.array(named),
  grade: z.number().nullable(),
  test: named,
  subTest: named,
});
export type AssessmentCategoriesOfTestResponse = z.infer<typeof assessmentCategoriesOfTestResponse>;

/** GET /teacher/assessment/assessmentTests/{studentId}/{categoryId}/{testId}/{subTestId} (API-37, ASMT-22, ENT-35). */
export const assessmentTestsResponse = z.object({
  competencyAssessmentTests: z.array(z.object({ _id: idSchema, desc: z.string(), assessment: z.boolean(), grade: z.number().int().nullable() })),
  category: named,
  test: named,
  subTest: named,
});
export type AssessmentTestsResponse = z.infer<typeof assessmentTestsResponse>;

/** GET /teacher/assessment/competencyAssessmentCategoryOptions/{categoryTestId} (API-P04, ASMT-14, ASMT-28). */
export const categoryOptionsResponse = z.object({
  competencyTestOptions: z.array(z.object({ _id: idSchema, title: z.string(), desc: z.string(), grade: z.number().int() })),
  comptencyAssessmentTest: z.object({ _id: idSchema, desc: z.string(), category: named, test: named, subTest: named }),
});
export type CategoryOptionsResponse = z.infer<typeof categoryOptionsResponse>;

/** An assessment (ENT-20, ASMT-25). */
export const assessmentRow = z.object({
  _id: idSchema,
  _competencyAssessmentCategoryTest: idSchema,
  _competencyAssessmentCategoryOption: idSchema,
  _student: idSchema,
  grade: z.number().int(),
  _teacher: idSchema.nullable(),
  createdAt: z.string(),
});
export type AssessmentRow = z.infer<typeof assessmentRow>;

/** POST /teacher/assessment/assessment (API-38, ASMT-15). */
export const createAssessmentBody = z.object({
  _competencyAssessmentCategoryTest: idSchema,
  _competencyAssessmentCategoryOption: idSchema,
  _student: idSchema,
});
export type CreateAssessmentBody = z.infer<typeof createAssessmentBody>;
export const createdAssessmentResponse = z.object({ assessment: assessmentRow });
/** GET /teacher/assessment/assessment/{categoryTestId}/{studentId} (API-39, ASMT-19): null while none was submitted. */
export const assessmentResponse = z.object({ assessment: assessmentRow.nullable() });
export type AssessmentResponse = z.infer<typeof assessmentResponse>;

/** GET /teacher/assessment/requiredAssessments/{studentId}/{testId}/{subTestId} (API-P06, API-70, ASMT-13, ASMT-29). */
export const requiredAssessmentsResponse = z.object({ totalTests: z.number().int(), allAssessedTests: z.number().int() });
export type RequiredAssessmentsResponse = z.infer<typeof requiredAssessmentsResponse>;

/** GET /admin/assessment/allAssessments/{studentId} (API-69). */
export const allAssessmentsResponse = z.object({ assessments: z.array(assessmentRow) });

/** GET /grade/assessmentGradesByCategories/{studentId} (API-40, CPROF-06, ENT-22): every assessment category with the student's grades. */
export const gradesByCategoriesResponse = z.object({
  scoresByComptencyCategoryOptionSubTest: z.array(z.object({ title: z.string(), grades: z.array(z.number().int()) })),
  student: z.object({ _id: idSchema, firstName: z.string(), name: z.string() }),
});
export type GradesByCategoriesResponse = z.infer<typeof gradesByCategoriesResponse>;

/**
 * Progress at a glance (beyond the specification): per competency category, how many of
 * the required category tests are graded; for a class summed over its students.
 */
export const assessmentProgressResponse = z.object({
  categories: z.array(z.object({ _id: idSchema, title: z.string(), totalTests: z.number().int(), allAssessedTests: z.number().int() })),
});
export type AssessmentProgressResponse = z.infer<typeof assessmentProgressResponse>;

/** The CSV file name: assessment_YYYY-MM-DD.csv (ASMT-12, AMB-105). */
export const assessmentCsvFileName = (date: Date) => `assessment_${date.toISOString().slice(0, 10)}.csv`;
