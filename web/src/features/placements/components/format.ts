import type { PlacementType, TrafficLight } from '@praxisport/contract/placements';

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

/** Badge props of a traffic light, readable on white. */
export const lightBadge: Record<TrafficLight, { color: string; variant: 'filled'; autoContrast?: boolean }> = {
  green: { color: 'teal.9', variant: 'filled' },
  amber: { color: 'yellow.5', variant: 'filled', autoContrast: true },
  red: { color: 'red.9', variant: 'filled' },
};
