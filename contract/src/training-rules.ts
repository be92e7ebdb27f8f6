import type { PlacementType } from './placements';

/**
 * The legal figures of the apprenticeship (Pflegeberufegesetz PflBG, Ausbildungs- und Prüfungsverordnung
 * PflAPrV), each with its source, in one place: a Land's variation is one change here. The placement
 * types' hours of annex 7 are `requiredHours` in placements.ts.
 */

/** Hours of theoretical and practical lessons at school (§ 1 (2) PflAPrV). */
export const THEORY_HOURS = 2100;
/** Hours of practical training (§ 1 (2) PflAPrV, annex 7). */
export const PRACTICE_HOURS = 2500;
/** Absences up to this share of the lessons and of the practical training count as attended (§ 13 (1) PflBG). */
export const ABSENCE_ALLOWED_SHARE = 0.1;
/** Absences in one compulsory placement at most this share of its hours (§ 1 (4) PflAPrV). */
export const COMPULSORY_ABSENCE_ALLOWED_SHARE = 0.25;
/** Practical hours at the training provider itself, with the orientation and one compulsory placement (§ 3 (2) PflAPrV). */
export const PROVIDER_MIN_HOURS = 1300;
/** Planned, structured guidance (Praxisanleitung): at least this share of a placement's hours (§ 4 (1) PflAPrV). */
export const GUIDANCE_SHARE = 0.1;
/** Length of the training: three years full-time, at most five part-time (§ 6 (1) PflBG). */
export const FULL_TIME_YEARS = 3;
export const PART_TIME_MAX_YEARS = 5;
/** The compulsory placements (Pflichteinsätze, § 7 (1), (2) PflBG; annex 7 PflAPrV). */
export const compulsoryTypes: readonly PlacementType[] = ['inpatientAcute', 'inpatientLongTerm', 'outpatient', 'paediatrics', 'psychiatry'];
/** The placements in which the school visits the apprentice at least once (Praxisbegleitung, § 5 PflAPrV). */
export const visitedTypes: readonly PlacementType[] = ['orientation', ...compulsoryTypes, 'deepening'];
