import { placementTypeLabels, HOURS_PER_ABSENT_DAY } from '@praxisport/contract/placements';
import type { QualifiedAssessmentRow } from '@praxisport/contract/qualified-assessments';
import { germanDate, type TrainingRow, type TrainingYear } from '@praxisport/contract/status';
import { ABSENCE_ALLOWED_SHARE, PRACTICE_HOURS, THEORY_HOURS } from '@praxisport/contract/training-rules';
import { keepSpace, proofDocument, signatureLines, table } from '../../lib/pdf';
import type { PlacementFacts } from '../placements/placements.service';

export interface CertificateData {
  student: { firstName: string; name: string; className: string | null };
  training: TrainingRow;
  year: TrainingYear;
  /** the lessons of the year (attendance list) */
  theory: { heldMinutes: number; missedMinutes: number };
  /** the placements that end in the year, each with its qualified assessment */
  placements: { placement: PlacementFacts; assessment: QualifiedAssessmentRow | null }[];
}

/** The signature lines of the yearly certificate. */
export const certificateSignatures = ['Ort, Datum', 'Auszubildende/r', 'Praxisanleitung', 'Praxisbegleitung / Schulleitung'];

const decimal = (n: number) => (Math.round(n * 10) / 10).toLocaleString('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const percent = (part: number, whole: number) => (whole > 0 ? `${decimal((part / whole) * 100)} %` : '—');
const deDay = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('de-DE', { timeZone: 'Europe/Berlin', dateStyle: 'medium' }) : null);

/** The mean of the graded areas, one decimal; null in a draft without grades. */
export function meanGradeOf(a: QualifiedAssessmentRow): number | null {
  const grades = a.areas.flatMap((x) => (x.grade === null ? [] : [x.grade]));
  return grades.length ? Math.round((grades.reduce((s, g) => s + g, 0) / grades.length) * 10) / 10 : null;
}

function assessmentCell(a: QualifiedAssessmentRow | null): string {
  if (!a || a.status === 'draft') return 'noch nicht eingereicht';
  const mean = meanGradeOf(a);
  const grades = a.areas.map((x) => `${x.area}: ${x.grade ?? '—'}`).join(' · ');
  const submitted = `eingereicht ${deDay(a.submittedAt) ?? ''}`.trim();
  const confirmed = a.confirmedAt ? `besprochen ${deDay(a.confirmedAt)}` : 'Gespräch noch nicht bestätigt';
  return `Ø ${mean === null ? '—' : decimal(mean)} (${grades})\n${submitted} · ${confirmed}`;
}

/**
 * The yearly certificate (Jahreszeugnis, § 6 (3) PflAPrV) of a training year as an A4 PDF: the theory
 * absences of the year and the practice absences separately, the placements that end in the year with
 * their qualified assessments (mean grade, the five areas, submitted and discussed), and the signature lines.
 */
export function certificatePdf(d: CertificateData, now: Date): Promise<Buffer> {
  const studentName = `${d.student.firstName} ${d.student.name}`;
  const title = `Jahreszeugnis – ${d.year.year}. Ausbildungsjahr`;
  const { doc, finish } = proofDocument({ title: `${title} ${studentName}`, subject: 'Jahreszeugnis', footer: `${title} · ${studentName}` });

  doc.font('Helvetica-Bold').fontSize(18).text(title);
  doc.fontSize(14).text(studentName);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`${d.student.className ? `Klasse ${d.student.className} · ` : ''}Ausbildungsjahr ${germanDate(d.year.from)} bis ${germanDate(d.year.until)} · Stand: ${germanDate(now.toISOString().slice(0, 10))}`);
  doc.text(`Ausbildungszeitraum ${germanDate(d.training.start)} bis ${germanDate(d.training.plannedEnd)} (${d.training.partTime ? 'Teilzeit' : 'Vollzeit'})`);
  doc.moveDown();

  const held = d.theory.heldMinutes / 60;
  const missed = d.theory.missedMinutes / 60;
  doc.font('Helvetica-Bold').fontSize(12).text('Fehlzeiten im theoretischen und praktischen Unterricht (Schule)');
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`Unterricht erfasst: ${decimal(held)} Stunden · davon gefehlt: ${decimal(missed)} Stunden (${percent(missed, held)}).`)
    .text(`Über die ganze Ausbildung dürfen höchstens 10 % der ${THEORY_HOURS.toLocaleString('de-DE')} Stunden fehlen (${decimal(THEORY_HOURS * ABSENCE_ALLOWED_SHARE)} Stunden, § 13 PflBG).`);
  doc.moveDown();

  const absentDays = d.placements.reduce((s, p) => s + p.placement.absentDays, 0);
  keepSpace(doc, 80);
  doc.font('Helvetica-Bold').fontSize(12).text('Fehlzeiten in der praktischen Ausbildung');
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`${absentDays} ${absentDays === 1 ? 'Fehltag' : 'Fehltage'} = ${absentDays * HOURS_PER_ABSENT_DAY} Stunden in den Einsätzen dieses Jahres (ein Fehltag zählt 8 Stunden).`)
    .text(`Über die ganze Ausbildung dürfen höchstens 10 % der ${PRACTICE_HOURS.toLocaleString('de-DE')} Stunden fehlen, in einem Pflichteinsatz höchstens 25 % seiner Stunden.`);
  doc.moveDown();

  keepSpace(doc, 80);
  doc.font('Helvetica-Bold').fontSize(12).text('Praxiseinsätze und qualifizierte Leistungseinschätzungen');
  doc.font('Helvetica').fontSize(10).text('Die Einsätze, die in diesem Ausbildungsjahr enden; Noten 1 (sehr gut) bis 5 (mangelhaft) je Kompetenzbereich I–V.');
  doc.moveDown(0.3);
  if (d.placements.length === 0) doc.text('In diesem Ausbildungsjahr endet kein Praxiseinsatz.');
  else
    table(
      doc,
      [
        { header: 'Einsatz', width: 120 },
        { header: 'Einrichtung', width: 104 },
        { header: 'Zeitraum', width: 62 },
        { header: 'Std.', width: 30 },
        { header: 'Fehltage', width: 46 },
        { header: 'Leistungseinschätzung' },
      ],
      d.placements.map(({ placement: p, assessment }) => [
        placementTypeLabels[p.type],
        `${p.provider.name} – ${p.provider.ward}`,
        `${germanDate(p.from)} – ${germanDate(p.until)}`,
        String(p.plannedHours),
        String(p.absentDays),
        assessmentCell(assessment),
      ]),
      'Praxiseinsätze',
    );
  doc.moveDown();
  signatureLines(doc, certificateSignatures);
  return finish();
}
