import PDFDocument from 'pdfkit';

/**
 * The printed proofs (training portfolio, Nachweis der Praxisanleitung) as A4 PDFs, laid out like
 * the paper forms they replace: content flows from page to page, tables repeat their header on a
 * new page, signature lines with their labels, and a footer naming the document and the page so
 * that loose pages can be put back together. Standard fonts (WinAnsi) carry the German umlauts.
 */

// 15 mm, as the app prints its screens (web/src/app/print.css)
const MARGIN = 42.5;
const FOOTER_GAP = 24;
const BORDER = '#777777';
const HEADER_FILL = '#eeeeee';
const PADDING = 2.5;

export interface ProofDocument {
  doc: PDFKit.PDFDocument;
  /** Writes the footers, ends the document and resolves to its bytes. */
  finish: () => Promise<Buffer>;
}

/** The characters above Latin-1 that WinAnsi has (pdfkit maps them to their WinAnsi codes). */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
/** Letters without a decomposition, folded by hand; NFKD takes the others to their base letter (ş → s, ğ → g). */
const FOLDED: Record<string, string> = { ı: 'i', ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', '‐': '-', '‑': '-' };

/**
 * Text the standard fonts can show. pdfkit writes a character outside WinAnsi (the ı of "Yılmaz") or a control
 * character (a tab) as a hex code of other than two digits, which garbles it and the rest of its line; such a
 * character becomes its base letter (ı → i, ğ → g), a control character a space, anything else "?".
 */
export function winAnsi(text: string): string {
  let out = '';
  for (const c of text) {
    const code = c.codePointAt(0)!;
    if (code === 0x0a || code === 0x0d || (code >= 0x20 && code <= 0xff) || WIN_ANSI_EXTRA.has(c)) out += c;
    else if (code < 0x20) out += ' ';
    else {
      const folded = FOLDED[c] ?? c.normalize('NFKD').replace(/\p{M}/gu, '');
      out += folded && /^[\x20-\x7e\xa0-\xff]+$/.test(folded) ? folded : '?';
    }
  }
  return out;
}

/** An A4 document whose footer reads "`footer` · Seite n von m" on every page. */
export function proofDocument(info: { title: string; subject: string; footer: string }): ProofDocument {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, bufferPages: true, info: { Title: info.title, Author: 'PraxisPort', Subject: info.subject } });
  // every text is written, measured and wrapped as the standard fonts will show it (winAnsi)
  for (const method of ['text', 'heightOfString', 'widthOfString'] as const) {
    const original = doc[method] as (...args: unknown[]) => unknown;
    (doc as unknown as Record<string, unknown>)[method] = (value: unknown, ...rest: unknown[]) => original.call(doc, typeof value === 'string' ? winAnsi(value) : value, ...rest);
  }
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const finish = () => {
    const { start, count } = doc.bufferedPageRange();
    for (let i = start; i < start + count; i++) {
      doc.switchToPage(i);
      // the footer sits in the bottom margin: without lifting the margin pdfkit would open a new page
      const bottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      doc
        .font('Helvetica')
        .fontSize(8)
        .fillColor('#444444')
        .text(`${info.footer} · Seite ${i - start + 1} von ${count}`, MARGIN, doc.page.height - bottom + FOOTER_GAP / 2, { width: contentWidth(doc), align: 'center', lineBreak: false });
      doc.page.margins.bottom = bottom;
    }
    doc.fillColor('black');
    doc.end();
    return done;
  };
  return { doc, finish };
}

const contentWidth = (doc: PDFKit.PDFDocument) => doc.page.width - doc.page.margins.left - doc.page.margins.right;
const pageBottom = (doc: PDFKit.PDFDocument) => doc.page.height - doc.page.margins.bottom;

/** Opens a new page when less than `height` points are left on this one (keeps a heading with what follows). */
export function keepSpace(doc: PDFKit.PDFDocument, height: number): void {
  if (doc.y + height > pageBottom(doc)) doc.addPage();
}

export interface Column {
  header: string;
  /** Points; one column without a width takes the rest. */
  width?: number;
}

/** A cell's text, or a bold title above its text (an item and what is learned). */
export type Cell = string | { title: string; text: string };

/**
 * A bordered table at 9 pt, the header row shaded and repeated on each page the table continues
 * on, under "`caption` (Fortsetzung)" when a caption is given; a row is never split across pages.
 */
export function table(doc: PDFKit.PDFDocument, columns: Column[], rows: Cell[][], caption?: string): void {
  const fixed = columns.reduce((sum, c) => sum + (c.width ?? 0), 0);
  const widths = columns.map((c) => c.width ?? contentWidth(doc) - fixed);
  const fontSize = 9;
  const textHeight = (text: string, font: string, width: number) => doc.font(font).fontSize(fontSize).heightOfString(text || ' ', { width });
  const cellHeight = (cell: Cell, font: string, width: number) =>
    typeof cell === 'string' ? textHeight(cell, font, width) : textHeight(cell.title, 'Helvetica-Bold', width) + textHeight(cell.text, 'Helvetica', width);
  const heightOf = (cells: Cell[], font: string) => Math.max(...cells.map((cell, i) => cellHeight(cell, font, widths[i]! - 2 * PADDING))) + 2 * PADDING;
  const drawRow = (cells: Cell[], header: boolean) => {
    const font = header ? 'Helvetica-Bold' : 'Helvetica';
    const height = heightOf(cells, font);
    const top = doc.y;
    let x = doc.page.margins.left;
    cells.forEach((cell, i) => {
      const w = widths[i]!;
      const options = { width: w - 2 * PADDING };
      if (header) doc.rect(x, top, w, height).fill(HEADER_FILL);
      doc.rect(x, top, w, height).lineWidth(0.5).stroke(BORDER);
      doc.fillColor('black').fontSize(fontSize);
      if (typeof cell === 'string') doc.font(font).text(cell, x + PADDING, top + PADDING, options);
      else {
        doc.font('Helvetica-Bold').text(cell.title, x + PADDING, top + PADDING, options);
        doc.font('Helvetica').text(cell.text, options);
      }
      x += w;
    });
    doc.x = doc.page.margins.left;
    doc.y = top + height;
  };
  const headers = columns.map((c) => c.header);
  const headerHeight = heightOf(headers, 'Helvetica-Bold');
  keepSpace(doc, headerHeight + (rows[0] ? heightOf(rows[0], 'Helvetica') : 0));
  drawRow(headers, true);
  for (const row of rows) {
    if (doc.y + heightOf(row, 'Helvetica') > pageBottom(doc)) {
      doc.addPage();
      if (caption) doc.font('Helvetica-Bold').fontSize(10).text(`${caption} (Fortsetzung)`).moveDown(0.3);
      drawRow(headers, true);
    }
    drawRow(row, false);
  }
  doc.moveDown(0.5);
}

/**
 * A row of lines to sign on, a label under each (e.g. "Ort, Datum", "Unterschrift Praxisanleitung"),
 * side by side in at least three columns; the row stays on one page.
 */
export function signatureLines(doc: PDFKit.PDFDocument, labels: string[]): void {
  const gap = 16;
  const writeSpace = 28;
  const columns = Math.max(labels.length, 3);
  keepSpace(doc, writeSpace + 24);
  doc.moveDown(0.5);
  const width = (contentWidth(doc) - (columns - 1) * gap) / columns;
  const lineY = doc.y + writeSpace;
  labels.forEach((label, i) => {
    const x = doc.page.margins.left + i * (width + gap);
    doc.moveTo(x, lineY).lineTo(x + width, lineY).lineWidth(0.75).stroke('black');
    doc.font('Helvetica').fontSize(8).fillColor('black').text(label, x, lineY + 3, { width, lineBreak: false });
  });
  doc.x = doc.page.margins.left;
  doc.y = lineY + 14;
  doc.moveDown(0.5);
}
