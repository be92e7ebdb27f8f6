import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows, read back from its content streams (inflated when Flate-compressed):
 * the hex and literal strings of each TJ/Tj operator, one line per operator. Enough for the
 * standard-font PDFs pdfkit writes; not a general PDF parser.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
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
    for (const op of content.matchAll(/\[(.*?)\]\s*TJ|(<[0-9a-fA-F]*>|\((?:\\.|[^\\)])*\))\s*Tj/gs)) {
      const parts = (op[1] ?? op[2] ?? '').match(/<[0-9a-fA-F]*>|\((?:\\.|[^\\)])*\)/g) ?? [];
      lines.push(
        parts
          .map((p) => (p.startsWith('<') ? Buffer.from(p.slice(1, -1), 'hex').toString('latin1') : p.slice(1, -1).replace(/\\(.)/g, '$1')))
          .join(''),
      );
    }
    streamRe.lastIndex = end + 'endstream'.length;
  }
  return lines.join('\n');
}
