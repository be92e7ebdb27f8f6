/**
 * The tile matrix of the listing screens /listingOptions/{option}/{studentId} (LIST-01..11).
 *
 * D2 §2.2 names the tile targets but not which option shows which tile (AMB-45); this matrix is
 * the proposed one until product supplies its own. Decisions:
 * - every target that takes a student id gets it appended (LIST-03); the competency tile is fixed
 *   to /assessment/competency/{id} instead of the literal ':_student' (LIST-04, AMB-44);
 *   /optionquestions, /options and /proofofpractice take an optional trailing student id (AMB-44);
 * - /learninggoals takes no student id, so none is appended; /kiliantasks takes an optional one
 *   (decision 020), so the KILIAN tile opens that student's upload tiles;
 * - tiles with an empty path (LIST-11) and tiles whose screen is not built yet are inactive and
 *   say why ('empty' or 'soon').
 * The listing feature must not import the app's router: `ready` is kept in step with the routes in
 * web/src/app/router.tsx that are not `soon` (the listing test checks the built targets).
 */
export const listingOptions = [
  'trainingportfolio',
  'appraisal',
  'talks',
  'competency',
  'arthrosis',
  'logs',
  'proofOfPractice',
  'reflection',
  'kilianUploads',
] as const;
export type ListingOption = (typeof listingOptions)[number];

export const isListingOption = (s: string | undefined): s is ListingOption => (listingOptions as readonly string[]).includes(s ?? '');

export interface TileDef {
  /** the text key under listing.tiles */
  key: string;
  /** the base path; '' for a tile without a target (LIST-11) */
  path: string;
  /** whether the target route takes the student id as its last segment */
  withStudent: boolean;
  /** whether the target screen is built (not the coming-soon placeholder) */
  ready: boolean;
}

const tile = (key: string, path: string, ready: boolean, withStudent = true): TileDef => ({ key, path, withStudent, ready });
const empty = (key: string): TileDef => ({ key, path: '', withStudent: false, ready: false });
const questions = ['communication', 'abilitytoact', 'abilitytoreflect', 'ethicalcompetence', 'selforganizedlearning'] as const;

export const listingTiles: Record<ListingOption, TileDef[]> = {
  // routed to its own page before the generic listing (LIST-12); kept for completeness
  trainingportfolio: [tile('trainingPortfolio', '/listingOptions/trainingportfolio', true), tile('competenceProfile', '/competenceprofile', true)],
  appraisal: [
    tile('competencyAssessment', '/assessment/competency', true),
    tile('orientationMission', '/options/orientationmission', true),
    tile('forms', '/forma', true),
    tile('reviews', '/reviewform', true),
    // the printable appraisal of the placement (decision 019); without a tile nobody finds it
    tile('evaluationForm', '/evaluationform', true),
  ],
  talks: [
    tile('initialconsultation', '/talksform/initialconsultation', true),
    tile('intermtalk', '/talksform/intermtalk', true),
    tile('finaltalk', '/talksform/finaltalk', true),
  ],
  // the competency test, the nursing phenomena and (through arthrosis) the five question sets (LIST-07, LIST-08)
  competency: [
    tile('competencyAssessment', '/assessment/competency', true),
    tile('arthrosis', '/listingOptions/arthrosis', true),
    tile('nursingPhenomena', '/nursingphenomena', true),
    tile('competenceProfile', '/competenceprofile', true),
    empty('furtherPhenomena'),
  ],
  arthrosis: questions.map((q) => tile(q, `/optionquestions/${q}`, true)),
  logs: [tile('forms', '/forma', true), tile('reviews', '/reviewform', true), empty('protocols'), empty('appraisals')],
  proofOfPractice: [tile('proofOfEducation', '/proofofpractice/proofOfEducation', true), tile('learningGoals', '/learninggoals', true, false), empty('evidence')],
  reflection: [tile('abilitytoreflect', '/optionquestions/abilitytoreflect', true), tile('selforganizedlearning', '/optionquestions/selforganizedlearning', true), empty('reflectionDiary')],
  // the KILIAN Tasks screen with the student's upload tiles (decision 020: /kiliantasks takes an optional student id)
  kilianUploads: [tile('kilianTasks', '/kiliantasks', true), empty('uploadFolders')],
};

/** The target of a tile for a student ('' for a tile without a path). */
export const tileTarget = (t: TileDef, studentId: string) => (t.path && t.withStudent ? `${t.path}/${encodeURIComponent(studentId)}` : t.path);
