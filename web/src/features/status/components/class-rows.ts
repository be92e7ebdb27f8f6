import { statusParts, type ClassStatusRow, type StatusPart } from '@praxisport/contract/status';
import { severity } from './format';

export type SortKey = 'student' | StatusPart;

const byName = (a: ClassStatusRow, b: ClassStatusRow) => `${a.student.name} ${a.student.firstName}`.localeCompare(`${b.student.name} ${b.student.firstName}`, 'de');

/** By name A–Z, or by one part with the worst light first (then by name); `reversed` turns it round. */
export function sortRows(rows: readonly ClassStatusRow[], key: SortKey, reversed: boolean): ClassStatusRow[] {
  const sorted = [...rows].sort((a, b) => (key === 'student' ? 0 : severity[b.lights[key]] - severity[a.lights[key]]) || byName(a, b));
  return reversed ? sorted.reverse() : sorted;
}

/** A row that needs attention: any part amber or red. */
export const atRisk = (r: ClassStatusRow) => statusParts.some((p) => r.lights[p] !== 'green');
