import { stringify } from 'csv-stringify/sync';
import { placementTypeLabels, type ClassPlanResponse } from '@praxisport/contract/placements';

/** A cell that Excel would run as a formula (= + - @, tab, carriage return) gets a leading apostrophe. */
const neutralise = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);
const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
const lightLabels = { green: 'erreicht', amber: 'im Plan', red: 'im Rückstand' } as const;

/**
 * The class's proof table as CSV: one row per student and placement with the guidance
 * minutes confirmed, pending and required and the traffic light; semicolons and a UTF-8 BOM for a
 * German Excel, as the attendance export.
 */
export function classPlanCsv(plan: ClassPlanResponse): string {
  const header = ['Nachname', 'Vorname', 'Einsatzart', 'Einrichtung', 'Bereich', 'Von', 'Bis', 'Geplante Stunden', 'Bestätigt (min)', 'Offen (min)', 'Erforderlich (min)', 'Ampel', 'Fehltage'];
  const rows = plan.students.flatMap((s) =>
    s.placements.map((p) => [
      s.name,
      s.firstName,
      placementTypeLabels[p.type],
      p.provider.name,
      p.provider.ward,
      ddmmyyyy(p.from),
      ddmmyyyy(p.until),
      String(p.plannedHours),
      String(p.proof.confirmedMinutes),
      String(p.proof.pendingMinutes),
      String(p.proof.requiredMinutes),
      lightLabels[p.proof.light],
      String(p.absentDays),
    ]),
  );
  return stringify([header, ...rows].map((row) => row.map(neutralise)), { delimiter: ';', bom: true, record_delimiter: 'windows' });
}
