import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderStaticDocument, staticDocuments } from './static-documents';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/public/documents');

describe('accompanying documents (STAT-06, AMB-120)', () => {
  it('three real PDFs, each with its title, written to web/public/documents', async () => {
    expect(staticDocuments).toHaveLength(3);
    for (const d of staticDocuments) {
      const pdf = await renderStaticDocument(d);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.length).toBeGreaterThan(1500);
      // the committed file is what the generator makes now (run npm run docs:static --workspace server)
      expect(fs.readFileSync(path.join(publicDir, d.file)).equals(pdf)).toBe(true);
    }
  });
});
