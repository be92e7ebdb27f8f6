import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import { isStorageKey, readStored, type Storage } from '../lib/storage';
import type { DbHandle } from './client';

/**
 * Backups of everything a school keeps: every row of every table of the
 * application schema and every uploaded file (from the local disk or the bucket, whichever stores
 * them), in one .tar.gz; a backup restores into either. The rows are written table by table
 * as JSON (`row_to_json`) and read back with `json_populate_recordset`, so that PostgreSQL itself
 * converts every type both ways, and the same file restores into the embedded database or a
 * PostgreSQL server. A restore replaces everything in one transaction: all or nothing.
 * Sessions are neither backed up nor restored: after a restore everybody signs in again, so that a
 * session that had ended (sign-out, password change, deactivation) cannot come back with the backup.
 */

export const backupMessages = {
  notABackup: 'Die Datei ist keine PraxisPort-Sicherung.',
  newerSchema: 'Die Sicherung stammt von einer neueren PraxisPort-Version (mehr Migrationen, als diese Version kennt). Bitte zuerst PraxisPort aktualisieren.',
} as const;

export class BackupError extends Error {}

interface Manifest {
  format: 'praxisport-backup';
  version: 1;
  createdAt: string;
  migrations: number;
  tables: { name: string; rows: number }[];
  files: number;
}

const MANIFEST = 'manifest.json';
const ROWS_DIR = 'rows';
const FILES_DIR = 'uploads';
/** Tables whose rows never go into a backup nor come back from one (older backups hold sessions). */
const NOT_KEPT = new Set(['sessions']);

/**
 * The application's tables, parents before children, so that inserts never wait on a missing row.
 * Only where references go round in a circle (a user's class, a class's supervisor; a table that
 * refers to itself) is a reference that may be empty `deferred`: inserted empty and filled in once
 * every row is in. Every other reference is kept in order, so that checks such as "an item has
 * exactly one owner" hold at every insert.
 */
async function tablesInOrder(handle: DbHandle): Promise<{ order: string[]; deferred: Map<string, string[]> }> {
  const tables = (await handle.db.execute<{ name: string }>(sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`)).rows.map((r) => r.name);
  const edges = (
    await handle.db.execute<{ child: string; parent: string; cols: string[]; required: boolean }>(sql`
      select c.relname as child, p.relname as parent,
             array(select a.attname::text from pg_attribute a where a.attrelid = k.conrelid and a.attnum = any(k.conkey)) as cols,
             exists(select 1 from pg_attribute a where a.attrelid = k.conrelid and a.attnum = any(k.conkey) and a.attnotnull) as required
      from pg_constraint k
      join pg_class c on c.oid = k.conrelid
      join pg_class p on p.oid = k.confrelid
      join pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'f' and n.nspname = 'public'
      order by 1, 2`)
  ).rows;
  // the circles: strongly connected components of "child refers to parent" (Tarjan)
  const component = new Map<string, number>();
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  let counter = 0;
  const connect = (t: string) => {
    index.set(t, counter);
    low.set(t, counter++);
    stack.push(t);
    for (const e of edges.filter((x) => x.child === t)) {
      if (!index.has(e.parent)) {
        connect(e.parent);
        low.set(t, Math.min(low.get(t)!, low.get(e.parent)!));
      } else if (!component.has(e.parent)) low.set(t, Math.min(low.get(t)!, index.get(e.parent)!));
    }
    if (low.get(t) === index.get(t)) {
      let member: string;
      do {
        member = stack.pop()!;
        component.set(member, index.get(t)!);
      } while (member !== t);
    }
  };
  for (const t of tables) if (!index.has(t)) connect(t);
  const inCircle = (e: (typeof edges)[number]) => e.child === e.parent || component.get(e.child) === component.get(e.parent);
  const deferred = new Map<string, string[]>();
  for (const e of edges) if (!e.required && inCircle(e)) deferred.set(e.child, [...(deferred.get(e.child) ?? []), ...e.cols]);
  const kept = edges.filter((e) => e.child !== e.parent && (e.required || !inCircle(e)));

  const order: string[] = [];
  const done = new Set<string>();
  const visit = (t: string, path: Set<string>) => {
    if (done.has(t) || path.has(t)) return;
    path.add(t);
    for (const e of kept) if (e.child === t) visit(e.parent, path);
    path.delete(t);
    done.add(t);
    order.push(t);
  };
  for (const t of tables) visit(t, new Set());
  return { order, deferred };
}

async function appliedMigrations(handle: DbHandle): Promise<number> {
  const rows = (await handle.db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).rows;
  return Number(rows[0]?.n ?? 0);
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Writes the backup file; answers what it holds. */
export async function backup(handle: DbHandle, storage: Storage, file: string): Promise<Manifest> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'praxisport-backup-'));
  try {
    fs.mkdirSync(path.join(work, ROWS_DIR));
    const manifest: Manifest = { format: 'praxisport-backup', version: 1, createdAt: new Date().toISOString(), migrations: 0, tables: [], files: 0 };
    // asked before the transaction: the embedded database has one connection, held by the transaction
    const { order: tables } = await tablesInOrder(handle);
    // one snapshot: rows of different tables belong together
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`set transaction isolation level repeatable read, read only`);
      manifest.migrations = Number((await tx.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).rows[0]?.n ?? 0);
      for (const table of tables.filter((t) => !NOT_KEPT.has(t))) {
        const rows = (await tx.execute<{ r: unknown }>(sql.raw(`select row_to_json(t) as r from ${quote(table)} t`))).rows.map((x) => x.r);
        fs.writeFileSync(path.join(work, ROWS_DIR, `${table}.json`), JSON.stringify(rows));
        manifest.tables.push({ name: table, rows: rows.length });
      }
    });
    // after the rows: a file uploaded meanwhile is kept without its row, never a row without its file
    fs.mkdirSync(path.join(work, FILES_DIR));
    for await (const { key } of storage.list()) {
      const stream = await storage.get(key);
      if (!stream) continue; // removed since the listing
      await pipeline(stream, fs.createWriteStream(path.join(work, FILES_DIR, key)));
      manifest.files++;
    }
    fs.writeFileSync(path.join(work, MANIFEST), JSON.stringify(manifest, null, 2));
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    await tar.create({ gzip: true, file: tmp, cwd: work, portable: true }, fs.readdirSync(work));
    fs.renameSync(tmp, file);
    return manifest;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** Replaces every row and every stored file with the backup's. The database must be migrated (runMigrations) first. */
export async function restore(handle: DbHandle, storage: Storage, file: string): Promise<Manifest> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'praxisport-restore-'));
  try {
    try {
      await tar.extract({ file, cwd: work, strict: true });
    } catch {
      throw new BackupError(backupMessages.notABackup);
    }
    let manifest: Manifest;
    try {
      manifest = JSON.parse(fs.readFileSync(path.join(work, MANIFEST), 'utf8')) as Manifest;
    } catch {
      throw new BackupError(backupMessages.notABackup);
    }
    if (manifest.format !== 'praxisport-backup') throw new BackupError(backupMessages.notABackup);
    if (manifest.migrations > (await appliedMigrations(handle))) throw new BackupError(backupMessages.newerSchema);

    const { order: tables, deferred } = await tablesInOrder(handle);
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`truncate ${tables.map(quote).join(', ')} cascade`));
      const later: { table: string; cols: string[]; json: string }[] = [];
      for (const table of tables.filter((t) => !NOT_KEPT.has(t))) {
        const rowsFile = path.join(work, ROWS_DIR, `${table}.json`);
        if (!fs.existsSync(rowsFile)) continue; // a table added after the backup stays empty
        const json = fs.readFileSync(rowsFile, 'utf8');
        if (json === '[]') continue;
        const cols = deferred.get(table) ?? [];
        const first = cols.length ? JSON.stringify((JSON.parse(json) as Record<string, unknown>[]).map((r) => ({ ...r, ...Object.fromEntries(cols.map((c) => [c, null])) }))) : json;
        await tx.execute(sql`insert into ${sql.raw(quote(table))} select * from json_populate_recordset(null::${sql.raw(quote(table))}, ${first}::json)`);
        if (cols.length) later.push({ table, cols, json });
      }
      for (const { table, cols, json } of later) {
        const set = cols.map((c) => `${quote(c)} = j.${quote(c)}`).join(', ');
        await tx.execute(sql`update ${sql.raw(quote(table))} t set ${sql.raw(set)} from json_populate_recordset(null::${sql.raw(quote(table))}, ${json}::json) j where t.id = j.id`);
      }
    });

    // files: replaced only after the rows are in
    const fromDir = path.join(work, FILES_DIR);
    const kept = new Set(fs.existsSync(fromDir) ? fs.readdirSync(fromDir).filter(isStorageKey) : []);
    const stored = new Set<string>();
    for await (const { key } of storage.list()) stored.add(key);
    for (const key of stored) if (!kept.has(key)) await storage.remove(key);
    for (const key of kept) {
      const bytes = fs.readFileSync(path.join(fromDir, key));
      // a file that is there already as it was (a restore into the store it came from) stays
      if (stored.has(key)) {
        if ((await readStored(storage, key))?.equals(bytes)) continue;
        await storage.remove(key);
      }
      await storage.put(key, bytes);
    }
    return manifest;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
