// Build step after `vite build` (decision 029): adds the preload of the app's main chunk to
// dist/index.html, renders the pages of src/prerender/render.tsx to HTML in Node and writes
// dist/shells/<n>.html (that index.html with the page inside #root) and dist/shells/manifest.json
// ({ path, role, file } per page) for the server to send.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { firstLoadChunks } from '../../scripts/first-load.mjs';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(web, 'dist');
const ssrOut = fs.mkdtempSync(path.join(os.tmpdir(), 'pp-prerender-'));
const index0 = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
try {
  await build({
    root: web,
    logLevel: 'warn',
    build: { ssr: 'src/prerender/render.tsx', outDir: ssrOut, emptyOutDir: true, copyPublicDir: false, manifest: false, rolldownOptions: { preserveEntrySignatures: 'exports-only', output: { entryFileNames: 'render.mjs', codeSplitting: false } } },
    // bundled, so that the same React, Mantine and React Router instance renders as the app uses
    ssr: { noExternal: true },
  });
  // the per-request renderer of the pages rendered with their data, kept for the server (dist/.ssr: not served)
  const ssrKept = path.join(dist, '.ssr');
  await build({
    root: web,
    logLevel: 'warn',
    build: { ssr: 'src/prerender/on-request.tsx', outDir: ssrKept, emptyOutDir: true, copyPublicDir: false, manifest: false, rolldownOptions: { preserveEntrySignatures: 'exports-only', output: { entryFileNames: 'on-request.mjs', codeSplitting: false } } },
    ssr: { noExternal: true },
  });
  const { renderShells } = await import(pathToFileURL(path.join(ssrOut, 'render.mjs')).href);
  const shells = await renderShells();
  // the app's main chunk and what it imports, fetched with the document (src/boot.ts imports it once the page is painted)
  const preload = firstLoadChunks(JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'))).filter((file) => !index0.includes(`/${file}"`));
  if (preload.length === 0) throw new Error('the build has no chunk that src/boot.ts imports');
  const links = preload.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('\n    ');
  const index = index0.replace('</head>', () => `  ${links}\n  </head>`);
  fs.writeFileSync(path.join(dist, 'index.html'), index);
  if (!index.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty #root');
  const out = path.join(dist, 'shells');
  fs.rmSync(out, { recursive: true, force: true });
  fs.mkdirSync(out);
  const manifest = shells.map(({ path: route, role, html }, i) => {
    const file = `${i}.html`;
    // the page's markup is inert until the app replaces it (nothing to click or type into before then)
    const page = index.replace('<div id="root"></div>', () => `<div id="root"><div data-shell inert aria-disabled="true">${html}</div></div>`);
    fs.writeFileSync(path.join(out, file), page);
    return { path: route, role, file };
  });
  fs.writeFileSync(path.join(out, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
  console.log(`prerendered ${manifest.length} pages: ${manifest.map((m) => `${m.path}${m.role ? ` (${m.role})` : ''}`).join(', ')}`);
} finally {
  fs.rmSync(ssrOut, { recursive: true, force: true });
}
