import { placementTypeLabels } from '@praxisport/contract/placements';
import { competenceAreaLabels, gradeLabels, type QualifiedAssessmentResponse, type QualifiedAssessmentRow } from '@praxisport/contract/qualified-assessments';
import { keepSpace, proofDocument, signatureLines, table } from '../../lib/pdf';
import { meanGradeOf } from './qualified-assessments.presenter';

const deDate = (iso: string): string => iso.slice(0, 10).split('-').reverse().join('.');
const deDay = (iso: string) => new Date(iso).toLocaleDateString('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' });
const personName = (p: { firstName: string; name: string } | null) => (p ? `${p.firstName} ${p.name}` : '—');

/** The apprentice and the instructor sign the discussed assessment. */
export const assessmentSignatures = ['Ort, Datum', 'Unterschrift Auszubildende/r', 'Unterschrift Praxisanleitung'];

/**
 * The qualified assessment (qualifizierte Leistungseinschätzung, § 6 (2) PflAPrV) of a placement as an
 * A4 PDF: the placement, the five competence areas with grade and text, the placement's absences from
 * the records, who wrote it and when, the confirmation of the discussion, and the signature lines.
 */
export function assessmentPdf(view: QualifiedAssessmentResponse, assessment: QualifiedAssessmentRow, now: Date): Promise<Buffer> {
  const studentName = personName(view.student);
  const p = view.placement;
  const { doc, finish } = proofDocument({
    title: `Qualifizierte Leistungseinschätzung ${studentName}`,
    subject: 'Qualifizierte Leistungseinschätzung',
    footer: `Qualifizierte Leistungseinschätzung · ${studentName}`,
  });

  doc.font('Helvetica-Bold').fontSize(18).text('Qualifizierte Leistungseinschätzung');
  doc.fontSize(14).text(studentName);
  doc.font('Helvetica').fontSize(10).text(`${view.student.className ? `Klasse ${view.student.className} · ` : ''}Stand: ${deDay(now.toISOString())}`);
  doc.text('Leistungseinschätzung des Trägers der praktischen Ausbildung zum Ende des Einsatzes (§ 6 (2) PflAPrV), mit der:dem Auszubildenden besprochen.');
  doc.moveDown();

  doc.font('Helvetica-Bold').fontSize(12).text(`${placementTypeLabels[p.type]}: ${p.provider.name} – ${p.provider.ward}`);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`${deDate(p.from)} bis ${deDate(p.until)} · ${p.plannedHours} Stunden geplant · Praxisanleitung: ${p.instructors.map(personName).join(', ') || '—'}`);
  doc.moveDown(0.5);

  table(
    doc,
    [{ header: 'Kompetenzbereich', width: 190 }, { header: 'Note', width: 70 }, { header: 'Begründung' }],
    assessment.areas.map((a) => [competenceAreaLabels[a.area], a.grade === null ? '—' : `${a.grade} (${gradeLabels[a.grade]})`, a.text || '—']),
    'Kompetenzbereiche',
  );
  const mean = meanGradeOf(assessment);
  if (mean !== null) doc.font('Helvetica').fontSize(10).text(`Durchschnitt der Noten: ${mean.toLocaleString('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}`);
  doc.moveDown();

  keepSpace(doc, 90);
  doc.font('Helvetica-Bold').fontSize(12).text('Fehlzeiten in diesem Einsatz');
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(view.absence.absentDays ? `${view.absence.absentDays} ${view.absence.absentDays === 1 ? 'Fehltag' : 'Fehltage'} = ${view.absence.absentHours} Stunden (aus den erfassten Fehlzeiten des Einsatzes).` : 'Keine Fehlzeiten erfasst.');
  doc.moveDown();

  doc.font('Helvetica-Bold').fontSize(12).text('Erstellt und besprochen');
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`Geschrieben von ${personName(assessment.teacher)}${assessment.submittedAt ? `, eingereicht am ${deDay(assessment.submittedAt)}` : ''}.`);
  doc.text(
    assessment.confirmedAt
      ? `Gespräch bestätigt von ${studentName} am ${deDay(assessment.confirmedAt)}.`
      : 'Das Gespräch über die Leistungseinschätzung ist noch nicht bestätigt.',
  );
  signatureLines(doc, assessmentSignatures);
  return finish();
}
