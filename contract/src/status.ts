import { HOURS_PER_ABSENT_DAY, type PlacementType, placementTypes, requiredHours, type TrafficLight } from './placements';
import { ABSENCE_ALLOWED_SHARE, COMPULSORY_ABSENCE_ALLOWED_SHARE, compulsoryTypes, PRACTICE_HOURS, PROVIDER_MIN_HOURS, THEORY_HOURS } from './training-rules';

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
  /** hours of placements of this type that have ended, less their absences */
  doneHours: number;
  /** all planned hours of this type, less recorded absences */
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
  light: TrafficLight;
}

const worst = (lights: TrafficLight[]): TrafficLight => (lights.includes('red') ? 'red' : lights.includes('amber') ? 'amber' : 'green');

/**
 * Practice: the hours of every annex-7 type, 1,300 h at the provider, 10 % absences overall and 25 % per
 * compulsory placement. A requirement the plan no longer reaches by the planned end is red; one the plan
 * reaches only with placements still to come is amber until they are done.
 */
export function practiceStatus(placements: PlannedPlacement[], today: string, plannedEnd: string): PracticeFigures {
  const net = (p: PlannedPlacement) => Math.max(0, p.plannedHours - p.absentDays * HOURS_PER_ABSENT_DAY);
  const ended = (p: PlannedPlacement) => dayNumber(p.until) < dayNumber(today);
  const byEnd = placements.filter((p) => dayNumber(p.until) <= dayNumber(plannedEnd));
  const types = placementTypes.map((type): TypeFigures => {
    const ofType = byEnd.filter((p) => p.type === type);
    const doneHours = ofType.filter(ended).reduce((sum, p) => sum + net(p), 0);
    const planned = ofType.reduce((sum, p) => sum + net(p), 0);
    const light: TrafficLight = doneHours >= requiredHours[type] ? 'green' : planned >= requiredHours[type] ? 'amber' : 'red';
    return { type, requiredHours: requiredHours[type], doneHours, plannedHours: planned, light };
  });
  const absentHours = placements.reduce((sum, p) => sum + p.absentDays * HOURS_PER_ABSENT_DAY, 0);
  const compulsoryAbsences = placements
    .filter((p) => compulsoryTypes.includes(p.type))
    .map((p) => {
      const allowedHours = p.plannedHours * COMPULSORY_ABSENCE_ALLOWED_SHARE;
      const hours = p.absentDays * HOURS_PER_ABSENT_DAY;
      return { type: p.type, from: p.from, absentHours: hours, allowedHours, light: (hours > allowedHours ? 'red' : 'green') as TrafficLight };
    });
  const providerPlanned = byEnd.filter((p) => p.atProvider).reduce((sum, p) => sum + net(p), 0);
  const providerDone = byEnd.filter((p) => p.atProvider && ended(p)).reduce((sum, p) => sum + net(p), 0);
  // the orientation placement and at least one compulsory placement belong to the provider's hours
  const atProvider = byEnd.filter((p) => p.atProvider);
  const includesRequired = atProvider.some((p) => p.type === 'orientation') && atProvider.some((p) => compulsoryTypes.includes(p.type));
  const providerLight: TrafficLight = !includesRequired || providerPlanned < PROVIDER_MIN_HOURS ? 'red' : providerDone >= PROVIDER_MIN_HOURS ? 'green' : 'amber';
  const absenceLight: TrafficLight = absentHours > PRACTICE_HOURS * ABSENCE_ALLOWED_SHARE ? 'red' : 'green';
  return {
    types,
    doneHours: types.reduce((sum, t) => sum + t.doneHours, 0),
    plannedHours: types.reduce((sum, t) => sum + t.plannedHours, 0),
    providerHours: providerPlanned,
    absentHours,
    compulsoryAbsences,
    light: worst([...types.map((t) => t.light), providerLight, absenceLight, ...compulsoryAbsences.map((c) => c.light)]),
  };
}

/** The planned end of a training that starts on `start` and takes `years` (3 full-time, up to 5 part-time): the day before the anniversary. */
export function plannedEndOf(start: string, years: number): string {
  const d = new Date(`${start}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}
