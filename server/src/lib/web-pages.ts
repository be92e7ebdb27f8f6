import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The document of every web app route: the built index.html, read when asked for, so that a new
 * build is served without a restart. Undefined while there is no build.
 */
export function webIndexHtml(dir: string): () => Promise<string | undefined> {
  const file = path.join(dir, 'index.html');
  return () => fs.readFile(file, 'utf8').catch(() => undefined);
}
