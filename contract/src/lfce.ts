import { z } from 'zod';
import { hasNoControlChars, idSchema, textError } from './common';
import { lfceRow } from './register-analysis';

/** The LFCE title column holds 300 characters; the spec shows no limit (LFCE-11), the database sets it. */
export const LFCE_TITLE_MAX_LENGTH = 300;
export const COMPETENCY_IV_MAX_LENGTH = 2000;
/** At most this many learning objectives per LFCE. */
export const LEARNING_OBJECTIVES_MAX = 200;

export const lfceMessages = {
  titleMissing: 'Bitte einen Titel eingeben.',
  titleTooLong: `Der Titel darf höchstens ${LFCE_TITLE_MAX_LENGTH} Zeichen lang sein.`,
  competencyIvMissing: 'Bitte Competency IV eingeben.',
  competencyIvTooLong: `Competency IV darf höchstens ${COMPETENCY_IV_MAX_LENGTH} Zeichen lang sein.`,
  controlChars: 'Der Text enthält unzulässige Steuerzeichen.',
  objectivesMissing: 'Bitte mindestens ein Lernziel auswählen.',
  objectivesTooMany: `Höchstens ${LEARNING_OBJECTIVES_MAX} Lernziele.`,
  objectivesNotArray: 'Lernziele müssen eine Liste von IDs sein.',
  unknownItem: 'Mindestens ein Lernziel ist kein Item des Ausbildungsnachweises.',
  lfceNotFound: 'LF/CE nicht gefunden.',
  titleTaken: 'Eine LF/CE mit diesem Titel existiert bereits.',
} as const;

const text = (max: number, missing: string, tooLong: string, label: string) =>
  z
    .string({ error: textError(label) })
    .trim()
    .min(1, { error: missing })
    .max(max, { error: tooLong })
    .refine(hasNoControlChars, { error: lfceMessages.controlChars });

export const lfceTitle = text(LFCE_TITLE_MAX_LENGTH, lfceMessages.titleMissing, lfceMessages.titleTooLong, 'Titel');
export const competencyIvSchema = text(COMPETENCY_IV_MAX_LENGTH, lfceMessages.competencyIvMissing, lfceMessages.competencyIvTooLong, 'Competency IV');
/** The learning objectives as portfolio item ids; at least one (LFCE-10, AMB-131). */
export const learningObjectiveIds = z
  .array(idSchema, { error: lfceMessages.objectivesNotArray })
  .min(1, { error: lfceMessages.objectivesMissing })
  .max(LEARNING_OBJECTIVES_MAX, { error: lfceMessages.objectivesTooMany });

/** POST /admin/registerAnalysis/lfce (API-32, LFCE-12, AMB-131): no fallback reference. */
export const createLfceBody = z.object({ title: lfceTitle, competencyIV: competencyIvSchema, _learningObjectives: learningObjectiveIds });
export type CreateLfceBody = z.infer<typeof createLfceBody>;
/** PATCH /admin/registerAnalysis/lfce (API-33, LFCE-14, AMB-135): the id in the body. */
export const updateLfceBody = createLfceBody.extend({ _id: idSchema });
export type UpdateLfceBody = z.infer<typeof updateLfceBody>;
export const lfceResponse = z.object({ lfce: lfceRow });

/** GET /admin/registerAnalysis/allTrainingPortfolioItems (API-34). */
export const portfolioItemRef = z.object({ _id: idSchema, title: z.string() });
export type PortfolioItemRef = z.infer<typeof portfolioItemRef>;
export const allPortfolioItemsResponse = z.object({ trainingPortfolioItems: z.array(portfolioItemRef) });
