import { inflateSync } from 'node:zlib';

/** A line of text on a page and how high it stands (points from the page's bottom edge). */
export interface PdfLine {
  text: string;
  y: number;
}

/**
 * The pages of a PDF with the text lines each shows, read back from the content streams (inflated
 * when Flate-compressed): the hex and literal strings of each TJ/Tj operator, one line per operator,
 * at the height of the text matrix set before it. Enough for the standard-font PDFs pdfkit writes
 * (one content stream per page, in page order); not a general PDF parser.
 */
export function pdfPages(pdf: Buffer): PdfLine[][] {
  const raw = pdf.toString('latin1');
  const pages: PdfLine[][] = [];
  const streamRe = /stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = streamRe.exec(raw))) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    const bytes = pdf.subarray(start, end);
    let content: string;
    try {
      content = inflateSync(bytes).toString('latin1');
    } catch {
      content = bytes.toString('latin1');
    }
    const lines: PdfLine[] = [];
    let y = Number.NaN;
    for (const op of content.matchAll(/[-\d.]+ [-\d.]+ [-\d.]+ [-\d.]+ [-\d.]+ ([-\d.]+) Tm|\[(.*?)\]\s*TJ|(<[0-9a-fA-F]*>|\((?:\\.|[^\\)])*\))\s*Tj/gs)) {
      if (op[1] !== undefined) {
        y = Number(op[1]);
        continue;
      }
      const parts = (op[2] ?? op[3] ?? '').match(/<[0-9a-fA-F]*>|\((?:\\.|[^\\)])*\)/g) ?? [];
      const text = parts.map((p) => (p.startsWith('<') ? Buffer.from(p.slice(1, -1), 'hex').toString('latin1') : p.slice(1, -1).replace(/\\(.)/g, '$1'))).join('');
      lines.push({ text, y });
    }
    pages.push(lines);
    streamRe.lastIndex = end + 'endstream'.length;
  }
  return pages;
}

/** The text a PDF shows, one line per text operator (see pdfPages). */
export function pdfText(pdf: Buffer): string {
  return pdfPages(pdf)
    .flat()
    .map((l) => l.text)
    .join('\n');
}

/** The text with the line breaks of wrapped table cells and paragraphs read as spaces, to find a phrase however it wrapped. */
export const pdfFlatText = (pdf: Buffer): string => pdfText(pdf).replace(/\s*\n\s*/g, ' ');

/** The number of pages (objects of /Type /Page). */
export const pdfPageCount = (pdf: Buffer): number => (pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? []).length;

/**
 * How far down each page its text reaches, as a share of the page height (0 = empty, 1 = to the
 * bottom edge), the page footer ("… Seite n von m") left out: a page that is mostly blank shows a
 * small share although pages follow it.
 */
export function pdfPageFill(pdf: Buffer): number[] {
  const height = Number(/\/MediaBox \[[-\d.]+ [-\d.]+ [-\d.]+ ([-\d.]+)\]/.exec(pdf.toString('latin1'))?.[1] ?? 841.89);
  return pdfPages(pdf).map((lines) => {
    const body = lines.filter((l) => !/Seite \d+ von \d+$/.test(l.text) && !Number.isNaN(l.y));
    return body.length === 0 ? 0 : 1 - Math.min(...body.map((l) => l.y)) / height;
  });
}
