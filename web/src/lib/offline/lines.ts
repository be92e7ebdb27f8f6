import { BLOCK_KEYS, reasonLabels, type AttendanceEntry } from '@praxisport/contract/attendance';
import type { Line } from './index';

/** One student's day: "8 ✓ · 10 ✗ · 12 ✓ · 13:45 ✓ · Krankheit", the same for the person's list and the server's. */
export function attendanceLine(name: string, entry: AttendanceEntry): Line {
  const blocks = BLOCK_KEYS.map((k) => `${k} ${entry[k] ? '✓' : '✗'}`).join(' · ');
  return { label: name, value: entry.reason ? `${blocks} · ${reasonLabels[entry.reason]}` : blocks };
}
