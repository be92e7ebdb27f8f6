import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '..');

/** Every .ts/.tsx file under `dir` but tests. */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

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
