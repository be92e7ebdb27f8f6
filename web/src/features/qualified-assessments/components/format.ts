import type { TFunction } from 'i18next';
import { placementTypeLabels, type PlacementType } from '@praxisport/contract/placements';
import { competenceAreaLabels, gradeLabels, type CompetenceArea } from '@praxisport/contract/qualified-assessments';

/**
 * The contract's labels are the German texts (the PDF's too); English comes from
 * locales/en/qualifiedAssessments.json, German falls back to the contract's own text (no second copy).
 */
export const typeLabel = (t: TFunction, type: PlacementType) => t(`qualifiedAssessments.types.${type}`, { defaultValue: placementTypeLabels[type] });
export const areaLabel = (t: TFunction, area: CompetenceArea) => t(`qualifiedAssessments.areas.${area}`, { defaultValue: competenceAreaLabels[area] });
/** '2 – gut' */
export const gradeLabel = (t: TFunction, grade: number) => `${grade} – ${t(`qualifiedAssessments.grades.${grade}`, { defaultValue: gradeLabels[grade] })}`;
