import { guidanceKindLabels, placementTypeLabels, type StudentPlanResponse } from '@praxisport/contract/placements';
import { keepSpace, proofDocument, signatureLines, table } from '../../lib/pdf';

const deDate = (iso: string | null): string => (iso ? iso.slice(0, 10).split('-').reverse().join('.') : '—');
const deDay = (iso: string) => new Date(iso).toLocaleDateString('de-DE', { timeZone: 'Europe/Berlin', dateStyle: 'medium' });
const hm = (minutes: number) => `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
const lightLabels = { green: 'Grün – erreicht', amber: 'Gelb – im Plan', red: 'Rot – im Rückstand' } as const;
const statusOf = (g: StudentPlanResponse['guidance'][number]) =>
  g.status === 'confirmed'
    ? `bestätigt von ${g.decidedBy ? `${g.decidedBy.firstName} ${g.decidedBy.name}` : '—'}${g.decidedAt ? ` am ${deDay(g.decidedAt)}` : ''}`
    : g.status === 'disputed'
      ? `beanstandet${g.decidedAt ? ` am ${deDay(g.decidedAt)}` : ''}${g.comment ? `: „${g.comment}“` : ''}`
      : 'offen (noch nicht bestätigt)';

/** The signature lines of a placement on the paper proof: its practice instructor and the apprentice sign it. */
export const placementSignatures = ['Ort, Datum', 'Unterschrift Praxisanleitung', 'Unterschrift Auszubildende/r'];
/** At the end the school's Praxisbegleitung signs that it has seen the proof. */
export const schoolSignatures = ['Ort, Datum', 'Unterschrift Praxisbegleitung'];

/**
 * The "Nachweis der Praxisanleitung" of a student as an A4 PDF: per placement the
 * required, confirmed and pending minutes and the traffic light, a table of its sessions with who
 * recorded and who confirmed them when, and the lines the instructor and the apprentice sign on;
 * then the absences and the school's line.
 */
export function proofPdf(plan: StudentPlanResponse, now: Date): Promise<Buffer> {
  const studentName = `${plan.student.firstName} ${plan.student.name}`;
  const { doc, finish } = proofDocument({
    title: `Nachweis der Praxisanleitung ${studentName}`,
    subject: 'Nachweis der Praxisanleitung',
    footer: `Nachweis der Praxisanleitung · ${studentName}`,
  });

  doc.font('Helvetica-Bold').fontSize(18).text('Nachweis der Praxisanleitung');
  doc.fontSize(14).text(studentName);
  doc.font('Helvetica').fontSize(10).text(`${plan.student.className ? `Klasse ${plan.student.className} · ` : ''}Stand: ${deDate(now.toISOString())}`);
  doc.text('Mindestens 10 % der Stunden jedes Einsatzes sind geplante und strukturierte Praxisanleitung (§ 4 PflAPrV).');
  doc.text('KB = Kompetenzbereich (I–V, PflAPrV Anlage 1 und 2).');
  doc.moveDown();
  if (plan.placements.length === 0) doc.text('Keine Praxiseinsätze geplant.');
  for (const p of plan.placements) {
    // a placement's heading and figures never end a page: they stay with the start of its table
    keepSpace(doc, 110);
    const title = `${placementTypeLabels[p.type]}: ${p.provider.name} – ${p.provider.ward}`;
    doc.font('Helvetica-Bold').fontSize(12).text(title);
    doc.font('Helvetica').fontSize(10).text(`${deDate(p.from)} bis ${deDate(p.until)} · ${p.plannedHours} Stunden geplant · Praxisanleitung: ${p.instructors.map((i) => `${i.firstName} ${i.name}`).join(', ') || '—'}`);
    doc.text(
      `Erforderlich ${hm(p.proof.requiredMinutes)} · bestätigt ${hm(p.proof.confirmedMinutes)} · offen ${hm(p.proof.pendingMinutes)} · Ampel: ${lightLabels[p.proof.light]}${p.absentDays ? ` · Fehltage: ${p.absentDays}` : ''}`,
    );
    doc.moveDown(0.3);
    const sessions = plan.guidance.filter((g) => g._placement === p._id);
    if (sessions.length === 0) doc.text('Noch keine Anleitung erfasst.');
    else
      table(
        doc,
        [
          { header: 'Datum', width: 54 },
          { header: 'Min.', width: 30 },
          { header: 'Art', width: 112 },
          { header: 'KB', width: 26 },
          { header: 'Thema' },
          { header: 'Erfasst von', width: 68 },
          { header: 'Bestätigung', width: 110 },
        ],
        sessions.map((g) => [
          deDate(g.date),
          String(g.minutes),
          guidanceKindLabels[g.kind],
          g.competenceArea ?? '—',
          g.topic,
          g.teacher ? `${g.teacher.firstName} ${g.teacher.name}` : '—',
          statusOf(g),
        ]),
        title,
      );
    signatureLines(doc, placementSignatures);
    doc.moveDown();
  }
  keepSpace(doc, 60);
  doc.font('Helvetica-Bold').fontSize(12).text('Fehlzeiten im praktischen Teil');
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`${plan.absence.absentDays} Fehltage = ${plan.absence.missedHours} Stunden (${plan.absence.rate} % von 2.500 Stunden; Grenze 10 % = ${plan.absence.limitHours} Stunden, § 13 PflBG).`);
  signatureLines(doc, schoolSignatures);
  return finish();
}
