import fs from 'node:fs';
import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';

const ID = 'virtual:contract-messages';
const RESOLVED = `\0${ID}`;
const contractDir = path.resolve(import.meta.dirname, '../../contract/src');

/**
 * `virtual:contract-messages`: every `<domain>Messages` text of the contract as `[key, text]`
 * pairs, evaluated at build time. The web app needs the texts to translate what the
 * server sends, not the contract's schemas: importing the 26 contract modules for their messages
 * put ≈ 50 KB (gzip) of schemas into every page's load.
 */
export function contractMessages(): Plugin {
  return {
    name: 'praxisport:contract-messages',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      const files = fs
        .readdirSync(contractDir)
        .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.d.ts'))
        .sort();
      // one module runner for all files (a runner per file took 5 s)
      const entry = '\0praxisport:contract-all';
      const source = files.map((f, i) => `export * as m${i} from ${JSON.stringify(path.join(contractDir, f))};`).join('\n');
      for (const f of files) this.addWatchFile(path.join(contractDir, f));
      const { module } = await runnerImport<Record<string, Record<string, unknown>>>(entry, {
        configFile: false,
        logLevel: 'silent',
        plugins: [{ name: 'praxisport:contract-all', resolveId: (id) => (id === entry ? entry : undefined), load: (id) => (id === entry ? source : undefined) }],
      });
      const pairs: [string, string][] = [];
      for (const mod of Object.values(module)) {
        for (const [name, value] of Object.entries(mod)) {
          const domain = /^(\w+)Messages$/.exec(name)?.[1];
          if (!domain || !value || typeof value !== 'object') continue;
          for (const [key, text] of Object.entries(value as Record<string, unknown>)) if (typeof text === 'string') pairs.push([`${domain}.${key}`, text]);
        }
      }
      return `export default ${JSON.stringify(pairs)};`;
    },
  };
}
