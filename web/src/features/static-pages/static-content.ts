/**
 * The fixed content of the static screens (D2 §2.8, STAT-01..12, CONST-23, CONST-33). The texts
 * live in locales/{de,en}/staticPages.json; this file holds the shapes the screens are built from.
 */

/** Learning-goal topics in the order of the button page (STAT-02); the slug is the last path segment (AMB-138). */
export const learningTopics = ['pain', 'personal-hygiene', 'nourishment', 'mobility'] as const;
export type LearningTopic = (typeof learningTopics)[number];
export const isLearningTopic = (s: string | undefined): s is LearningTopic => (learningTopics as readonly string[]).includes(s ?? '');

/** Competence areas I–V and sub-areas 1–6 of the care form (STAT-10, CONST-33). */
export const careAreas = ['I', 'II', 'III', 'IV', 'V'] as const;
export const careSubAreas = ['1', '2', '3', '4', '5', '6'] as const;
/** Ten rows (STAT-11, CONST-33). */
export const CARE_FORM_ROWS = 10;
/** The five checkboxes of each row, in the order of the specification (STAT-11). */
export const careChecks = ['planned', 'reached', 'toPromote', 'notReached', 'reachedLater'] as const;

/** The three care settings of 'Kompetenzen IV' (STAT-09); each opens the care form. */
export const careSettings = ['acute', 'longterm', 'ambulatory'] as const;
export type CareSetting = (typeof careSettings)[number];
export const isCareSetting = (s: string | null | undefined): s is CareSetting => (careSettings as readonly string[]).includes(s ?? '');
/** The care form for a setting: /careform, never /careForm (AMB-137). */
export const careFormPath = (setting: CareSetting) => `/careform?setting=${setting}`;

/** Absenteeism may be at most 10 % of the placement time (STAT-03, CONST-23). */
export const ABSENCE_MAX_PERCENT = 10;
/** Placement hours and the guidance time (10 % of them) in minutes (D2 §9). */
export const PLACEMENT_HOURS = 400;
export const GUIDANCE_MINUTES = 2400;
/** Absence share of the placement time in percent, one decimal; null for no or bad input. */
export function absencePercent(absentHours: number, placementHours = PLACEMENT_HOURS): number | null {
  if (!Number.isFinite(absentHours) || absentHours < 0 || !(placementHours > 0)) return null;
  return Math.round((absentHours / placementHours) * 1000) / 10;
}
export const absenceTooHigh = (percent: number | null) => percent !== null && percent > ABSENCE_MAX_PERCENT;

/** Blank rows of the printable signature tables. */
export const GUIDANCE_ROWS = 8;
export const TUTORIAL_ROWS = 4;
export const TEST_ROWS = 4;

/** The only proof-of-practice option: the evidence of training (AMB-141). Case as in links, or all lowercase. */
export const isProofOfEducation = (option: string | undefined) => (option ?? '').toLowerCase() === 'proofofeducation';

/** /registeranalysis/analysis is the static table; any other last segment is the class table (STAT-04, STAT-05). */
export const isStaticRegister = (option: string | undefined) => option === 'analysis';

/** The accompanying documents (STAT-06): real PDFs under web/public/documents, made by server/scripts/static-documents.ts. */
export const accompanyingDocuments = [
  { key: 'guide', href: '/documents/leitfaden-praktischer-einsatz.pdf' },
  { key: 'areas', href: '/documents/kompetenzbereiche-i-v.pdf' },
  { key: 'evidence', href: '/documents/hinweise-ausbildungsnachweis.pdf' },
] as const;

/** The links between the static screens (STAT-07): every one reachable from the others. */
export const staticLinks = [
  { key: 'proofOfEducation', to: '/proofofpractice/proofOfEducation' },
  { key: 'learningGoals', to: '/learninggoals' },
  { key: 'accompanyingMaterial', to: '/accompanyingmaterial' },
  { key: 'skillsIv', to: '/skillsiv' },
  { key: 'logsReviews', to: '/logsreviews' },
  { key: 'registerAnalysis', to: '/registeranalysis/analysis' },
  // a student lands on their own portfolio, everyone else learns where portfolios are opened
  { key: 'trainingPortfolio', to: '/trainingportfolio' },
] as const;

/** The class table of the register analysis (any last segment but 'analysis', STAT-05). */
export const CLASS_REGISTER_PATH = '/registeranalysis/classes';
