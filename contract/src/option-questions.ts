import { z } from 'zod';
import { idSchema } from './common';

/**
 * The option question sets (D2 §2.4, OPTQ-01..07) and their questions. The texts live in the web
 * locales (optionQuestions.questions.{name}); a question's name is unique across sets, so that
 * /optionquestionanswer/{name} identifies it (OPTQ-02).
 */
export const optionQuestionSets = {
  communication: ['communication-1', 'communication-2', 'communication-3', 'communication-4'],
  abilitytoact: ['abilitytoact-1', 'abilitytoact-2', 'abilitytoact-3', 'abilitytoact-4'],
  abilitytoreflect: ['abilitytoreflect-1', 'abilitytoreflect-2', 'abilitytoreflect-3'],
  ethicalcompetence: ['ethicalcompetence-1', 'ethicalcompetence-2', 'ethicalcompetence-3'],
  selforganizedlearning: ['selforganizedlearning-1', 'selforganizedlearning-2', 'selforganizedlearning-3'],
  orientationmission1: ['orientationmission1-1', 'orientationmission1-2', 'orientationmission1-3'],
  orientationmission2: ['orientationmission2-1', 'orientationmission2-2', 'orientationmission2-3'],
  orientationmission3: ['orientationmission3-1', 'orientationmission3-2', 'orientationmission3-3'],
} as const satisfies Record<string, readonly string[]>;
export type OptionQuestionSet = keyof typeof optionQuestionSets;
export const optionQuestionSetNames = Object.keys(optionQuestionSets) as OptionQuestionSet[];

/** OPTQ-06, AMB-101: 'orientationmission11' is read as a typo of 'orientationmission1' (same questions, same answers). */
export const optionQuestionSetAliases: Record<string, OptionQuestionSet> = { orientationmission11: 'orientationmission1' };

/** The set of a path segment (with its alias), or null for an unknown one. */
export function canonicalSet(name: string | undefined): OptionQuestionSet | null {
  if (!name) return null;
  if (Object.hasOwn(optionQuestionSets, name)) return name as OptionQuestionSet;
  return Object.hasOwn(optionQuestionSetAliases, name) ? (optionQuestionSetAliases[name] ?? null) : null;
}

/** The set a question belongs to, or null for an unknown question name. */
export function setOfQuestion(question: string | undefined): OptionQuestionSet | null {
  if (!question) return null;
  for (const set of optionQuestionSetNames) if ((optionQuestionSets[set] as readonly string[]).includes(question)) return set;
  return null;
}

/** The orientation mission options screen (OPTQ-07): areas I, II, III and their sets. */
export const orientationMissionAreas = [
  { area: 'I', set: 'orientationmission1' },
  { area: 'II', set: 'orientationmission2' },
  { area: 'III', set: 'orientationmission3' },
] as const;

/** The set with the picture picker (OPTQ-03) and the one with the KR select (OPTQ-04). */
export const PICTURE_SET: OptionQuestionSet = 'abilitytoreflect';
export const KR_SET: OptionQuestionSet = 'selforganizedlearning';
/** CONST-35. */
export const krChoices = ['KR1', 'KR2', 'KR3'] as const;
export type KrChoice = (typeof krChoices)[number];
/** The grade scale (CONST-16..20). */
export const optionGrades = [1, 2, 3, 4, 5] as const;
export const OPTION_PICTURES_MAX = 10;
export const PICTURE_ADDRESS_MAX_LENGTH = 2000;

export const optionQuestionMessages = {
  unknownSet: 'Diesen Fragenbereich gibt es nicht.',
  unknownQuestion: 'Diese Frage gehört nicht zu diesem Fragenbereich.',
  studentNotFound: 'Auszubildende:r nicht gefunden.',
  noAccess: 'Sie haben keinen Zugriff auf die Antworten dieser:s Auszubildenden.',
  onlyStudent: 'Nur die:der Auszubildende selbst beantwortet die Fragen.',
  onlyOwn: 'Sie können nur Ihre eigenen Antworten speichern.',
  grade: 'Bitte eine Note von 1 bis 5 wählen.',
  confirmed: 'confirmed muss true oder false sein.',
  kr: 'Bitte KR1, KR2 oder KR3 wählen.',
  krNotHere: 'KR1 bis KR3 gibt es nur im Bereich „Selbstorganisiertes Lernen“.',
  picturesNotHere: 'Bilder gibt es nur im Bereich „Reflexionsfähigkeit“.',
  tooManyPictures: `Höchstens ${OPTION_PICTURES_MAX} Bilder.`,
  pictureInvalid: 'Bitte nur selbst hochgeladene Bilder (PNG, JPEG, GIF, WebP) verwenden.',
  nothingToSave: 'Bitte KR oder Bilder angeben.',
} as const;

/** The success alert of the answer screen (not in the specification; AMB-100). */
export const optionQuestionAlerts = { saved: 'Antwort gespeichert!' } as const;

const setSchema = z.string().max(100).refine((s) => canonicalSet(s) !== null, { error: optionQuestionMessages.unknownSet });

export const optionAnswerParams = z.object({ studentId: idSchema, option: setSchema });

export const optionAnswerRow = z.object({
  question: z.string(),
  grade: z.number().int().min(1).max(5),
  confirmed: z.boolean(),
  /** ISO 8601 UTC. */
  updatedAt: z.string(),
});
export type OptionAnswerRow = z.infer<typeof optionAnswerRow>;

/** GET /api/user/optionAnswers/{studentId}/{option} (API-P18, AMB-100): the student's answers of a set. */
export const optionAnswersResponse = z.object({
  option: z.string(),
  student: z.object({ _id: idSchema, firstName: z.string(), name: z.string() }),
  answers: z.array(optionAnswerRow),
  kr: z.enum(krChoices).nullable(),
  pictures: z.array(z.string()),
});
export type OptionAnswersResponse = z.infer<typeof optionAnswersResponse>;

/** PUT /api/user/optionAnswers/{studentId}/{option} (API-P19): one question's answer. */
export const saveOptionAnswerBody = z.object({
  question: z.string({ error: optionQuestionMessages.unknownQuestion }).max(100, { error: optionQuestionMessages.unknownQuestion }),
  grade: z.number({ error: optionQuestionMessages.grade }).int({ error: optionQuestionMessages.grade }).min(1, { error: optionQuestionMessages.grade }).max(5, { error: optionQuestionMessages.grade }),
  confirmed: z.boolean({ error: optionQuestionMessages.confirmed }),
});
export type SaveOptionAnswerBody = z.infer<typeof saveOptionAnswerBody>;
export const optionAnswerResponse = z.object({ answer: optionAnswerRow });

/** PUT /api/user/optionAnswers/{studentId}/{option}/extras (AMB-100): the set's KR choice or pictures. */
export const saveOptionExtrasBody = z
  .object({
    kr: z.enum(krChoices, { error: optionQuestionMessages.kr }).nullable().optional(),
    pictures: z
      .array(z.string({ error: optionQuestionMessages.pictureInvalid }).max(PICTURE_ADDRESS_MAX_LENGTH, { error: optionQuestionMessages.pictureInvalid }), {
        error: optionQuestionMessages.pictureInvalid,
      })
      .max(OPTION_PICTURES_MAX, { error: optionQuestionMessages.tooManyPictures })
      .optional(),
  })
  .refine((b) => b.kr !== undefined || b.pictures !== undefined, { error: optionQuestionMessages.nothingToSave });
export type SaveOptionExtrasBody = z.infer<typeof saveOptionExtrasBody>;
export const optionExtrasResponse = z.object({ kr: z.enum(krChoices).nullable(), pictures: z.array(z.string()) });
export type OptionExtrasResponse = z.infer<typeof optionExtrasResponse>;
