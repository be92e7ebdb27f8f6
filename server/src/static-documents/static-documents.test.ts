import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { accompanyingDocuments, kilianDocuments, renderStaticDocument, staticDocuments } from './static-documents';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/public/documents');

describe('static documents (STAT-06, KIL-01, KIL-02, AMB-120)', () => {
  it('STAT-06 three accompanying documents; KIL-01 KIL-02 four KILIAN documents and four explanations', () => {
    expect(accompanyingDocuments).toHaveLength(3);
    expect(kilianDocuments).toHaveLength(8);
    expect(new Set(staticDocuments.map((d) => d.file)).size).toBe(11);
  });

  it('AMB-120 every document is a real PDF with its title, written to web/public/documents', async () => {
    for (const d of staticDocuments) {
      const pdf = await renderStaticDocument(d);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.length).toBeGreaterThan(1500);
      // the committed file is what the generator makes now (run npm run docs:static --workspace server)
      expect(fs.readFileSync(path.join(publicDir, d.file)).equals(pdf), d.file).toBe(true);
    }
  });
});
