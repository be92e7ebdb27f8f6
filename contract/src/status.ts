import { z } from 'zod';
import { idSchema, isoDate } from './common';
import { HOURS_PER_ABSENT_DAY, person, type PlacementType, placementTypeLabels, placementTypes, proofOf, providerRow, requiredHours, trafficLights, type TrafficLight } from './placements';
import type { AssessmentSummary } from './qualified-assessments';
import {
  ABSENCE_ALLOWED_SHARE,
  COMPULSORY_ABSENCE_ALLOWED_SHARE,
  compulsoryTypes,
  FULL_TIME_YEARS,
  PART_TIME_MAX_YEARS,
  PRACTICE_HOURS,
  PROVIDER_MIN_HOURS,
  THEORY_HOURS,
  visitedTypes,
} from './training-rules';
import { visitForms } from './visits';

/**
 * The training status (Ausbildungsstand): the legal requirements of training-rules.ts checked against an
 * apprentice's records, computed on read. Green: met or on track; amber: at risk by the forecast; red: can no
 * longer be met without extending the training.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = (iso: string) => Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);

/** Hours rounded to a tenth for display and comparison, so that 90-minute blocks add up exactly. */
const tenth = (hours: number) => Math.round(hours * 10) / 10;

export interface TheoryInput {
  /** minutes of lessons held so far for the apprentice (attendance list blocks) */
  heldMinutes: number;
  /** minutes of those missed */
  missedMinutes: number;
}

export interface TheoryFigures {
  heldHours: number;
  attendedHours: number;
  missedHours: number;
  /** missed ÷ held, 0 before any lesson */
  rate: number;
  /** hours that may still be missed over the whole training (negative once over) */
  mayStillMissHours: number;
  /** missed hours at the planned end if the apprentice keeps missing at the current rate */
  forecastMissedHours: number;
  light: TrafficLight;
}

/**
 * Theory: 10 % of 2,100 h may be missed over the whole training (§ 13 PflBG). Red once more than that is
 * missed (only an extension helps); amber when the current rate would cross it by the planned end.
 */
export function theoryStatus({ heldMinutes, missedMinutes }: TheoryInput): TheoryFigures {
  const heldHours = tenth(heldMinutes / 60);
  const missedHours = tenth(missedMinutes / 60);
  const allowed = THEORY_HOURS * ABSENCE_ALLOWED_SHARE;
  const rate = heldMinutes > 0 ? missedMinutes / heldMinutes : 0;
  const remaining = Math.max(0, THEORY_HOURS - heldHours);
  const forecastMissedHours = tenth(missedHours + remaining * rate);
  const light: TrafficLight = missedHours > allowed ? 'red' : forecastMissedHours > allowed ? 'amber' : 'green';
  return {
    heldHours,
    attendedHours: tenth(heldHours - missedHours),
    missedHours,
    rate,
    mayStillMissHours: tenth(allowed - missedHours),
    forecastMissedHours,
    light,
  };
}

export interface PlannedPlacement {
  type: PlacementType;
  from: string;
  until: string;
  plannedHours: number;
  /** at the training provider itself (not an external partner) */
  atProvider: boolean;
  absentDays: number;
}

export interface TypeFigures {
  type: PlacementType;
  requiredHours: number;
  /** hours of placements of this type that have ended (absences within their limits count as attended) */
  doneHours: number;
  /** all planned hours of this type that end by the planned end */
  plannedHours: number;
  light: TrafficLight;
}

export interface PracticeFigures {
  types: TypeFigures[];
  doneHours: number;
  plannedHours: number;
  providerHours: number;
  absentHours: number;
  /** absences of each compulsory placement against its 25 % */
  compulsoryAbsences: { type: PlacementType; from: string; absentHours: number; allowedHours: number; light: TrafficLight }[];
  /** the absences so far carried over the whole plan */
  forecastAbsentHours: number;
  /** the 10 % of the practice overall */
  absenceLight: TrafficLight;
  /** the requirements at the training provider: 1,300 h, the orientation placement, one compulsory placement */
  providerChecks: { hours: TrafficLight; orientation: TrafficLight; compulsory: TrafficLight };
  light: TrafficLight;
}

export const worst = (lights: TrafficLight[]): TrafficLight => (lights.includes('red') ? 'red' : lights.includes('amber') ? 'amber' : 'green');

const isWeekday = (day: number) => {
  const weekday = new Date(day * DAY_MS).getUTCDay();
  return weekday !== 0 && weekday !== 6;
};

/**
 * Practice hours that could still be planned: the weekdays from today to the planned end that no placement
 * covers, at 8 hours each. Optimistic on purpose (school blocks are not taken off): only what does not fit
 * even then is red, "can no longer be met without extending the training".
 */
export function freePracticeHours(placements: { from: string; until: string }[], today: string, plannedEnd: string): number {
  const first = dayNumber(today);
  const last = dayNumber(plannedEnd);
  if (last < first) return 0;
  const covered = placements.map((p) => [dayNumber(p.from), dayNumber(p.until)] as const);
  let days = 0;
  for (let d = first; d <= last; d++) if (isWeekday(d) && !covered.some(([a, b]) => d >= a && d <= b)) days++;
  return days * HOURS_PER_ABSENT_DAY;
}

/**
 * Practice: the hours of every annex-7 type, 1,300 h at the provider, 10 % absences overall and 25 % per
 * compulsory placement. A requirement the plan reaches by the planned end is green (on track); one it does
 * not reach is amber while the free time before the planned end could still take the missing hours, and red
 * when it cannot. The absences are red over their limit, and amber overall when the current share of the hours
 * done, carried over the whole plan, would cross it.
 */
export function practiceStatus(placements: PlannedPlacement[], today: string, plannedEnd: string): PracticeFigures {
  // absences within their limits count as attended (§ 13 (1) PflBG): the hours of a placement count whole
  const net = (p: PlannedPlacement) => p.plannedHours;
  const ended = (p: PlannedPlacement) => dayNumber(p.until) < dayNumber(today);
  const started = (p: PlannedPlacement) => dayNumber(p.from) <= dayNumber(today);
  const byEnd = placements.filter((p) => dayNumber(p.until) <= dayNumber(plannedEnd));
  const free = freePracticeHours(byEnd, today, plannedEnd);
  const rows = placementTypes.map((type) => {
    const ofType = byEnd.filter((p) => p.type === type);
    return { type, requiredHours: requiredHours[type], doneHours: ofType.filter(ended).reduce((sum, p) => sum + net(p), 0), plannedHours: ofType.reduce((sum, p) => sum + net(p), 0) };
  });
  const shortfall = rows.reduce((sum, t) => sum + Math.max(0, t.requiredHours - t.plannedHours), 0);
  const gapLight: TrafficLight = shortfall <= free ? 'amber' : 'red';
  const types = rows.map((t): TypeFigures => ({ ...t, light: t.plannedHours >= t.requiredHours ? 'green' : gapLight }));

  const absentHours = placements.reduce((sum, p) => sum + p.absentDays * HOURS_PER_ABSENT_DAY, 0);
  const compulsoryAbsences = placements
    .filter((p) => compulsoryTypes.includes(p.type))
    .map((p) => {
      const allowedHours = p.plannedHours * COMPULSORY_ABSENCE_ALLOWED_SHARE;
      const hours = p.absentDays * HOURS_PER_ABSENT_DAY;
      return { type: p.type, from: p.from, absentHours: hours, allowedHours, light: (hours > allowedHours ? 'red' : 'green') as TrafficLight };
    });

  const atProvider = byEnd.filter((p) => p.atProvider);
  const providerPlanned = atProvider.reduce((sum, p) => sum + net(p), 0);
  // the orientation placement and at least one compulsory placement belong to the provider's hours: a placement
  // elsewhere that has not begun can still be moved, one that has begun cannot
  const orientationLight: TrafficLight = atProvider.some((p) => p.type === 'orientation') ? 'green' : byEnd.some((p) => p.type === 'orientation' && !p.atProvider && started(p)) ? 'red' : 'amber';
  const compulsoryLight: TrafficLight = atProvider.some((p) => compulsoryTypes.includes(p.type))
    ? 'green'
    : byEnd.some((p) => compulsoryTypes.includes(p.type) && !started(p)) || free > 0
      ? 'amber'
      : 'red';
  const providerHoursLight: TrafficLight = providerPlanned >= PROVIDER_MIN_HOURS ? 'green' : PROVIDER_MIN_HOURS - providerPlanned <= free ? 'amber' : 'red';

  const allowedAbsence = PRACTICE_HOURS * ABSENCE_ALLOWED_SHARE;
  const doneGross = byEnd.filter(ended).reduce((sum, p) => sum + p.plannedHours, 0);
  const endedAbsent = byEnd.filter(ended).reduce((sum, p) => sum + p.absentDays * HOURS_PER_ABSENT_DAY, 0);
  const forecastAbsent = doneGross > 0 ? absentHours + (endedAbsent / doneGross) * Math.max(0, PRACTICE_HOURS - doneGross) : absentHours;
  const absenceLight: TrafficLight = absentHours > allowedAbsence ? 'red' : forecastAbsent > allowedAbsence ? 'amber' : 'green';
  return {
    types,
    doneHours: types.reduce((sum, t) => sum + t.doneHours, 0),
    plannedHours: types.reduce((sum, t) => sum + t.plannedHours, 0),
    providerHours: providerPlanned,
    absentHours,
    compulsoryAbsences,
    forecastAbsentHours: tenth(forecastAbsent),
    absenceLight,
    providerChecks: { hours: providerHoursLight, orientation: orientationLight, compulsory: compulsoryLight },
    light: worst([...types.map((t) => t.light), orientationLight, compulsoryLight, providerHoursLight, absenceLight, ...compulsoryAbsences.map((c) => c.light)]),
  };
}

/** The planned end of a training that starts on `start` and takes `years` (3 full-time, up to 5 part-time): the day before the anniversary. */
export function plannedEndOf(start: string, years: number): string {
  const d = new Date(`${start}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------------------------
// The API of the training status (GET /api/status/…)

/** The six parts of the status, in the order the screen shows them. */
export const statusParts = ['theory', 'practice', 'guidance', 'visits', 'assessments', 'readiness'] as const;
export type StatusPart = (typeof statusParts)[number];
export const statusPartLabels: Record<StatusPart, string> = {
  theory: 'Theorie',
  practice: 'Praxis',
  guidance: 'Praxisanleitung',
  visits: 'Praxisbegleitung',
  assessments: 'Leistungseinschätzungen',
  readiness: 'Zulassung zur Prüfung',
};
/** What each light means, in words on the screen. */
export const lightMeanings: Record<TrafficLight, string> = {
  green: 'Erfüllt oder auf gutem Weg.',
  amber: 'Gefährdet nach der Prognose.',
  red: 'Ohne Verlängerung der Ausbildung nicht mehr erreichbar.',
};
/** A visit or an assessment is at risk (amber) when its placement ends within this many days without it. */
export const DUE_SOON_DAYS = 14;

export const statusMessages = {
  studentNotFound: 'Auszubildende:r nicht gefunden.',
  classNotFound: 'Klasse nicht gefunden.',
  noAccess: 'Sie haben keinen Zugriff auf den Ausbildungsstand dieser:s Auszubildenden.',
  noClassAccess: 'Sie haben keinen Zugriff auf den Ausbildungsstand dieser Klasse.',
  onlySupervisor: 'Nur die Praxisbegleitung der Klasse legt den Ausbildungszeitraum fest.',
  onlySupervisorCertificate: 'Nur die Praxisbegleitung der Klasse erstellt das Jahreszeugnis.',
  endRange: 'Das geplante Ende liegt drei Jahre (Vollzeit) bis höchstens fünf Jahre (Teilzeit) nach dem Ausbildungsbeginn.',
  noTraining: 'Für diese:n Auszubildende:n ist noch kein Ausbildungszeitraum festgelegt.',
  yearNotStarted: 'Dieses Ausbildungsjahr hat noch nicht begonnen.',
  yearOutside: 'Dieses Ausbildungsjahr gehört nicht zum Ausbildungszeitraum.',
  badYear: `Ausbildungsjahr: eine ganze Zahl von 1 bis ${PART_TIME_MAX_YEARS} angeben.`,
} as const;

/** PUT /api/status/{studentId}/training: the class's supervisor sets the start and the planned end. */
export const trainingBody = z
  .object({ start: isoDate('Ausbildungsbeginn'), plannedEnd: isoDate('Geplantes Ende') })
  .refine((b) => b.plannedEnd >= plannedEndOf(b.start, FULL_TIME_YEARS) && b.plannedEnd <= plannedEndOf(b.start, PART_TIME_MAX_YEARS), {
    error: statusMessages.endRange,
    path: ['plannedEnd'],
  });
export type TrainingBody = z.infer<typeof trainingBody>;

export const trainingRow = z.object({ start: z.string(), plannedEnd: z.string(), /** longer than three years */ partTime: z.boolean() });
export type TrainingRow = z.infer<typeof trainingRow>;
export const trainingResponse = z.object({ training: trainingRow });

const light = z.enum(trafficLights);
export const statusPlacement = z.object({ _id: idSchema, type: z.enum(placementTypes), provider: providerRow, from: z.string(), until: z.string(), plannedHours: z.number().int() });
export type StatusPlacement = z.infer<typeof statusPlacement>;

export const theoryFigures = z.object({
  heldHours: z.number(),
  attendedHours: z.number(),
  missedHours: z.number(),
  rate: z.number(),
  mayStillMissHours: z.number(),
  forecastMissedHours: z.number(),
  light,
});
export const practiceFigures = z.object({
  types: z.array(z.object({ type: z.enum(placementTypes), requiredHours: z.number(), doneHours: z.number(), plannedHours: z.number(), light })),
  doneHours: z.number(),
  plannedHours: z.number(),
  providerHours: z.number(),
  absentHours: z.number(),
  compulsoryAbsences: z.array(z.object({ type: z.enum(placementTypes), from: z.string(), absentHours: z.number(), allowedHours: z.number(), light })),
  forecastAbsentHours: z.number(),
  absenceLight: light,
  providerChecks: z.object({ hours: light, orientation: light, compulsory: light }),
  light,
});

export const guidancePart = z.object({
  placements: z.array(
    z.object({ placement: statusPlacement, requiredMinutes: z.number().int(), confirmedMinutes: z.number().int(), pendingMinutes: z.number().int(), expectedMinutes: z.number().int(), light }),
  ),
  light,
});
export type GuidancePart = z.infer<typeof guidancePart>;
export const visitStates = ['done', 'upcoming', 'due', 'missed'] as const;
export const visitsPart = z.object({
  placements: z.array(z.object({ placement: statusPlacement, visits: z.array(z.object({ date: z.string(), form: z.enum(visitForms) })), state: z.enum(visitStates), dueBy: z.string(), light })),
  light,
});
export type VisitsPart = z.infer<typeof visitsPart>;
export const assessmentStates = ['upcoming', 'missing', 'draft', 'submitted', 'confirmed'] as const;
export const assessmentsPart = z.object({
  placements: z.array(z.object({ placement: statusPlacement, state: z.enum(assessmentStates), meanGrade: z.number().nullable(), dueBy: z.string(), light })),
  light,
});
export type AssessmentsPart = z.infer<typeof assessmentsPart>;
export const missingItem = z.object({ part: z.enum(statusParts), text: z.string(), /** the date by which it must happen; null when there is none */ dueBy: z.string().nullable(), light });
export type MissingItem = z.infer<typeof missingItem>;
export const readinessPart = z.object({ missing: z.array(missingItem), light });
export type ReadinessPart = z.infer<typeof readinessPart>;

export const trainingYear = z.object({ year: z.number().int(), from: z.string(), until: z.string(), started: z.boolean() });
export type TrainingYear = z.infer<typeof trainingYear>;
export const statusLights = z.object({ theory: light, practice: light, guidance: light, visits: light, assessments: light, readiness: light });
export type StatusLights = z.infer<typeof statusLights>;

/** GET /api/status/{studentId}: the Ausbildungsstand (the student, the class's supervisor and teachers, admins). */
export const studentStatusResponse = z.object({
  student: person.extend({ _grade: idSchema.nullable(), className: z.string().nullable() }),
  training: trainingRow.nullable(),
  years: z.array(trainingYear),
  today: z.string(),
  theory: theoryFigures,
  practice: practiceFigures,
  guidance: guidancePart,
  visits: visitsPart,
  assessments: assessmentsPart,
  readiness: readinessPart,
  lights: statusLights,
  /** the class's supervisor: sets the training period, records visits, makes the yearly certificates */
  maySupervise: z.boolean(),
});
export type StudentStatusResponse = z.infer<typeof studentStatusResponse>;

export const classStatusRow = z.object({
  student: person,
  training: trainingRow.nullable(),
  lights: statusLights,
  theoryMissedHours: z.number(),
  theoryRate: z.number(),
  practiceDoneHours: z.number(),
  /** the items of the readiness list that are amber or red (at risk, or no longer reachable without an extension) */
  atRiskCount: z.number().int(),
});
export type ClassStatusRow = z.infer<typeof classStatusRow>;
/** GET /api/status/class/{classId}: every apprentice of the class with the six lights (the class's supervisor and teachers, admins). */
export const classStatusResponse = z.object({ _grade: idSchema, className: z.string(), today: z.string(), students: z.array(classStatusRow) });
export type ClassStatusResponse = z.infer<typeof classStatusResponse>;

export const dueKinds = ['visit', 'assessment', 'guidance', 'absence', 'training'] as const;
export type DueKind = (typeof dueKinds)[number];
export const dueKindLabels: Record<DueKind, string> = {
  visit: 'Fällige Besuche',
  assessment: 'Fällige Leistungseinschätzungen',
  guidance: 'Praxisanleitung im Rückstand',
  absence: 'Fehlzeiten-Warnungen',
  training: 'Ausbildungszeitraum fehlt',
};
export const dueItem = z.object({
  kind: z.enum(dueKinds),
  student: person,
  _grade: idSchema,
  className: z.string(),
  text: z.string(),
  dueBy: z.string().nullable(),
  light,
  /** where to act, a path of the app */
  link: z.string(),
});
export type DueItem = z.infer<typeof dueItem>;
/** GET /api/status/due: "Was ist fällig" across the supervisor's classes, the most urgent first. */
export const dueResponse = z.object({ today: z.string(), items: z.array(dueItem) });
export type DueResponse = z.infer<typeof dueResponse>;

export const statusStudentParams = z.object({ studentId: idSchema });
export const statusClassParams = z.object({ classId: idSchema });
export const certificateParams = z.object({
  studentId: idSchema,
  year: z.coerce
    .number({ error: statusMessages.badYear })
    .int({ error: statusMessages.badYear })
    .min(1, { error: statusMessages.badYear })
    .max(PART_TIME_MAX_YEARS, { error: statusMessages.badYear }),
});

// ---------------------------------------------------------------------------------------------
// The guidance, visit, assessment and readiness parts, and the training years (pure)

/** 2028-08-31 → 31.08.2028, as the texts of the status name their dates. */
export const germanDate = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
const oneDecimal = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const upToOneDecimal = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });
/** Theory hours with one decimal (12,0 h: blocks of 90 minutes are halves of hours). */
const theoryHours = (h: number) => `${oneDecimal.format(h)} h`;
const practiceHours = (h: number) => `${upToOneDecimal.format(h)} h`;
const daysLeft = (until: string, today: string) => dayNumber(until) - dayNumber(today);

/** A placement as the texts name it: "Pflichteinsatz Pädiatrische Versorgung", "Orientierungseinsatz". */
export function placementPhrase(type: PlacementType): string {
  if (compulsoryTypes.includes(type)) return `Pflichteinsatz ${placementTypeLabels[type]}`;
  if (type === 'further') return 'weiteren Einsatz';
  return placementTypeLabels[type];
}

export interface GuidanceInput {
  placement: StatusPlacement;
  /** the guidance proof's minutes (disputed ones never count) */
  minutes: { confirmed: number; pending: number; disputed?: number };
}

/**
 * Praxisanleitung, 10 % of each placement's hours (§ 4 PflAPrV), from the proof: red when an ended placement
 * is short of it (confirmed and pending together); amber when a running placement is behind its pace, or an
 * ended one reaches it only with minutes the apprentice has not confirmed yet; green otherwise (reached, on
 * pace, not begun).
 */
export function guidancePartOf(items: GuidanceInput[], today: string): GuidancePart {
  const placements = items.map(({ placement, minutes }) => {
    const proof = proofOf(placement, minutes, today);
    const counted = proof.confirmedMinutes + proof.pendingMinutes;
    const ended = daysLeft(placement.until, today) < 0;
    const begun = daysLeft(placement.from, today) <= 0;
    const light: TrafficLight =
      proof.confirmedMinutes >= proof.requiredMinutes
        ? 'green'
        : ended
          ? counted >= proof.requiredMinutes
            ? 'amber'
            : 'red'
          : begun && counted < proof.expectedMinutes
            ? 'amber'
            : 'green';
    return { placement, requiredMinutes: proof.requiredMinutes, confirmedMinutes: proof.confirmedMinutes, pendingMinutes: proof.pendingMinutes, expectedMinutes: proof.expectedMinutes, light };
  });
  return { placements, light: worst(placements.map((p) => p.light)) };
}

export interface VisitsInput {
  placement: StatusPlacement;
  visits: { date: string; form: (typeof visitForms)[number] }[];
}

/**
 * Praxisbegleitung (§ 5 PflAPrV): the orientation, compulsory and deepening placements need a visit inside
 * them (other placements are left out). Done once visited; due (amber) when it ends within DUE_SOON_DAYS
 * without one; missed (red) when it ended without one; upcoming (green) otherwise. Due by its last day.
 */
export function visitsPartOf(items: VisitsInput[], today: string): VisitsPart {
  const placements = items
    .filter(({ placement }) => visitedTypes.includes(placement.type))
    .map(({ placement, visits }) => {
      const inside = visits.filter((v) => v.date >= placement.from && v.date <= placement.until);
      const left = daysLeft(placement.until, today);
      const state: (typeof visitStates)[number] = inside.length > 0 ? 'done' : left < 0 ? 'missed' : left <= DUE_SOON_DAYS ? 'due' : 'upcoming';
      const light: TrafficLight = state === 'missed' ? 'red' : state === 'due' ? 'amber' : 'green';
      return { placement, visits: inside, state, dueBy: placement.until, light };
    });
  return { placements, light: worst(placements.map((p) => p.light)) };
}

export interface AssessmentsInput {
  placement: StatusPlacement;
  assessment: AssessmentSummary | null;
}

/**
 * The qualified assessment of every placement (§ 6 (2) PflAPrV), written, submitted and its discussion
 * confirmed. Amber while one of an ended placement is missing or unconfirmed, and while a placement ends within
 * DUE_SOON_DAYS without a submitted one; red once the planned end has passed with one still missing; green
 * when confirmed or not yet due. Due by the placement's last day.
 */
export function assessmentsPartOf(items: AssessmentsInput[], today: string, plannedEnd: string | null): AssessmentsPart {
  const afterEnd = plannedEnd !== null && daysLeft(plannedEnd, today) < 0;
  const placements = items.map(({ placement, assessment }) => {
    const left = daysLeft(placement.until, today);
    const state: (typeof assessmentStates)[number] = assessment ? assessment.status : left < 0 ? 'missing' : 'upcoming';
    const written = state === 'submitted' || state === 'confirmed';
    const light: TrafficLight = state === 'confirmed' ? 'green' : left < 0 ? (afterEnd ? 'red' : 'amber') : left <= DUE_SOON_DAYS && !written ? 'amber' : 'green';
    return { placement, state, meanGrade: assessment?.meanGrade ?? null, dueBy: placement.until, light };
  });
  return { placements, light: worst(placements.map((p) => p.light)) };
}

export interface ReadinessInput {
  training: { start: string; plannedEnd: string } | null;
  today: string;
  theory: TheoryFigures;
  practice: PracticeFigures;
  guidance: GuidancePart;
  visits: VisitsPart;
  assessments: AssessmentsPart;
}

const runningOn = (p: StatusPlacement, today: string) => daysLeft(p.from, today) <= 0 && daysLeft(p.until, today) >= 0;

/**
 * Admission readiness: what is still missing for the examination, each with the date by which it must
 * happen (the planned end for the hours and absences, a placement's last day for what belongs to it), the
 * earliest first. Listed: a missing training period; theory and practice absences at risk or over; every
 * annex-7 type whose hours are not done yet; the provider's requirements not planned; guidance, visits and
 * assessments that are at risk or over, or belong to a running placement. The light is the worst of the items
 * and the parts.
 */
export function readinessOf(s: ReadinessInput): ReadinessPart {
  const end = s.training?.plannedEnd ?? null;
  const by = end ? ` bis ${germanDate(end)}` : '';
  const missing: MissingItem[] = [];
  const add = (part: StatusPart, text: string, dueBy: string | null, light: TrafficLight) => missing.push({ part, text, dueBy, light });

  if (!s.training) add('readiness', 'Ausbildungszeitraum festlegen', null, 'amber');

  const allowedTheory = THEORY_HOURS * ABSENCE_ALLOWED_SHARE;
  if (s.theory.light === 'green' && s.theory.heldHours < THEORY_HOURS) add('theory', `Theorie: noch ${theoryHours(THEORY_HOURS - s.theory.heldHours)} Unterricht${by}`, end, 'green');
  if (s.theory.light === 'amber') add('theory', `Theorie: höchstens noch ${theoryHours(s.theory.mayStillMissHours)} Fehlzeit${by}`, end, 'amber');
  if (s.theory.light === 'red') add('theory', `Theorie: ${theoryHours(-s.theory.mayStillMissHours)} mehr Fehlzeit als die erlaubten ${theoryHours(allowedTheory)}`, end, 'red');

  for (const t of s.practice.types) {
    if (t.doneHours >= t.requiredHours) continue;
    const gap = t.plannedHours < t.requiredHours ? ` (im Plan fehlen ${practiceHours(t.requiredHours - t.plannedHours)})` : '';
    add('practice', `${placementTypeLabels[t.type]}: ${practiceHours(t.requiredHours - t.doneHours)}${by}${gap}`, end, t.light);
  }
  const { hours, orientation, compulsory } = s.practice.providerChecks;
  if (hours !== 'green') add('practice', `Beim Träger der praktischen Ausbildung: ${practiceHours(Math.max(0, PROVIDER_MIN_HOURS - s.practice.providerHours))} mehr planen${by}`, end, hours);
  if (orientation !== 'green') add('practice', 'Orientierungseinsatz beim Träger der praktischen Ausbildung planen', end, orientation);
  if (compulsory !== 'green') add('practice', 'Einen Pflichteinsatz beim Träger der praktischen Ausbildung planen', end, compulsory);
  const allowedPractice = PRACTICE_HOURS * ABSENCE_ALLOWED_SHARE;
  if (s.practice.absenceLight === 'amber') add('practice', `Praxis: höchstens noch ${practiceHours(allowedPractice - s.practice.absentHours)} Fehlzeit${by}`, end, 'amber');
  if (s.practice.absenceLight === 'red') add('practice', `Praxis: ${practiceHours(s.practice.absentHours - allowedPractice)} mehr Fehlzeit als die erlaubten ${practiceHours(allowedPractice)}`, end, 'red');
  for (const c of s.practice.compulsoryAbsences) {
    if (c.light === 'green') continue;
    add('practice', `Pflichteinsatz ${placementTypeLabels[c.type]} ab ${germanDate(c.from)}: ${practiceHours(c.absentHours)} Fehlzeit, erlaubt sind ${practiceHours(c.allowedHours)}`, end, c.light);
  }

  for (const g of s.guidance.placements) {
    if (g.confirmedMinutes >= g.requiredMinutes || (g.light === 'green' && !runningOn(g.placement, s.today))) continue;
    const open = g.requiredMinutes - g.confirmedMinutes;
    add('guidance', `Praxisanleitung im ${placementPhrase(g.placement.type)}: noch ${open} min bestätigen bis ${germanDate(g.placement.until)}`, g.placement.until, g.light);
  }
  for (const v of s.visits.placements) {
    if (v.state === 'done' || (v.state === 'upcoming' && !runningOn(v.placement, s.today))) continue;
    add('visits', `Besuch im ${placementPhrase(v.placement.type)} bis ${germanDate(v.dueBy)}`, v.dueBy, v.light);
  }
  for (const a of s.assessments.placements) {
    if (a.state === 'confirmed' || (a.light === 'green' && !runningOn(a.placement, s.today))) continue;
    const text =
      a.state === 'submitted'
        ? `Gespräch über die Leistungseinschätzung zum ${placementPhrase(a.placement.type)} bestätigen`
        : `Leistungseinschätzung zum ${placementPhrase(a.placement.type)} bis ${germanDate(a.dueBy)}`;
    add('assessments', text, a.dueBy, a.light);
  }

  // the earliest first; what has no date (the training period) before everything
  const order = (d: string | null) => (d === null ? -Infinity : dayNumber(d));
  missing.sort((a, b) => order(a.dueBy) - order(b.dueBy));
  const light = worst([...missing.map((m) => m.light), s.theory.light, s.practice.light, s.guidance.light, s.visits.light, s.assessments.light]);
  return { missing, light };
}

/**
 * The training years of a training period: year n from the n-th anniversary of the start on (the first
 * from the start) to the day before the next, the last ending on the planned end. Started once its first
 * day has come. Empty without a period.
 */
export function trainingYearsOf(training: { start: string; plannedEnd: string } | null, today: string): TrainingYear[] {
  if (!training) return [];
  const years: TrainingYear[] = [];
  for (let year = 1; year <= PART_TIME_MAX_YEARS; year++) {
    const from = year === 1 ? training.start : addOneDay(plannedEndOf(training.start, year - 1));
    if (from > training.plannedEnd) break;
    const anniversaryEve = plannedEndOf(training.start, year);
    const until = anniversaryEve < training.plannedEnd ? anniversaryEve : training.plannedEnd;
    years.push({ year, from, until, started: from <= today });
  }
  return years;
}

const addOneDay = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** The six lights of a status. */
export function lightsOf(s: { theory: { light: TrafficLight }; practice: { light: TrafficLight }; guidance: GuidancePart; visits: VisitsPart; assessments: AssessmentsPart; readiness: ReadinessPart }): StatusLights {
  return { theory: s.theory.light, practice: s.practice.light, guidance: s.guidance.light, visits: s.visits.light, assessments: s.assessments.light, readiness: s.readiness.light };
}
