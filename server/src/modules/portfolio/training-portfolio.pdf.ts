import { portfolioAssignmentBlocks, portfolioAssignmentLabels, type StudentPortfolioResponse } from '@praxisport/contract/portfolio';
import { keepSpace, proofDocument, signatureLines, table } from '../../lib/pdf';

const deDate = (iso: string | null): string => (iso ? iso.slice(0, 10).split('-').reverse().join('.') : '—');
const deDateTime = (iso: string) => new Date(iso).toLocaleString('de-DE', { timeZone: 'Europe/Berlin', dateStyle: 'medium', timeStyle: 'short' });
const signed = (ticked: boolean, by: { firstName: string; name: string } | null, at: string | null) =>
  ticked ? `ja${by ? ` (${by.firstName} ${by.name}${at ? `, ${deDateTime(at)}` : ''})` : ''}` : 'nein';

/** The signature lines of the paper portfolio: the apprentice and the practice instructor sign, the school's Praxisbegleitung has seen it. */
export const portfolioSignatures = ['Ort, Datum', 'Unterschrift Auszubildende/r', 'Unterschrift Praxisanleitung', 'Unterschrift Praxisbegleitung'];

/**
 * The filled training portfolio as an A4 PDF ('Printing and PDF'): the blanks, the assignment
 * blocks, and per category a table of its items with both ticks and who set them when, one
 * category after the other (no page of its own), then the signature lines.
 */
export function portfolioPdf(p: StudentPortfolioResponse, now: Date): Promise<Buffer> {
  const studentName = `${p.student.firstName} ${p.student.name}`;
  const { doc, finish } = proofDocument({ title: `Ausbildungsportfolio ${studentName}`, subject: 'Ausbildungsportfolio', footer: `Ausbildungsportfolio · ${studentName}` });

  doc.font('Helvetica-Bold').fontSize(16).text('Ausbildungsportfolio');
  doc.fontSize(12).text(studentName);
  doc.font('Helvetica').fontSize(10).text(`Stand: ${deDate(now.toISOString())}`);
  doc.moveDown();
  const field = (label: string, value: string) => {
    doc.font('Helvetica-Bold').fontSize(10).text(`${label}: `, { continued: true });
    doc.font('Helvetica').text(value || '—');
  };
  field('Auszubildende:r', p.form.trainee || studentName);
  field('Pflegeschule', p.form.school);
  field('Träger der praktischen Ausbildung', p.form.provider);

  doc.moveDown(0.5).font('Helvetica-Bold').fontSize(11).text('Einsätze');
  doc.moveDown(0.3);
  table(
    doc,
    [{ header: 'Einsatz', width: 200 }, { header: 'Von', width: 58 }, { header: 'Bis', width: 58 }, { header: 'Einrichtung' }],
    portfolioAssignmentBlocks.map((block) => {
      const a = p.form.assignments[block];
      return [portfolioAssignmentLabels[block], deDate(a.from), deDate(a.until), a.company || '—'];
    }),
  );

  for (const category of p.categories) {
    doc.moveDown(0.3);
    // a category's title never ends a page: it stays with at least its table header and first row
    keepSpace(doc, 70);
    doc.font('Helvetica-Bold').fontSize(11).text(category.title);
    doc.moveDown(0.3);
    if (category.items.length === 0) {
      doc.font('Helvetica').fontSize(10).text('Keine Einträge.');
      continue;
    }
    table(
      doc,
      [{ header: 'Lernziel' }, { header: 'Praxisanleitung bestätigt', width: 120 }, { header: 'Auszubildende:r bestätigt', width: 120 }],
      category.items.map((item) => {
        const t = item.trainingPortfolio;
        return [
          { title: item.title, text: item.itemLearned },
          signed(t.teacherChecked, t.teacherCheckedBy, t.teacherCheckedAt),
          signed(t.studentChecked, t.studentCheckedBy, t.studentCheckedAt),
        ];
      }),
      category.title,
    );
  }
  signatureLines(doc, portfolioSignatures);
  return finish();
}
