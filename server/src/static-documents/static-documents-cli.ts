import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderStaticDocument, staticDocuments } from './static-documents';

/** Writes the accompanying documents to web/public/documents: `npm run docs:static --workspace server`. */
const target = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/public/documents');
await fs.mkdir(target, { recursive: true });
for (const d of staticDocuments) {
  const file = path.join(target, d.file);
  await fs.writeFile(file, await renderStaticDocument(d));
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
