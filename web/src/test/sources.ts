import fs from 'node:fs';
import path from 'node:path';

/** The web app's source folder. */
export const src = path.resolve(import.meta.dirname, '..');

/** Every .ts/.tsx file under `dir` but tests: for tests that read the sources for a rule. */
export function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}
