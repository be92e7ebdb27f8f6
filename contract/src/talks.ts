import { z } from 'zod';
import { hasNoControlChars, idSchema, isoDate, textError } from './common';

/** The three talks of an apprenticeship, as the route segments name them (AMB-80, TALK-01). */
export const talkTypes = ['initialconsultation', 'intermtalk', 'finaltalk'] as const;
export type TalkType = (typeof talkTypes)[number];
/** Their German names, as the screens show them. */
export const talkTypeNames: Record<TalkType, string> = { initialconsultation: 'Erstgespräch', intermtalk: 'Zwischengespräch', finaltalk: 'Abschlussgespräch' };
/** The instructor's kind (CONST-29): hauptamtliche Praxisanleitung, Praxisanleitung. */
export const teacherTypes = ['HPA', 'PA'] as const;
/** The other person's role (CONST-30): Stationsleitung, Pflegedienstleitung, Wohnbereichsleitung, Praxisbegleitung, Pflegekraft. */
export const otherTypes = ['SL', 'PDL', 'WBL', 'PB', 'PK'] as const;

/** ISO 8601 years have up to 53 weeks (AMB-74). */
export const WEEK_MIN = 1;
export const WEEK_MAX = 53;
/** Years as four digits within the date picker bounds (CONST-14, AMB-74). */
export const YEAR_MIN = 1900;
export const YEAR_MAX = 2099;
export const OTHER_PERSON_MAX_LENGTH = 200;
/** Extra dates per list (the modal adds them one by one). */
export const TALK_DATES_MAX = 20;

/** The defaults of a new talk (CONST-28, D2 §9), with the current year instead of 2024 (AMB-75). */
export const talkDefaults = { teacherType: 'HPA', otherType: 'SL', week: 1 } as const;

export const talkMessages = {
  studentNotFound: 'Auszubildende:r nicht gefunden.',
  talkNotFound: 'Gespräch nicht gefunden.',
  noAccess: 'Sie haben keinen Zugriff auf die Gespräche dieser:s Auszubildenden.',
  onlyTeacher: 'Nur die Praxisanleitung der Klasse darf Gespräche einreichen.',
  onlyStudent: 'Nur die:der Auszubildende selbst kann das Gespräch bestätigen.',
  onlyConfirmation: 'Auszubildende können nur ihre Bestätigung setzen.',
  notOwnTeacher: '_teacher muss die angemeldete Praxisanleitung sein.',
  locked: 'Das Gespräch wurde bereits von der:dem Auszubildenden bestätigt und kann nicht mehr geändert werden.',
  concurrent: 'Das Gespräch wurde inzwischen von jemand anderem eingereicht. Bitte laden Sie die Seite neu.',
  notSubmitted: 'Das Gespräch wurde noch nicht von der Praxisanleitung eingereicht.',
  /** AMB-72 (proposed wording): the instructor confirmation is missing. */
  confirmFirst: 'Bitte bestätigen Sie die Teilnahme und die Kenntnisnahme der Vereinbarungen!',
  /** AMB-72 (proposed wording): a required field is missing. */
  fillAll: 'Bitte füllen Sie alle Pflichtfelder korrekt aus!',
  unknownTalkType: 'Unbekannte Gesprächsart: erlaubt sind Erstgespräch, Zwischengespräch und Abschlussgespräch.',
  unknownTeacherType: 'Bitte die Praxisanleitung wählen: HPA oder PA.',
  unknownOtherType: 'Bitte die Funktion der weiteren Person wählen: SL, PDL, WBL, PB oder PK.',
  week: `Kalenderwoche: eine ganze Zahl von ${WEEK_MIN} bis ${WEEK_MAX} angeben.`,
  year: `Jahr: eine vierstellige Jahreszahl von ${YEAR_MIN} bis ${YEAR_MAX} angeben.`,
  otherPersonEmpty: 'Weitere Person darf nicht leer sein.',
  otherPersonTooLong: `Weitere Person darf höchstens ${OTHER_PERSON_MAX_LENGTH} Zeichen lang sein.`,
  controlChars: 'Der Text enthält unzulässige Steuerzeichen.',
  datesEmpty: 'Mindestens ein Datum angeben.',
  tooManyDates: `Höchstens ${TALK_DATES_MAX} Termine angeben.`,
  meetingMissing: 'Termin (Kalenderwoche und Jahr) fehlt.',
  confirmationTrue: 'studentConfirmation muss true sein.',
} as const;

/** The success alerts of the talk form, verbatim (TALK-16, TALK-20; AMB-142 keeps the wording until sign-off). */
export const talkAlerts = {
  submitted: 'Gespräch erfolgreich eingereicht!',
  confirmed: 'Vielen Dank für ihre bestätigung!',
} as const;

const enumOf = <T extends readonly [string, ...string[]]>(values: T, message: string) => z.enum(values, { error: message });

export const talkTypeSchema = enumOf(talkTypes, talkMessages.unknownTalkType);

const intIn = (min: number, max: number, message: string) =>
  z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });

/** A calendar week of a year (ENT-23: intermMeeting, finalMeeting). */
export const meetingSchema = z.object(
  { week: intIn(WEEK_MIN, WEEK_MAX, talkMessages.week), year: intIn(YEAR_MIN, YEAR_MAX, talkMessages.year) },
  { error: talkMessages.meetingMissing },
);
export type Meeting = z.infer<typeof meetingSchema>;

const datesSchema = (label: string) =>
  z
    .array(isoDate(label), { error: talkMessages.datesEmpty })
    .min(1, { error: talkMessages.datesEmpty })
    .max(TALK_DATES_MAX, { error: talkMessages.tooManyDates });

export const otherPersonSchema = z
  .string({ error: textError('Weitere Person') })
  .trim()
  .min(1, { error: talkMessages.otherPersonEmpty })
  .max(OTHER_PERSON_MAX_LENGTH, { error: talkMessages.otherPersonTooLong })
  .refine(hasNoControlChars, { error: talkMessages.controlChars });

/**
 * POST /api/user/talk (API-42, TALK-15): the instructor submits the whole talk ('Einreichen').
 * Every field is required (AMB-73), the instructor confirmation must be ticked (TALK-13), the
 * date lists hold at least one date each (TALK-14). `_teacher` may be sent, but must be the
 * signed-in teacher (AMB-78, SEC-03).
 */
export const submitTalkBody = z.object({
  talkType: talkTypeSchema,
  _student: idSchema,
  _teacher: idSchema.optional(),
  interviewDate: isoDate('Gesprächsdatum'),
  intermMeeting: meetingSchema,
  finalMeeting: meetingSchema,
  teacherType: enumOf(teacherTypes, talkMessages.unknownTeacherType),
  otherPerson: otherPersonSchema,
  otherType: enumOf(otherTypes, talkMessages.unknownOtherType),
  mainteraction_date: datesSchema('Hauptinteraktion'),
  fixedpoint_date: datesSchema('Fixpunkt'),
  competency_test_date: isoDate('Kompetenzprüfung'),
  instructorConfirmation: z.literal(true, { error: talkMessages.confirmFirst }),
});
export type SubmitTalkBody = z.infer<typeof submitTalkBody>;

/**
 * PUT /api/user/talk/{talkId} (API-43, TALK-19): exactly `{studentConfirmation: true}`. Other keys
 * are read, so that a student sending instructor fields is refused (403) rather than ignored.
 */
export const confirmTalkBody = z.looseObject({ studentConfirmation: z.literal(true, { error: talkMessages.confirmationTrue }) });
export type ConfirmTalkBody = z.infer<typeof confirmTalkBody>;

export const talkParams = z.object({ studentId: idSchema, talkType: talkTypeSchema });
export const talkIdParams = z.object({ talkId: idSchema });

/** A person who confirmed, for "bestätigt von … am …". */
export const talkPerson = z.object({ _id: idSchema, firstName: z.string(), name: z.string() });
export type TalkPerson = z.infer<typeof talkPerson>;

/** A talk (ENT-23) with who confirmed it and when, and the instructor's signature address (TALK-21, AMB-77). */
export const talkRow = z.object({
  _id: idSchema,
  talkType: z.enum(talkTypes),
  _student: idSchema,
  _teacher: idSchema.nullable(),
  interviewDate: z.string(),
  intermMeeting: z.object({ week: z.number(), year: z.number() }),
  finalMeeting: z.object({ week: z.number(), year: z.number() }),
  teacherType: z.enum(teacherTypes),
  otherPerson: z.string(),
  otherType: z.enum(otherTypes),
  mainteraction_date: z.array(z.string()),
  fixedpoint_date: z.array(z.string()),
  competency_test_date: z.string(),
  instructorConfirmation: z.boolean(),
  studentConfirmation: z.boolean(),
  instructorConfirmedBy: talkPerson.nullable(),
  /** ISO 8601 UTC. */
  instructorConfirmedAt: z.string().nullable(),
  studentConfirmedBy: talkPerson.nullable(),
  studentConfirmedAt: z.string().nullable(),
  /** The stored address of the talk's instructor's signature image, or null. */
  teacherSignature: z.string().nullable(),
});
export type TalkRow = z.infer<typeof talkRow>;

/** GET /api/user/talk/{studentId}/{talkType} (API-41, TALK-10): `talk` is null while none was submitted. */
export const talkResponse = z.object({ talk: talkRow.nullable(), student: talkPerson });
export type TalkResponse = z.infer<typeof talkResponse>;
/** POST and PUT answer the stored talk. */
export const savedTalkResponse = z.object({ talk: talkRow });
