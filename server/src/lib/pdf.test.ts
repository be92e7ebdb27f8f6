import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf';
import { proofDocument, table, winAnsi } from './pdf';

describe('the standard fonts\' text (winAnsi)', () => {
  it('keeps German and the WinAnsi punctuation; folds letters beyond it to their base letter; a tab is a space', () => {
    expect(winAnsi('Jörg Müller – Straße · § 6 „gut“ 25 % €')).toBe('Jörg Müller – Straße · § 6 „gut“ 25 % €');
    expect(winAnsi('Tim Yılmaz, Ayşe Doğan, Łukasz Wałęsa, Đorđe')).toBe('Tim Yilmaz, Ayse Dogan, Lukasz Walesa, Dorde');
    expect(winAnsi('Notiz\tmit Tab\nund Zeile')).toBe('Notiz mit Tab\nund Zeile');
    expect(winAnsi('Пётр 😀')).toBe('???? ?');
  });

  it('a name beyond WinAnsi reads whole in the PDF, and so does the rest of its line', async () => {
    const { doc, finish } = proofDocument({ title: 'Test', subject: 'Test', footer: 'Jahreszeugnis · Tim Yılmaz' });
    doc.text('Tim Yılmaz');
    table(doc, [{ header: 'Name', width: 100 }, { header: 'Notiz' }], [['Ayşe Doğan', 'mit\tTab']]);
    const text = pdfText(await finish());
    expect(text).toContain('Tim Yilmaz');
    expect(text).toContain('Ayse Dogan');
    expect(text).toContain('mit Tab');
    expect(text).toContain('Jahreszeugnis · Tim Yilmaz · Seite 1 von 1');
  });
});
