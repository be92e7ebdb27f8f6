import type { PlacementType } from '@praxisport/contract/placements';

export const formatNumber = (n: number, lang: string) => n.toLocaleString(lang.startsWith('de') ? 'de-DE' : 'en-GB');

/** One colour per placement type, distinguishable and dark enough for white text (AA). */
export const typeColors: Record<PlacementType, string> = {
  orientation: '#5f3dc4',
  inpatientAcute: '#c92a2a',
  inpatientLongTerm: '#2b8a3e',
  outpatient: '#1864ab',
  paediatrics: '#a61e4d',
  psychiatry: '#7f4f24',
  deepening: '#0b7285',
  further: '#495057',
};

/** Badge props of a traffic light, readable on white (shared with the training status). */
export { lightBadge } from '../../../components/ui/light-badge';
