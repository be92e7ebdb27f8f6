import { z } from 'zod';
import { hasNoControlChars, idSchema, isoDate, textError, trimmed } from './common';
import { ABSENCE_ALLOWED_SHARE, GUIDANCE_SHARE, PRACTICE_HOURS } from './training-rules';

/** The placement types of PflAPrV annex 7. */
export const placementTypes = ['orientation', 'inpatientAcute', 'inpatientLongTerm', 'outpatient', 'paediatrics', 'psychiatry', 'deepening', 'further'] as const;
export type PlacementType = (typeof placementTypes)[number];

/** Required practical hours per type over the three years (PflAPrV annex 7, DOMAIN.md). */
export const requiredHours: Record<PlacementType, number> = {
  orientation: 400,
  inpatientAcute: 400,
  inpatientLongTerm: 400,
  outpatient: 400,
  paediatrics: 120,
  psychiatry: 120,
  deepening: 500,
  further: 160,
};

/** German labels (also used in the PDF and the CSV). */
export const placementTypeLabels: Record<PlacementType, string> = {
  orientation: 'Orientierungseinsatz',
  inpatientAcute: 'Stationäre Akutpflege',
  inpatientLongTerm: 'Stationäre Langzeitpflege',
  outpatient: 'Ambulante Akut-/Langzeitpflege',
  paediatrics: 'Pädiatrische Versorgung',
  psychiatry: 'Psychiatrische Versorgung',
  deepening: 'Vertiefungseinsatz',
  further: 'Weitere Einsätze / Stunden zur freien Verfügung',
};

export const guidanceKinds = ['guidance', 'talk', 'assessment'] as const;
export type GuidanceKind = (typeof guidanceKinds)[number];
export const guidanceKindLabels: Record<GuidanceKind, string> = {
  guidance: 'Geplante Praxisanleitung',
  talk: 'Gespräch',
  assessment: 'Praxisbegleitende Prüfung / Leistungseinschätzung',
};
export const competenceAreas = ['I', 'II', 'III', 'IV', 'V'] as const;
export const guidanceStatuses = ['pending', 'confirmed', 'disputed'] as const;
export type GuidanceStatus = (typeof guidanceStatuses)[number];
export const trafficLights = ['green', 'amber', 'red'] as const;
export type TrafficLight = (typeof trafficLights)[number];

/** One absent placement day counts as a working day of 8 hours (decision 021). */
export const HOURS_PER_ABSENT_DAY = 8;
/** Guidance is at most 12 hours (720 min) a day per student. */
export const MAX_MINUTES_PER_DAY = 720;
export const MAX_PLANNED_HOURS = 2500;
export const TOPIC_MAX = 300;
export const COMMENT_MAX = 1000;
export const MAX_ABSENT_DAYS = 60;

export const placementMessages = {
  studentNotFound: 'Auszubildende:r nicht gefunden.',
  classNotFound: 'Klasse nicht gefunden.',
  placementNotFound: 'Praxiseinsatz nicht gefunden.',
  providerNotFound: 'Einrichtung nicht gefunden.',
  recordNotFound: 'Anleitungsnachweis nicht gefunden.',
  noAccess: 'Sie haben keinen Zugriff auf die Praxiseinsätze dieser:s Auszubildenden.',
  noClassAccess: 'Sie haben keinen Zugriff auf die Praxiseinsätze dieser Klasse.',
  onlySupervisor: 'Nur die Praxisbegleitung der Klasse plant Praxiseinsätze.',
  onlyTeacher: 'Nur die dem Einsatz zugeordnete Praxisanleitung erfasst Anleitungen und Fehlzeiten.',
  onlyStudent: 'Nur die:der Auszubildende selbst bestätigt Anleitungsnachweise.',
  notAssigned: 'Sie sind diesem Praxiseinsatz nicht als Praxisanleitung zugeordnet.',
  notOwnRecord: 'Sie können nur Ihre eigenen Anleitungsnachweise bestätigen.',
  overlap: 'Der Einsatz überschneidet sich mit einem anderen Einsatz dieser:s Auszubildenden.',
  recordsOutside: 'Im neuen Zeitraum lägen erfasste Anleitungen oder Fehltage außerhalb des Einsatzes. Bitte einen Zeitraum wählen, der sie einschließt.',
  alreadyDecided: 'Dieser Anleitungsnachweis wurde bereits bestätigt oder beanstandet.',
  untilBeforeFrom: 'Das Enddatum darf nicht vor dem Anfangsdatum liegen.',
  unknownType: 'Bitte eine Einsatzart wählen.',
  providerMissing: 'Bitte eine Einrichtung wählen.',
  plannedHours: `Geplante Stunden: eine ganze Zahl von 1 bis ${MAX_PLANNED_HOURS} angeben.`,
  minutes: `Minuten: eine ganze Zahl von 1 bis ${MAX_MINUTES_PER_DAY} (höchstens 12 Stunden am Tag) angeben.`,
  dayTooLong: 'An diesem Tag wären es mehr als 12 Stunden Praxisanleitung. Bitte die Minuten prüfen.',
  outsidePlacement: 'Das Datum liegt außerhalb des Einsatzzeitraums.',
  unknownKind: 'Bitte eine Art wählen.',
  unknownArea: 'Kompetenzbereich: erlaubt sind I, II, III, IV und V.',
  instructorNotTeacher: 'Als Praxisanleitung können nur Lehrende zugeordnet werden, die der Klasse beigetreten sind.',
  tooManyInstructors: 'Höchstens 10 Praxisanleitungen je Einsatz.',
  providerExists: 'Diese Einrichtung mit diesem Bereich gibt es bereits.',
  talkNotSubmitted: 'Dieses Gespräch wurde noch nicht eingereicht.',
  talkCounted: 'Dieses Gespräch wird bereits als Praxisanleitung gezählt.',
  talkNeeded: 'Für die Art „Gespräch aus dem Gesprächsmodul“ das Gespräch wählen.',
  commentNeeded: 'Bitte begründen Sie die Beanstandung.',
  absentDays: `Fehltage: eine ganze Zahl von 1 bis ${MAX_ABSENT_DAYS} angeben.`,
  absenceTooLong: 'Die Fehltage gehen über das Einsatzende hinaus.',
  decision: 'Bitte bestätigen oder beanstanden.',
} as const;

const intIn = (min: number, max: number, message: string) =>
  z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });

export const placementTypeSchema = z.enum(placementTypes, { error: placementMessages.unknownType });

/** POST/PUT a provider of the catalogue: the facility and its ward or unit. */
export const providerBody = z.object({ name: trimmed(120, 'Einrichtung'), ward: trimmed(120, 'Station / Bereich') });
export type ProviderBody = z.infer<typeof providerBody>;
export const providerRow = z.object({ _id: idSchema, name: z.string(), ward: z.string() });
export type ProviderRow = z.infer<typeof providerRow>;
export const providersResponse = z.object({ providers: z.array(providerRow) });

/** POST /api/placements/student/{id}, PUT /api/placements/{id}: the supervisor plans a placement. */
export const placementBody = z
  .object({
    type: placementTypeSchema,
    providerId: z.uuid({ error: placementMessages.providerMissing }),
    from: isoDate('Von'),
    until: isoDate('Bis'),
    plannedHours: intIn(1, MAX_PLANNED_HOURS, placementMessages.plannedHours),
    /** At the training provider itself, not at a partner: counts towards its 1,300 h (§ 3 (2) PflAPrV). */
    atProvider: z.boolean({ error: 'Am Träger: ja oder nein.' }).default(false),
    instructorIds: z.array(idSchema).max(10, { error: placementMessages.tooManyInstructors }),
  })
  .refine((b) => b.until >= b.from, { error: placementMessages.untilBeforeFrom, path: ['until'] });
export type PlacementBody = z.infer<typeof placementBody>;

const optionalText = (max: number, label: string) =>
  z
    .string({ error: textError(label) })
    .trim()
    .max(max, { error: `${label} darf höchstens ${max} Zeichen lang sein.` })
    .refine(hasNoControlChars, { error: `${label} enthält unzulässige Steuerzeichen.` });

/**
 * POST /api/placements/{placementId}/guidance: a session of the assigned instructor. With
 * `talkType` the talk of the talks module counts: its date is the talk's, `date` is ignored.
 */
export const guidanceBody = z.object({
  date: isoDate('Datum').optional(),
  minutes: intIn(1, MAX_MINUTES_PER_DAY, placementMessages.minutes),
  kind: z.enum(guidanceKinds, { error: placementMessages.unknownKind }),
  topic: trimmed(TOPIC_MAX, 'Thema'),
  competenceArea: z.enum(competenceAreas, { error: placementMessages.unknownArea }).nullable().optional(),
  talkType: z.enum(['initialconsultation', 'intermtalk', 'finaltalk'], { error: placementMessages.talkNeeded }).optional(),
});
export type GuidanceBody = z.infer<typeof guidanceBody>;

/** PUT /api/placements/guidance/{recordId}: the student confirms or disputes (with a comment). */
export const decideGuidanceBody = z
  .object({
    decision: z.enum(['confirm', 'dispute'], { error: placementMessages.decision }),
    comment: optionalText(COMMENT_MAX, 'Kommentar').optional(),
  })
  .refine((b) => b.decision === 'confirm' || (b.comment ?? '').length > 0, { error: placementMessages.commentNeeded, path: ['comment'] });
export type DecideGuidanceBody = z.infer<typeof decideGuidanceBody>;

/** POST /api/placements/{placementId}/absences: absent days from a date, recorded by the instructor. */
export const absenceBody = z.object({
  from: isoDate('Erster Fehltag'),
  days: intIn(1, MAX_ABSENT_DAYS, placementMessages.absentDays),
  note: optionalText(300, 'Bemerkung').optional(),
});
export type AbsenceBody = z.infer<typeof absenceBody>;

export const person = z.object({ _id: idSchema, firstName: z.string(), name: z.string() });
export type Person = z.infer<typeof person>;

export const guidanceRow = z.object({
  _id: idSchema,
  _placement: idSchema,
  date: z.string(),
  minutes: z.number().int(),
  kind: z.enum(guidanceKinds),
  topic: z.string(),
  competenceArea: z.enum(competenceAreas).nullable(),
  /** Counted from a talk of the talks module. */
  fromTalk: z.boolean(),
  teacher: person.nullable(),
  status: z.enum(guidanceStatuses),
  comment: z.string().nullable(),
  decidedBy: person.nullable(),
  /** ISO 8601 UTC. */
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type GuidanceRow = z.infer<typeof guidanceRow>;

export const absenceRow = z.object({ _id: idSchema, from: z.string(), days: z.number().int(), note: z.string().nullable(), teacher: person.nullable() });

/** The proof figures of a placement. */
export const proofFigures = z.object({
  requiredMinutes: z.number().int(),
  confirmedMinutes: z.number().int(),
  pendingMinutes: z.number().int(),
  disputedMinutes: z.number().int(),
  /** Minutes that should be confirmed by today for the placement to be on track. */
  expectedMinutes: z.number().int(),
  light: z.enum(trafficLights),
});
export type ProofFigures = z.infer<typeof proofFigures>;

export const placementRow = z.object({
  _id: idSchema,
  _student: idSchema,
  type: z.enum(placementTypes),
  provider: providerRow,
  from: z.string(),
  until: z.string(),
  plannedHours: z.number().int(),
  /** At the training provider itself (counts towards its 1,300 h). */
  atProvider: z.boolean(),
  instructors: z.array(person),
  proof: proofFigures,
  absentDays: z.number().int(),
  /** Whether the signed-in teacher is assigned (may record); false for everybody else. */
  mayRecord: z.boolean(),
});
export type PlacementRow = z.infer<typeof placementRow>;

export const typeTotal = z.object({ type: z.enum(placementTypes), plannedHours: z.number().int(), requiredHours: z.number().int(), short: z.boolean() });
export const wishRow = z.object({ index: z.number().int(), wish: z.string().nullable(), metBy: z.array(idSchema) });
export type WishRow = z.infer<typeof wishRow>;

export const practicalAbsence = z.object({
  absentDays: z.number().int(),
  missedHours: z.number(),
  limitHours: z.number(),
  /** missed / limit-base (2,500 h) in percent. */
  rate: z.number(),
  overLimit: z.boolean(),
  /** The school-side figures of the attendance module, when the caller may see them. */
  school: z.object({ recordedHours: z.number(), missedHours: z.number(), rate: z.number(), level: z.string() }).nullable(),
});

export const instructorOption = person;

/** GET /api/placements/student/{studentId}: the student's plan, wishes, proof and absences. */
export const studentPlanResponse = z.object({
  student: person.extend({ _grade: idSchema.nullable(), className: z.string().nullable() }),
  placements: z.array(placementRow),
  guidance: z.array(guidanceRow),
  absences: z.array(absenceRow.extend({ _placement: idSchema })),
  typeTotals: z.array(typeTotal),
  wishes: z.array(wishRow),
  absence: practicalAbsence,
  /** The teachers who joined the student's class (for the supervisor's plan form). */
  instructorOptions: z.array(instructorOption),
  /** Whether the caller may plan (the class's supervisor). */
  mayPlan: z.boolean(),
  today: z.string(),
});
export type StudentPlanResponse = z.infer<typeof studentPlanResponse>;

export const classPlanStudent = person.extend({ placements: z.array(placementRow.omit({ instructors: true, mayRecord: true })) });
/** GET /api/placements/class/{classId}: the calendar and the proof table. */
export const classPlanResponse = z.object({
  _grade: idSchema,
  className: z.string(),
  today: z.string(),
  students: z.array(classPlanStudent),
});
export type ClassPlanResponse = z.infer<typeof classPlanResponse>;

export const studentIdParams = z.object({ studentId: idSchema });
export const classIdParams = z.object({ classId: idSchema });
export const placementIdParams = z.object({ placementId: idSchema });
export const recordIdParams = z.object({ recordId: idSchema });
export const placementResponse = z.object({ placement: placementRow.omit({ proof: true, absentDays: true, mayRecord: true }).partial({ instructors: true }) });
export const guidanceResponse = z.object({ guidance: guidanceRow });
export const providerResponse = z.object({ provider: providerRow });
export const okResponse = z.object({ ok: z.literal(true) });

// ---------------------------------------------------------------------------------------------
// The hours arithmetic (pure; shared by server and web)

const dayNumber = (iso: string) => Math.floor(Date.parse(`${iso}T00:00:00Z`) / 86_400_000);

/** 10 % of the planned hours, in minutes: 400 h → 2,400 min. */
export function requiredMinutes(plannedHours: number): number {
  return Math.round(plannedHours * 60 * GUIDANCE_SHARE);
}

/** The share of a placement's days gone by today, 0 before it starts, 1 on and after its last day. */
export function elapsedShare(from: string, until: string, today: string): number {
  const total = dayNumber(until) - dayNumber(from) + 1;
  const done = dayNumber(today) - dayNumber(from) + 1;
  return Math.min(1, Math.max(0, done / total));
}

/**
 * The traffic light of a placement: green once the confirmed minutes reach the required ones;
 * amber while confirmed plus pending minutes keep pace with the days gone by (on track for the
 * days left); red when behind. A placement not yet started is amber, one that ended short is red.
 */
export function proofOf(p: { plannedHours: number; from: string; until: string }, minutes: { confirmed: number; pending: number; disputed?: number }, today: string): ProofFigures {
  const required = requiredMinutes(p.plannedHours);
  const expected = Math.ceil(required * elapsedShare(p.from, p.until, today));
  const light: TrafficLight = minutes.confirmed >= required ? 'green' : minutes.confirmed + minutes.pending >= expected && today <= p.until ? 'amber' : 'red';
  return {
    requiredMinutes: required,
    confirmedMinutes: minutes.confirmed,
    pendingMinutes: minutes.pending,
    disputedMinutes: minutes.disputed ?? 0,
    expectedMinutes: expected,
    light,
  };
}

/** Whether two date ranges (inclusive) overlap. */
export const rangesOverlap = (a: { from: string; until: string }, b: { from: string; until: string }) => a.from <= b.until && b.from <= a.until;

/** The practical absence against the 10 % limit of the 2,500 practical hours. */
export function practicalAbsenceOf(absentDays: number) {
  const missedHours = absentDays * HOURS_PER_ABSENT_DAY;
  const limitHours = PRACTICE_HOURS * ABSENCE_ALLOWED_SHARE;
  return { absentDays, missedHours, limitHours, rate: Math.round((missedHours / PRACTICE_HOURS) * 1000) / 10, overLimit: missedHours > limitHours };
}

/** Which placement types a wish (a sign-up placement option) asks for; specific units also need their word in the provider or ward. */
const wishRules: Record<string, { type: PlacementType; word?: string }> = {
  'stationäre Langzeitpflege': { type: 'inpatientLongTerm' },
  'stationäre Akutpflege': { type: 'inpatientAcute' },
  'zentrale Notaufnahme': { type: 'inpatientAcute', word: 'notaufnahme' },
  Intensivstation: { type: 'inpatientAcute', word: 'intensiv' },
  Pädiatrie: { type: 'paediatrics' },
  'stationäre Dialyse': { type: 'inpatientAcute', word: 'dialyse' },
  'ambulante Kurz- und Langzeitpflege': { type: 'outpatient' },
  Tagespflege: { type: 'inpatientLongTerm', word: 'tagespflege' },
  Kurzzeitpflege: { type: 'inpatientLongTerm', word: 'kurzzeitpflege' },
  'ambulante Pflege': { type: 'outpatient' },
  'ambulante Dialyse': { type: 'outpatient', word: 'dialyse' },
  Psychiatrie: { type: 'psychiatry' },
};

/** Whether a placement meets a wish: its type fits and, for a specific unit, the provider or ward names it. */
export function meetsWish(wish: string | null, p: { type: PlacementType; provider: { name: string; ward: string } }): boolean {
  const rule = wish ? wishRules[wish] : undefined;
  if (!rule) return false;
  if (p.type !== rule.type) return false;
  return !rule.word || `${p.provider.name} ${p.provider.ward}`.toLowerCase().includes(rule.word);
}
