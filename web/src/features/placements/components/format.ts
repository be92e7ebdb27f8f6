import type { PlacementType, TrafficLight } from '@praxisport/contract/placements';

/** 2026-03-02 → 02.03.2026 (de) or 02/03/2026 (en). */
export const formatDate = (iso: string, lang: string) => {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return lang.startsWith('de') ? `${d}.${m}.${y}` : `${d}/${m}/${y}`;
};
export const formatDateTime = (iso: string, lang: string) =>
  new Date(iso).toLocaleString(lang.startsWith('de') ? 'de-DE' : 'en-GB', { timeZone: 'Europe/Berlin', dateStyle: 'medium', timeStyle: 'short' });
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
