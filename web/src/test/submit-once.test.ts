import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sources, src } from './sources';

// The item's switches change at once (optimistically) and send one request per switch; each shows
// its own failure. Every other mutation is sent by a button or field through useSubmitOnce.
const direct = new Set(['lib/use-submit-once.ts', 'features/reviews/pages/item-page.tsx']);

describe('one way to send a mutation', () => {
  it('buttons send mutations through useSubmitOnce: a double click sends one request and its failure shows once', () => {
    const offenders: string[] = [];
    let scanned = 0;
    for (const file of sources(src)) {
      const rel = path.relative(src, file).split(path.sep).join('/');
      const text = fs.readFileSync(file, 'utf8');
      if (text.includes('useSubmitOnce(')) scanned++;
      if (direct.has(rel)) continue;
      for (const m of text.matchAll(/\.(mutate|mutateAsync)\(/g)) offenders.push(`${rel}: .${m[1]}(`);
    }
    expect(offenders).toEqual([]);
    // the scan reads the sources at all (a wrong path would pass silently)
    expect(scanned).toBeGreaterThan(30);
  });
});
