import { z } from 'zod';
import { competencyCatOptionSubTestRow, competencyCatOptionTestRow, competencyCatRow, subTestLinks } from './catalogue';
import { idSchema } from './common';

export const nursingPhenomenaMessages = {
  studentNotFound: 'Auszubildende:r nicht gefunden.',
  noAccess: 'Sie haben keinen Zugriff auf die Pflegephänomene dieser:s Auszubildenden.',
  onlyTeacher: 'Nur die Praxisanleitung der Klasse darf einen Untertest auswählen.',
  categoryNotFound: 'Kategorie nicht gefunden.',
  optionNotFound: 'Kategorie-Option nicht gefunden.',
  testNotFound: 'Test nicht gefunden.',
  subTestNotFound: 'Untertest nicht gefunden.',
  optionNotInCategory: 'Diese Option gehört nicht zu dieser Kategorie.',
  testNotInOption: 'Dieser Test gehört nicht zu dieser Option.',
  subTestNotInTest: 'Dieser Untertest gehört nicht zu diesem Test.',
  /** NP-14, AMB-111: a different test of the category is already chosen. */
  locked: 'Für diese Kategorie ist bereits ein anderer Test ausgewählt. Die Auswahl kann nicht geändert werden.',
  subTestMissing: 'Please select a subtest!',
} as const;

/** The alerts of the sub-test screen, verbatim (NP-12, NP-13, ERR-34). */
export const nursingPhenomenaAlerts = {
  submitted: 'Test submitted successfully!',
  selectSubTest: 'Please select a subtest!',
} as const;

/** A student's competency test record (NP-24, ENT: competency test record). */
export const competencyTestRow = z.object({
  _id: idSchema,
  _student: idSchema,
  _competencyCat: idSchema,
  _categoryOption: idSchema,
  _test: idSchema,
  _subTest: idSchema,
  /** ISO 8601 UTC, when it was chosen last. */
  updatedAt: z.string(),
});
export type CompetencyTestRow = z.infer<typeof competencyTestRow>;

/** One nursing-phenomena category (NP-02): its options and the student's record in it, if any. */
export const nursingPhenomenonCategory = z.object({
  _id: idSchema,
  title: z.string(),
  options: z.array(z.object({ _id: idSchema, title: z.string() })),
  competencyTest: competencyTestRow.nullable(),
});
export type NursingPhenomenonCategory = z.infer<typeof nursingPhenomenonCategory>;

export const studentParams = z.object({ studentId: idSchema });
export const optionParams = z.object({ optionId: idSchema });
export const testParams = z.object({ testId: idSchema });
export const testAndSubTestParams = z.object({ testId: idSchema, subTestId: idSchema });
export const studentAndCategoryParams = z.object({ studentId: idSchema, competencyCatId: idSchema });

const person = z.object({ _id: idSchema, firstName: z.string(), name: z.string() });

/** GET /api/teacher/talks/nursingphenomenon/{studentId} (API-46, NP-01..03). */
export const nursingPhenomenonResponse = z.object({ categories: z.array(nursingPhenomenonCategory), student: person });
export type NursingPhenomenonResponse = z.infer<typeof nursingPhenomenonResponse>;

/** GET /api/teacher/talks/competencyAssessment/{studentId} (API-47, AMB-155): the chosen sub-tests. */
export const competencyAssessmentResponse = z.object({
  subTestsAssessment: z.array(z.object({ subTest: competencyCatOptionSubTestRow, competencyTest: competencyTestRow })),
});
export type CompetencyAssessmentResponse = z.infer<typeof competencyAssessmentResponse>;

/** POST /api/teacher/talks/competencyAssessmentTypes (API-48, NP-18): the competency categories (read-only, AMB-110). */
export const competencyAssessmentTypesResponse = z.object({ competencyAssessments: z.array(competencyCatRow) });

/** GET /api/teacher/talks/tests/{optionId} (API-49, NP-06, API-P07): the option's title and tests. */
export const nursingPhenomenonTestsResponse = z.object({
  title: z.string(),
  _competencyCat: idSchema,
  tests: z.array(competencyCatOptionTestRow),
});
export type NursingPhenomenonTestsResponse = z.infer<typeof nursingPhenomenonTestsResponse>;

/** GET /api/teacher/talks/testById/{testId} (API-50, AMB-109): the test with its sub-tests. */
export const testByIdResponse = z.object({ test: competencyCatOptionTestRow, subTests: z.array(competencyCatOptionSubTestRow) });
export type TestByIdResponse = z.infer<typeof testByIdResponse>;

/** GET /api/teacher/talks/subtestById/{testId}/{subTestId} (API-51, NP-23). */
export const subTestByIdResponse = z.object({ subTest: competencyCatOptionSubTestRow });

/** GET /api/teacher/talks/subTestLinks/{testId}/{subTestId} (API-P11, NP-10). */
export const nursingLinksResponse = z.object({ links: subTestLinks, test: competencyCatOptionTestRow, subTestTitle: z.string() });
export type NursingLinksResponse = z.infer<typeof nursingLinksResponse>;

/** GET /api/teacher/talks/explanation/{optionId} (API-P13, AMB-108): `text` is null while none is written. */
export const explanationResponse = z.object({ title: z.string(), text: z.string().nullable(), videoLink: z.string().nullable() });
export type ExplanationResponse = z.infer<typeof explanationResponse>;

/** POST /api/teacher/talks/createTest (API-52, NP-11): the five ids. */
export const createCompetencyTestBody = z.object({
  _student: idSchema,
  _competencyCat: idSchema,
  _categoryOption: idSchema,
  _test: idSchema,
  /** NP-13: a missing sub-test is refused with the spec's alert text. */
  _subTest: z.uuid({ error: (iss) => (iss.input === undefined || iss.input === null || iss.input === '' ? nursingPhenomenaMessages.subTestMissing : 'Ungültige ID.') }),
});
export type CreateCompetencyTestBody = z.infer<typeof createCompetencyTestBody>;
export const competencyTestResponse = z.object({ competencyTest: competencyTestRow });
/** GET /api/teacher/talks/competencyTestByCategory/{studentId}/{competencyCatId} (API-53): null while none is chosen. */
export const competencyTestByCategoryResponse = z.object({ competencyTest: competencyTestRow.nullable() });
export type CompetencyTestByCategoryResponse = z.infer<typeof competencyTestByCategoryResponse>;
