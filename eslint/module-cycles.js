import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * `modules/no-cycle`: a server module (server/src/modules/<name>/) must not import, directly or
 * through other files, a module that imports it back (decision 008). The graph's nodes are the
 * modules and every other file of server/src; tests are not part of it. Each import that closes a
 * cycle is reported with the path back.
 */

const isTest = (file) => /\.test\.ts$/.test(file);

function listFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(full);
    return /\.(ts|mts|js|mjs)$/.test(entry.name) && !isTest(entry.name) ? [full] : [];
  });
}

/** The node of a file: its module's folder for a module file, else the file itself. */
function nodeOf(srcDir, file) {
  const [top, name] = path.relative(srcDir, file).split(path.sep);
  return top === 'modules' && name && !name.includes('.') ? `modules/${name}` : file;
}

/** The file a relative specifier points at, or null (a package, or a file that does not exist). */
function resolve(fromFile, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const candidate of [base, `${base}.ts`, base.replace(/\.js$/, '.ts'), path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Every import and re-export of a file's text, static or dynamic, type-only ones included. */
const specifiersOf = (text) => ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);

let cached = { key: '', edges: new Map() };

/** node → Set of nodes it imports, from the files on disk (rebuilt when a file changed). */
function graphOf(srcDir) {
  const files = listFiles(srcDir);
  const key = files.map((f) => `${f}:${fs.statSync(f).mtimeMs}`).join('|');
  if (cached.key === key) return cached.edges;
  const edges = new Map();
  for (const file of files) {
    const from = nodeOf(srcDir, file);
    for (const specifier of specifiersOf(fs.readFileSync(file, 'utf8'))) {
      const target = resolve(file, specifier);
      if (!target || isTest(target)) continue;
      const to = nodeOf(srcDir, target);
      if (to === from) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from).add(to);
    }
  }
  cached = { key, edges };
  return edges;
}

/** The shortest path of nodes from `start` to `goal` (both included), or null. */
function pathBetween(edges, start, goal) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    if (node === goal) {
      const route = [];
      for (let n = node; n !== null; n = previous.get(n)) route.unshift(n);
      return route;
    }
    for (const next of edges.get(node) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return null;
}

const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow an import cycle between server modules (decision 008).' },
    schema: [],
    messages: { cycle: 'Import cycle between modules: {{route}}. Let one side call the other only, or compose them in app.ts (decision 008).' },
  },
  create(context) {
    const file = context.filename;
    const marker = `${path.sep}server${path.sep}src${path.sep}modules${path.sep}`;
    const at = file.lastIndexOf(marker);
    if (at < 0 || isTest(file)) return {};
    const srcDir = file.slice(0, at + marker.length - `modules${path.sep}`.length);
    const self = nodeOf(srcDir, file);
    const label = (node) => (node.startsWith('modules/') ? node.slice('modules/'.length) : path.relative(srcDir, node));
    let edges = null;

    const check = (node) => {
      const specifier = node.source?.value;
      const target = typeof specifier === 'string' && resolve(file, specifier);
      if (!target || isTest(target)) return;
      const other = nodeOf(srcDir, target);
      if (other === self) return;
      edges ??= graphOf(srcDir);
      const back = pathBetween(edges, other, self);
      if (back) context.report({ node: node.source, messageId: 'cycle', data: { route: [self, ...back].map(label).join(' → ') } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { rules: { 'no-cycle': noCycle } };
