import PDFDocument from 'pdfkit';
import { portfolioAssignmentBlocks, portfolioAssignmentLabels, type StudentPortfolioResponse } from '@praxisport/contract/portfolio';

const deDate = (iso: string | null): string => (iso ? iso.slice(0, 10).split('-').reverse().join('.') : '—');
const deDateTime = (iso: string) => new Date(iso).toLocaleString('de-DE', { timeZone: 'Europe/Berlin', dateStyle: 'medium', timeStyle: 'short' });
const signed = (ticked: boolean, by: { firstName: string; name: string } | null, at: string | null) =>
  ticked ? `ja${by ? ` (${by.firstName} ${by.name}${at ? `, ${deDateTime(at)}` : ''})` : ''}` : 'nein';

/**
 * The filled training portfolio as an A4 PDF ('Printing and PDF'): the blanks, the
 * assignment blocks, and per category its items with both ticks and who set them when. Standard
 * fonts (WinAnsi) carry the German umlauts.
 */
export function portfolioPdf(p: StudentPortfolioResponse, now: Date): Promise<Buffer> {
  const studentName = `${p.student.firstName} ${p.student.name}`;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Ausbildungsportfolio ${studentName}`, Author: 'PraxisPort', Subject: 'Ausbildungsportfolio' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(18).text('Ausbildungsportfolio');
  doc.fontSize(14).text(studentName);
  doc.font('Helvetica').fontSize(10).text(`Stand: ${deDate(now.toISOString())}`);
  doc.moveDown();
  const field = (label: string, value: string) => {
    doc.font('Helvetica-Bold').fontSize(11).text(`${label}: `, { continued: true });
    doc.font('Helvetica').text(value || '—');
  };
  field('Auszubildende:r', p.form.trainee || studentName);
  field('Pflegeschule', p.form.school);
  field('Träger der praktischen Ausbildung', p.form.provider);

  doc.moveDown().font('Helvetica-Bold').fontSize(14).text('Einsätze');
  for (const block of portfolioAssignmentBlocks) {
    const a = p.form.assignments[block];
    doc.font('Helvetica-Bold').fontSize(11).text(portfolioAssignmentLabels[block]);
    doc.font('Helvetica').fontSize(10).text(`Von ${deDate(a.from)} bis ${deDate(a.until)} · Einrichtung: ${a.company || '—'}`);
  }

  for (const category of p.categories) {
    doc.addPage();
    doc.font('Helvetica-Bold').fontSize(14).text(category.title);
    doc.moveDown(0.5);
    if (category.items.length === 0) doc.font('Helvetica').fontSize(10).text('Keine Einträge.');
    for (const item of category.items) {
      const t = item.trainingPortfolio;
      doc.font('Helvetica-Bold').fontSize(11).text(item.title);
      doc.font('Helvetica').fontSize(10).text(item.itemLearned);
      doc.text(`Praxisanleitung bestätigt: ${signed(t.teacherChecked, t.teacherCheckedBy, t.teacherCheckedAt)}`);
      doc.text(`Auszubildende:r bestätigt: ${signed(t.studentChecked, t.studentCheckedBy, t.studentCheckedAt)}`);
      doc.moveDown(0.5);
    }
  }
  doc.end();
  return done;
}
