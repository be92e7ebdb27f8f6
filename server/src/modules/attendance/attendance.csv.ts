import { stringify } from 'csv-stringify/sync';
import { blockTimes, BLOCK_KEYS, reasonLabels } from '@praxisport/contract/attendance';
import type { MonthRow } from './attendance.repository';

/** A cell that Excel would run as a formula (= + - @, tab, carriage return) gets a leading apostrophe. */
export function neutralise(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

/**
 * A month of attendance as CSV: one row per student and day, the four blocks and the reason;
 * semicolons (what a German Excel expects), a UTF-8 BOM so that umlauts open correctly.
 */
export function attendanceCsv(rows: MonthRow[]): string {
  const header = ['Datum', 'Nachname', 'Vorname', ...BLOCK_KEYS.map((k) => blockTimes[k]), 'Grund'];
  const mark = (present: boolean) => (present ? 'anwesend' : 'abwesend');
  const body = rows.map((r) => [
    ddmmyyyy(r.date),
    r.name,
    r.firstName,
    mark(r.b8),
    mark(r.b10),
    mark(r.b12),
    mark(r.b1345),
    r.reason ? reasonLabels[r.reason] : '',
  ]);
  return stringify([header, ...body].map((row) => row.map(neutralise)), { delimiter: ';', bom: true, record_delimiter: 'windows' });
}
