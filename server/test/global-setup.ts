import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPg, openPglite } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';

/**
 * Migrates once: a PGlite dump that every test file loads (fast), or, with TEST_DATABASE_URL,
 * the PostgreSQL test database from a clean schema.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const handle = openPg(url, 2);
    await handle.pool!.query('drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;');
    await runMigrations(handle);
    await handle.close();
    project.provide('pgliteDump', '');
    return;
  }
  const handle = await openPglite();
  await runMigrations(handle);
  const dump = await handle.pglite!.dumpDataDir('none');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'praxisport-test-')), 'migrated.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('pgliteDump', file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
  }
}
