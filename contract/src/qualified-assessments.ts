import { z } from 'zod';
import { hasNoControlChars, idSchema, textError } from './common';
import { competenceAreas, person, placementTypes, providerRow } from './placements';

/**
 * The qualified assessment (qualifizierte Leistungseinschätzung, § 6 (2) PflAPrV): at the end of each
 * placement its instructor assesses the competence areas I–V of annex 1 with a grade and a text, lists the
 * placement's absences (from the records) and discusses it with the apprentice, who confirms the discussion.
 */
export type CompetenceArea = (typeof competenceAreas)[number];
export const competenceAreaLabels: Record<CompetenceArea, string> = {
  I: 'I. Pflegeprozesse und Pflegediagnostik verantwortlich planen, organisieren, gestalten, durchführen, steuern und evaluieren',
  II: 'II. Kommunikation und Beratung personen- und situationsorientiert gestalten',
  III: 'III. Intra- und interprofessionelles Handeln in unterschiedlichen systemischen Kontexten verantwortlich gestalten und mitgestalten',
  IV: 'IV. Das eigene Handeln auf der Grundlage von Gesetzen, Verordnungen und ethischen Leitlinien reflektieren und begründen',
  V: 'V. Das eigene Handeln auf der Grundlage von wissenschaftlichen Erkenntnissen und berufsethischen Werthaltungen und Einstellungen reflektieren und begründen',
};
export const GRADE_MIN = 1;
export const GRADE_MAX = 5;
export const gradeLabels: Record<number, string> = { 1: 'sehr gut', 2: 'gut', 3: 'befriedigend', 4: 'ausreichend', 5: 'mangelhaft' };
export const AREA_TEXT_MAX = 2000;
/** The instructor writes the assessment from this many days before the placement's last day. */
export const WRITE_FROM_DAYS_BEFORE_END = 14;

export const qualifiedAssessmentMessages = {
  placementNotFound: 'Praxiseinsatz nicht gefunden.',
  assessmentNotFound: 'Leistungseinschätzung nicht gefunden.',
  noAccess: 'Sie haben keinen Zugriff auf die Leistungseinschätzungen dieser:s Auszubildenden.',
  onlyInstructor: 'Nur die dem Einsatz zugeordnete Praxisanleitung schreibt die Leistungseinschätzung.',
  onlyStudent: 'Nur die:der Auszubildende selbst bestätigt das Gespräch über die Leistungseinschätzung.',
  tooEarly: `Die Leistungseinschätzung wird zum Ende des Einsatzes geschrieben: frühestens ${WRITE_FROM_DAYS_BEFORE_END} Tage vor dem letzten Einsatztag.`,
  submitted: 'Die Leistungseinschätzung ist eingereicht und kann nicht mehr geändert werden.',
  notSubmitted: 'Die Leistungseinschätzung ist noch nicht eingereicht.',
  alreadyConfirmed: 'Das Gespräch wurde bereits bestätigt.',
  areasIncomplete: 'Bitte alle fünf Kompetenzbereiche (I–V) je einmal bewerten.',
  grade: `Note: eine ganze Zahl von ${GRADE_MIN} (sehr gut) bis ${GRADE_MAX} (mangelhaft) angeben.`,
  unknownArea: 'Kompetenzbereich: erlaubt sind I, II, III, IV und V.',
  textNeeded: 'Bitte die Bewertung des Kompetenzbereichs begründen.',
} as const;

const areaText = z
  .string({ error: textError('Begründung') })
  .trim()
  .max(AREA_TEXT_MAX, { error: `Begründung darf höchstens ${AREA_TEXT_MAX} Zeichen lang sein.` })
  .refine(hasNoControlChars, { error: 'Begründung enthält unzulässige Steuerzeichen.' });

export const areaAssessment = z.object({
  area: z.enum(competenceAreas, { error: qualifiedAssessmentMessages.unknownArea }),
  grade: z
    .number({ error: qualifiedAssessmentMessages.grade })
    .int({ error: qualifiedAssessmentMessages.grade })
    .min(GRADE_MIN, { error: qualifiedAssessmentMessages.grade })
    .max(GRADE_MAX, { error: qualifiedAssessmentMessages.grade })
    .nullable(),
  text: areaText,
});
export type AreaAssessment = z.infer<typeof areaAssessment>;

/**
 * PUT /api/qualified-assessments/placement/{placementId}: the assigned instructor saves the draft, or
 * submits it (`submit: true`: every area graded and explained; then it is final).
 */
export const qualifiedAssessmentBody = z
  .object({
    areas: z.array(areaAssessment, { error: qualifiedAssessmentMessages.areasIncomplete }).length(5, { error: qualifiedAssessmentMessages.areasIncomplete }),
    submit: z.boolean({ error: 'submit muss true oder false sein.' }),
  })
  .refine((b) => competenceAreas.every((a) => b.areas.some((x) => x.area === a)), { error: qualifiedAssessmentMessages.areasIncomplete, path: ['areas'] })
  .superRefine((b, ctx) => {
    if (!b.submit) return;
    b.areas.forEach((a, i) => {
      if (a.grade === null) ctx.addIssue({ code: 'custom', message: qualifiedAssessmentMessages.grade, path: ['areas', i, 'grade'] });
      if (a.text.length === 0) ctx.addIssue({ code: 'custom', message: qualifiedAssessmentMessages.textNeeded, path: ['areas', i, 'text'] });
    });
  });
export type QualifiedAssessmentBody = z.infer<typeof qualifiedAssessmentBody>;

export const qualifiedAssessmentStatuses = ['draft', 'submitted', 'confirmed'] as const;
export type QualifiedAssessmentStatus = (typeof qualifiedAssessmentStatuses)[number];

export const qualifiedAssessmentRow = z.object({
  _id: idSchema,
  _placement: idSchema,
  areas: z.array(areaAssessment),
  status: z.enum(qualifiedAssessmentStatuses),
  teacher: person.nullable(),
  /** ISO 8601 UTC. */
  submittedAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type QualifiedAssessmentRow = z.infer<typeof qualifiedAssessmentRow>;

/** GET /api/qualified-assessments/placement/{placementId}: the placement, its absences from the records and the assessment. */
export const qualifiedAssessmentResponse = z.object({
  student: person.extend({ _grade: idSchema.nullable(), className: z.string().nullable() }),
  placement: z.object({ _id: idSchema, type: z.enum(placementTypes), provider: providerRow, from: z.string(), until: z.string(), plannedHours: z.number().int(), instructors: z.array(person) }),
  /** The placement's absences as recorded (practical absences of the placements module). */
  absence: z.object({ absentDays: z.number().int(), absentHours: z.number() }),
  assessment: qualifiedAssessmentRow.nullable(),
  /** The first day the instructor may write it. */
  writableFrom: z.string(),
  mayWrite: z.boolean(),
  mayConfirm: z.boolean(),
  today: z.string(),
});
export type QualifiedAssessmentResponse = z.infer<typeof qualifiedAssessmentResponse>;

/** A placement's assessment as the training status and the yearly certificate read it. */
export const assessmentSummary = z.object({ _placement: idSchema, status: z.enum(qualifiedAssessmentStatuses), meanGrade: z.number().nullable(), submittedAt: z.string().nullable(), confirmedAt: z.string().nullable() });
export type AssessmentSummary = z.infer<typeof assessmentSummary>;

export const qualifiedAssessmentIdParams = z.object({ assessmentId: idSchema });
export const assessmentSavedResponse = z.object({ assessment: qualifiedAssessmentRow });
