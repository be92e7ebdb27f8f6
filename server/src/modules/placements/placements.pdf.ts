import PDFDocument from 'pdfkit';
import { guidanceKindLabels, placementTypeLabels, type StudentPlanResponse } from '@praxisport/contract/placements';

const deDate = (iso: string | null): string => (iso ? iso.slice(0, 10).split('-').reverse().join('.') : '—');
const deDateTime = (iso: string) => new Date(iso).toLocaleString('de-DE', { timeZone: 'Europe/Berlin', dateStyle: 'medium', timeStyle: 'short' });
const hm = (minutes: number) => `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
const lightLabels = { green: 'Grün – erreicht', amber: 'Gelb – im Plan', red: 'Rot – im Rückstand' } as const;
const statusOf = (g: StudentPlanResponse['guidance'][number]) =>
  g.status === 'confirmed'
    ? `bestätigt von ${g.decidedBy ? `${g.decidedBy.firstName} ${g.decidedBy.name}` : '—'}${g.decidedAt ? ` am ${deDateTime(g.decidedAt)}` : ''}`
    : g.status === 'disputed'
      ? `beanstandet${g.decidedAt ? ` am ${deDateTime(g.decidedAt)}` : ''}${g.comment ? `: „${g.comment}“` : ''}`
      : 'offen (noch nicht bestätigt)';

/**
 * The "Nachweis der Praxisanleitung" of a student as an A4 PDF: per placement the
 * required, confirmed and pending minutes and the traffic light, then each session with who
 * recorded it and who confirmed it when. Standard fonts (WinAnsi) carry the German umlauts.
 */
export function proofPdf(plan: StudentPlanResponse, now: Date): Promise<Buffer> {
  const studentName = `${plan.student.firstName} ${plan.student.name}`;
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Nachweis der Praxisanleitung ${studentName}`, Author: 'PraxisPort', Subject: 'Nachweis der Praxisanleitung' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(18).text('Nachweis der Praxisanleitung');
  doc.fontSize(14).text(studentName);
  doc.font('Helvetica').fontSize(10).text(`${plan.student.className ? `Klasse ${plan.student.className} · ` : ''}Stand: ${deDate(now.toISOString())}`);
  doc.text('Mindestens 10 % der Stunden jedes Einsatzes sind geplante und strukturierte Praxisanleitung (§ 4 PflAPrV).');
  doc.moveDown();
  if (plan.placements.length === 0) doc.text('Keine Praxiseinsätze geplant.');
  for (const p of plan.placements) {
    doc.font('Helvetica-Bold').fontSize(12).text(`${placementTypeLabels[p.type]}: ${p.provider.name} – ${p.provider.ward}`);
    doc.font('Helvetica').fontSize(10).text(`${deDate(p.from)} bis ${deDate(p.until)} · ${p.plannedHours} Stunden geplant · Praxisanleitung: ${p.instructors.map((i) => `${i.firstName} ${i.name}`).join(', ') || '—'}`);
    doc.text(
      `Erforderlich ${hm(p.proof.requiredMinutes)} · bestätigt ${hm(p.proof.confirmedMinutes)} · offen ${hm(p.proof.pendingMinutes)} · Ampel: ${lightLabels[p.proof.light]}${p.absentDays ? ` · Fehltage: ${p.absentDays}` : ''}`,
    );
    const sessions = plan.guidance.filter((g) => g._placement === p._id);
    if (sessions.length === 0) doc.text('Noch keine Anleitung erfasst.');
    for (const g of sessions) {
      doc.moveDown(0.3);
      doc.font('Helvetica-Bold').text(`${deDate(g.date)} · ${g.minutes} min · ${guidanceKindLabels[g.kind]}${g.competenceArea ? ` · Kompetenzbereich ${g.competenceArea}` : ''}`);
      doc.font('Helvetica').text(`Thema: ${g.topic}`);
      doc.text(`Erfasst von ${g.teacher ? `${g.teacher.firstName} ${g.teacher.name}` : '—'}; ${statusOf(g)}`);
    }
    doc.moveDown();
  }
  doc.font('Helvetica-Bold').fontSize(12).text('Fehlzeiten im praktischen Teil');
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`${plan.absence.absentDays} Fehltage = ${plan.absence.missedHours} Stunden (${plan.absence.rate} % von 2.500 Stunden; Grenze 10 % = ${plan.absence.limitHours} Stunden, § 13 PflBG).`);
  doc.end();
  return done;
}
