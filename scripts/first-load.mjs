/**
 * The JavaScript files of a page's first load in a Vite build (decision 029): the entry (index.html)
 * and what it imports, and the chunks the entry imports at once (src/boot.ts → src/main.tsx) with
 * theirs. `manifest` is the build's .vite/manifest.json.
 */
export function firstLoadChunks(manifest, extraKeys = []) {
  const files = new Set();
  const staticKeys = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || staticKeys.has(key)) return;
    staticKeys.add(key);
    files.add(chunk.file);
    for (const imp of chunk.imports ?? []) visit(imp);
  };
  visit('index.html');
  // the entry's own dynamic imports (boot → main), not those of the chunks main loads later (pages)
  const entryKeys = [...staticKeys];
  for (const key of entryKeys) for (const dyn of manifest[key].dynamicImports ?? []) visit(dyn);
  extraKeys.forEach(visit);
  return [...files].filter((f) => f.endsWith('.js'));
}
