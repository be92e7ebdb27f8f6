import { z } from 'zod';
import { BLOCK_KEYS } from './attendance';
import { hasNoControlChars, idSchema, isoDate, textError } from './common';

/** The analysis statuses of a lesson block, verbatim (CONST-08, RA-14). */
export const analysisStatuses = ['Gestartet', 'Weitergeführt', 'Beendet', 'Prüfung', 'Block Start', 'Block Ende'] as const;
export type AnalysisStatus = (typeof analysisStatuses)[number];
/** The content of one lesson block. */
export const ANALYSIS_CONTENT_MAX_LENGTH = 2000;
/** The teacher's list holds at most this many days, newest first (lists bounded). */
export const ANALYSIS_LIST_MAX_DAYS = 400;

export const registerAnalysisMessages = {
  onlySupervisor: 'Nur die Praxisbegleitung der Klasse darf die Klassenbuch-Analyse bearbeiten.',
  stale: 'Die Klassenbuch-Analyse wurde inzwischen von jemand anderem gespeichert. Der aktuelle Stand wurde geladen – bitte prüfen und erneut speichern.',
  unknownStatus: 'Unbekannter Status.',
  unknownTime: 'Unbekannter Unterrichtsblock: erlaubt sind 8, 10, 12 und 13:45.',
  duplicateTime: 'Jeder Unterrichtsblock darf nur einmal vorkommen.',
  unknownLfce: 'Unbekannte LF/CE.',
  unknownSupervisor: 'Unbekannte Praxisbegleitung.',
  contentTooLong: `Der Inhalt darf höchstens ${ANALYSIS_CONTENT_MAX_LENGTH} Zeichen lang sein.`,
  controlChars: 'Der Inhalt enthält unzulässige Steuerzeichen.',
  idMismatch: 'Die ID gehört nicht zu dieser Klasse und diesem Tag.',
  unknownField: 'Unbekanntes Feld in einem Analyse-Eintrag.',
  empty: 'Die Klassenbuch-Analyse ist leer: bitte mindestens einen Unterrichtsblock mit LF/CE, Inhalt oder Status ausfüllen.',
} as const;

/** The success alert of a saved analysis (AMB-70, AMB-143). */
export const registerAnalysisAlerts = { saved: 'Updated successfully!' } as const;

/** An LFCE of the catalogue (ENT-15, LFCE-17): CE 01 … CE 11 of the framework curricula. */
export const lfceRow = z.object({
  _id: idSchema,
  title: z.string(),
  competencyIV: z.string(),
  _learningObjectives: z.array(z.object({ _id: idSchema, title: z.string() })),
});
export type LfceRow = z.infer<typeof lfceRow>;
/** GET /admin/registerAnalysis/lfce (API-31, RA-09). */
export const lfcesResponse = z.object({ lfces: z.array(lfceRow) });

export const supervisorRef = z.object({ _id: idSchema, firstName: z.string(), name: z.string() });

/** One entry per lesson block (ENT-14, RA-13): `_supervisor` populated with its names. */
export const analysisEntryRow = z.object({
  time: z.enum(BLOCK_KEYS),
  _lfce: idSchema.nullable(),
  _supervisor: supervisorRef.nullable(),
  content: z.string(),
  status: z.enum(analysisStatuses).nullable(),
  forInstructors: z.boolean(),
});
export type AnalysisEntryRow = z.infer<typeof analysisEntryRow>;

export const analysisRecord = z.object({
  _id: idSchema,
  _grade: idSchema,
  date: z.string(),
  analysis: z.array(analysisEntryRow),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type AnalysisRecord = z.infer<typeof analysisRecord>;

/** GET /admin/registerAnalysis/byDate/{date}/{classId} (API-28, RA-12): null before the first save. */
export const analysisByDateResponse = z.object({ classRegisterAnalysis: analysisRecord.nullable() });
/**
 * GET /admin/registerAnalysis/all/{classId} (API-29, RA-07): teachers get only entries for
 * instructors (AMB-69); newest day first, at most ANALYSIS_LIST_MAX_DAYS. Paged by cursor when
 * asked (`analysisListQuery`): then `nextCursor` (null on the last page).
 */
export const analysisAllResponse = z.object({ classRegisterAnalysises: z.array(analysisRecord), nextCursor: z.string().nullable().optional() });

/**
 * The query of GET /admin/registerAnalysis/all/{classId}: `limit` days per page,
 * `before` the `nextCursor` of the previous page (the last day it held); the teacher's filters
 * (RA-03, AMB-68) on the server, so a page holds only days with a matching entry: `date` equal,
 * `lfce` and `supervisor` equal, `content` a case-insensitive substring. Without any of them the
 * answer is the specification's (the newest ANALYSIS_LIST_MAX_DAYS days, no cursor).
 */
export const analysisListQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit muss eine Zahl sein.' })
    .int({ error: 'limit muss eine ganze Zahl sein.' })
    .min(1, { error: 'limit muss mindestens 1 sein.' })
    .max(ANALYSIS_LIST_MAX_DAYS, { error: `limit darf höchstens ${ANALYSIS_LIST_MAX_DAYS} sein.` })
    .optional(),
  before: isoDate('before').optional(),
  date: isoDate('date').optional(),
  lfce: idSchema.optional(),
  supervisor: idSchema.optional(),
  content: z.string().trim().max(ANALYSIS_CONTENT_MAX_LENGTH, { error: registerAnalysisMessages.contentTooLong }).optional(),
});
export type AnalysisListQuery = z.infer<typeof analysisListQuery>;
export const saveAnalysisResponse = z.object({ classRegisterAnalysis: analysisRecord });

/** An entry as sent: `_supervisor` as an id (or the populated object the GET gave). */
export const analysisEntryBody = z.strictObject(
  {
    time: z.enum(BLOCK_KEYS, { error: registerAnalysisMessages.unknownTime }),
    _lfce: idSchema.nullable(),
    _supervisor: z.union([idSchema, supervisorRef.transform((s) => s._id)]).nullable(),
    content: z
      .string({ error: textError('Inhalt') })
      .trim()
      .max(ANALYSIS_CONTENT_MAX_LENGTH, { error: registerAnalysisMessages.contentTooLong })
      .refine(hasNoControlChars, { error: registerAnalysisMessages.controlChars }),
    status: z.enum(analysisStatuses, { error: registerAnalysisMessages.unknownStatus }).nullable(),
    forInstructors: z.boolean({ error: 'forInstructors muss true oder false sein.' }),
  },
  { error: (iss) => (iss.code === 'unrecognized_keys' ? registerAnalysisMessages.unknownField : 'Eintrag muss ein Objekt sein.') },
);
export type AnalysisEntryBody = z.input<typeof analysisEntryBody>;

/** An entry that says something about its block: an LF/CE, a content or a status (a supervisor or the flag alone does not). */
export const isAnalysisEntryFilled = (e: { _lfce: string | null; content: string; status: string | null }) =>
  e.content.trim() !== '' || e._lfce !== null || e.status !== null;

/**
 * PUT /admin/registerAnalysis/classRegisterAnalysis (API-30, RA-16, AMB-70): at most one entry per
 * lesson block, at least one of them filled; `version` as loaded (absent or null when no record existed), else 409.
 */
export const saveAnalysisBody = z.object({
  _id: idSchema.nullable().optional(),
  _grade: idSchema,
  date: isoDate('date'),
  analysis: z
    .array(analysisEntryBody)
    .max(BLOCK_KEYS.length, { error: registerAnalysisMessages.duplicateTime })
    .refine((list) => new Set(list.map((e) => e.time)).size === list.length, { error: registerAnalysisMessages.duplicateTime })
    // an empty analysis is no save: "Updated successfully!" would report nothing
    .refine((list) => list.some(isAnalysisEntryFilled), { error: registerAnalysisMessages.empty }),
  version: z.number().int().min(0).nullable().optional(),
});
export type SaveAnalysisBody = z.input<typeof saveAnalysisBody>;
export type SaveAnalysisData = z.output<typeof saveAnalysisBody>;
