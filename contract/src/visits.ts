import { z } from 'zod';
import { hasNoControlChars, idSchema, isoDate, textError } from './common';
import { person, placementTypes, providerRow } from './placements';

/**
 * Praxisbegleitung: the school visits the apprentice in the orientation placement, each compulsory
 * placement and the deepening placement (§ 5 PflAPrV, `visitedTypes` of training-rules.ts).
 */
export const visitForms = ['onSite', 'talk'] as const;
export type VisitForm = (typeof visitForms)[number];
export const visitFormLabels: Record<VisitForm, string> = { onSite: 'Besuch vor Ort', talk: 'Gespräch' };
export const VISIT_NOTES_MAX = 1000;

export const visitMessages = {
  placementNotFound: 'Praxiseinsatz nicht gefunden.',
  studentNotFound: 'Auszubildende:r nicht gefunden.',
  visitNotFound: 'Besuch nicht gefunden.',
  onlySupervisor: 'Nur die Praxisbegleitung der Klasse erfasst Besuche.',
  onlySupervisorDue: 'Die fälligen Besuche sieht nur die Praxisbegleitung.',
  noAccess: 'Sie haben keinen Zugriff auf die Besuche dieser:s Auszubildenden.',
  outsidePlacement: 'Das Datum liegt außerhalb des Einsatzzeitraums.',
  inFuture: 'Ein Besuch kann erst erfasst werden, wenn er stattgefunden hat.',
  unknownForm: 'Bitte die Form wählen: Besuch vor Ort oder Gespräch.',
} as const;

/** POST /api/visits/placement/{placementId}: the class's supervisor records a visit. */
export const visitBody = z.object({
  date: isoDate('Datum'),
  form: z.enum(visitForms, { error: visitMessages.unknownForm }),
  notes: z
    .string({ error: textError('Notizen') })
    .trim()
    .max(VISIT_NOTES_MAX, { error: `Notizen dürfen höchstens ${VISIT_NOTES_MAX} Zeichen lang sein.` })
    .refine(hasNoControlChars, { error: 'Notizen enthalten unzulässige Steuerzeichen.' })
    .optional(),
});
export type VisitBody = z.infer<typeof visitBody>;

export const visitRow = z.object({
  _id: idSchema,
  _placement: idSchema,
  date: z.string(),
  form: z.enum(visitForms),
  notes: z.string().nullable(),
  supervisor: person.nullable(),
  createdAt: z.string(),
});
export type VisitRow = z.infer<typeof visitRow>;

export const visitResponse = z.object({ visit: visitRow });
/** A placement as the visits screen shows it. */
export const visitPlacement = z.object({ _id: idSchema, type: z.enum(placementTypes), provider: providerRow, from: z.string(), until: z.string() });
export type VisitPlacement = z.infer<typeof visitPlacement>;
/**
 * GET /api/visits/student/{studentId}: the student's placements with their visits (the student, the class's
 * supervisor and teachers, admins): every placement, as the training status shows them to the same readers.
 */
export const visitsResponse = z.object({
  student: person.extend({ className: z.string().nullable() }),
  placements: z.array(visitPlacement),
  visits: z.array(visitRow),
  mayRecord: z.boolean(),
  today: z.string(),
});
export type VisitsResponse = z.infer<typeof visitsResponse>;

/** A placement that needs a visit and has none yet: the supervisor's "Fällige Besuche". */
export const dueVisitRow = z.object({
  student: person,
  _grade: idSchema,
  className: z.string(),
  placement: z.object({ _id: idSchema, type: z.enum(placementTypes), provider: providerRow, from: z.string(), until: z.string() }),
  /** The placement's last day: the visit must happen by then. */
  dueBy: z.string(),
  /** The placement has ended without a visit. */
  overdue: z.boolean(),
});
export type DueVisitRow = z.infer<typeof dueVisitRow>;
/** GET /api/visits/due: the placements of the supervisor's classes that still need a visit, the earliest first. */
export const dueVisitsResponse = z.object({ due: z.array(dueVisitRow), today: z.string() });
export type DueVisitsResponse = z.infer<typeof dueVisitsResponse>;

export const visitIdParams = z.object({ visitId: idSchema });
