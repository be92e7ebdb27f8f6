import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPg, openPglite } from '../src/db/client';
import { migrationsFolder, runMigrations } from '../src/db/migrate';
import { startS3 } from './s3';
import { TEST_WORKERS, workerDatabaseUrl } from './workers';

/** Everything the migrated dump depends on: the migrations, the record templates loaded after them, and the PGlite version. */
function dumpKey(): string {
  const h = crypto.createHash('sha256');
  const files = fs.readdirSync(migrationsFolder, { recursive: true, withFileTypes: true }).filter((f) => f.isFile());
  for (const f of files.map((d) => path.join(d.parentPath, d.name)).sort()) h.update(f.slice(migrationsFolder.length)).update(fs.readFileSync(f));
  for (const f of ['record-templates.ts', 'record-templates-data.ts', 'lfce-catalogue.ts', 'audit-guard.ts']) h.update(fs.readFileSync(path.join(migrationsFolder, '../src/db', f)));
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  h.update(fs.readFileSync(path.join(dir, 'package.json')));
  return h.digest('hex').slice(0, 16);
}

/**
 * Migrates once: a PGlite dump that every test worker loads (kept between runs, keyed by the
 * migrations, because a fresh PGlite takes seconds to create), or, with TEST_DATABASE_URL, the
 * PostgreSQL test database from a clean schema, copied once per worker.
 * With TEST_STORAGE=s3, every test app keeps its files in a bucket of an S3 server started here
 * (each app under a prefix of its own; test/helpers.ts).
 */
export default async function setup(project: TestProject) {
  let teardown: (() => Promise<void>) | undefined;
  if (process.env.TEST_STORAGE === 's3') {
    const s3 = await startS3();
    project.provide('s3Endpoint', s3.endpoint);
    teardown = s3.close;
  } else project.provide('s3Endpoint', '');
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const handle = openPg(url, 2);
    await handle.pool!.query('drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;');
    await runMigrations(handle);
    await handle.close();
    // one copy per worker, made from the migrated database as a template
    const admin = openPg(Object.assign(new URL(url), { pathname: '/postgres' }).toString(), 1);
    const name = new URL(url).pathname.replace(/^\//, '');
    for (let id = 1; id <= TEST_WORKERS; id++) {
      const copy = new URL(workerDatabaseUrl(url, id)).pathname.replace(/^\//, '');
      await admin.pool!.query(`drop database if exists "${copy}" with (force)`);
      await admin.pool!.query(`create database "${copy}" template "${name}"`);
    }
    await admin.close();
    project.provide('pgliteDump', '');
    return teardown;
  }
  const dir = path.join(os.tmpdir(), 'praxisport-test-cache');
  const file = path.join(dir, `migrated-${dumpKey()}.tar`);
  if (!fs.existsSync(file)) {
    const handle = await openPglite();
    await runMigrations(handle);
    const dump = await handle.pglite!.dumpDataDir('none');
    await handle.close();
    fs.mkdirSync(dir, { recursive: true });
    // written under a temporary name first, so a parallel run never reads half a file
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(tmp, file);
  }
  project.provide('pgliteDump', file);
  return teardown;
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    /** The S3 server of TEST_STORAGE=s3, or ''. */
    s3Endpoint: string;
  }
}
