import { stringify } from 'csv-stringify/sync';
import type { TrafficLight } from '@praxisport/contract/placements';
import { germanDate, statusPartLabels, statusParts, type ClassStatusResponse } from '@praxisport/contract/status';

/** A cell that Excel would run as a formula (= + - @, tab, carriage return) gets a leading apostrophe. */
const neutralise = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);
const lightWords: Record<TrafficLight, string> = { green: 'Grün', amber: 'Gelb', red: 'Rot' };
const decimal = (n: number) => String(Math.round(n * 10) / 10).replace('.', ',');

/**
 * The class's training status as CSV: one row per apprentice with the training period, the six
 * lights in words and the figures; semicolons and a UTF-8 BOM for a German Excel, as the other exports.
 */
export function classStatusCsv(overview: ClassStatusResponse): string {
  const header = [
    'Nachname',
    'Vorname',
    'Ausbildungsbeginn',
    'Geplantes Ende',
    ...statusParts.map((p) => statusPartLabels[p]),
    'Theorie: Fehlstunden',
    'Theorie: Fehlquote (%)',
    'Praxis: abgeschlossene Stunden',
    'Gefährdete Punkte',
  ];
  const rows = overview.students.map((r) => [
    r.student.name,
    r.student.firstName,
    r.training ? germanDate(r.training.start) : '',
    r.training ? germanDate(r.training.plannedEnd) : '',
    ...statusParts.map((p) => lightWords[r.lights[p]]),
    decimal(r.theoryMissedHours),
    decimal(r.theoryRate * 100),
    decimal(r.practiceDoneHours),
    String(r.atRiskCount),
  ]);
  return stringify([header, ...rows].map((row) => row.map(neutralise)), { delimiter: ';', bom: true, record_delimiter: 'windows' });
}
