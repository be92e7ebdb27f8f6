import type { TFunction } from 'i18next';
import { placementTypeLabels, type PlacementType } from '@praxisport/contract/placements';
import { visitFormLabels, type VisitForm } from '@praxisport/contract/visits';

/**
 * The contract's labels are the German texts (the PDF's too); English comes from
 * locales/en/visits.json, German falls back to the contract's own text (no second copy).
 */
export const typeLabel = (t: TFunction, type: PlacementType) => t(`visits.types.${type}`, { defaultValue: placementTypeLabels[type] });
export const formLabel = (t: TFunction, form: VisitForm) => t(`visits.forms.${form}`, { defaultValue: visitFormLabels[form] });
