/**
 * Backups: back up, wipe, restore and compare — the rows of every table and
 * every uploaded file — on the database the suite runs on (embedded, or PostgreSQL with
 * TEST_DATABASE_URL) and the storage it runs on (local disk, or a bucket with TEST_STORAGE=s3);
 * a backup moves between the two; `npm run db:backup` / `db:restore` themselves run in cli.test.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { BackupError, backup, backupMessages, restore } from '../src/db/backup';
import { instantiateRecordTemplates } from '../src/db/record-templates';
import { openPg, wrapPglite, type DbHandle } from '../src/db/client';
import { attendanceEntries, attendanceRecords } from '../src/db/schema/attendance';
import { comments } from '../src/db/schema/comments';
import { guidanceRecords, placementProviders, placements } from '../src/db/schema/placements';
import { localDiskStorage, readStored, s3Storage, type Storage } from '../src/lib/storage';
import { record } from '../src/modules/audit/audit.service';
import { findSessionActor } from '../src/modules/auth/auth.service';
import { buildScene, buildUpload, PNG_BYTES, uuid } from './kit';
import { s3Settings, startS3, type LocalS3 } from './s3';
import { workerDatabaseUrl } from './workers';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'praxisport-backup-test-'));
/** The test run's S3 server, or one of this file's own. */
let ownS3: LocalS3 | undefined;
const bucket = (): Storage => s3Storage(s3Settings(inject('s3Endpoint') || ownS3!.endpoint));
/** The storage of the test run (test/helpers.ts). */
let storage: Storage;
let handle: DbHandle;
let dropScratch: (() => Promise<void>) | undefined;

/** A database of its own (the restore replaces every row): a copy of the migrated one. */
async function scratchDatabase(): Promise<DbHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const pglite = new PGlite({ loadDataDir: new Blob([fs.readFileSync(inject('pgliteDump'))]) });
    await pglite.waitReady;
    return wrapPglite(pglite);
  }
  const name = new URL(url).pathname.slice(1);
  const scratch = new URL(workerDatabaseUrl(url, `backup${process.pid}`)).pathname.slice(1);
  const admin = openPg(Object.assign(new URL(url), { pathname: '/postgres' }).toString(), 1);
  await admin.pool!.query(`drop database if exists "${scratch}" with (force)`);
  await admin.pool!.query(`create database "${scratch}" template "${name}"`);
  dropScratch = async () => {
    await admin.pool!.query(`drop database if exists "${scratch}"`).catch(() => admin.pool!.query(`drop database if exists "${scratch}" with (force)`));
    await admin.close();
  };
  const scratchHandle = openPg(Object.assign(new URL(url), { pathname: `/${scratch}` }).toString(), 2);
  // the database is dropped at the end; a connection still closing then must not count as an error
  scratchHandle.pool!.on('error', () => undefined);
  return scratchHandle;
}

/** Every row of every table, as text, and every stored file with its bytes. */
async function everything(h: DbHandle, store = storage): Promise<{ rows: Record<string, string[]>; files: Record<string, string> }> {
  const tables = (await h.db.execute<{ n: string }>(sql`select tablename as n from pg_tables where schemaname = 'public' order by 1`)).rows.map((r) => r.n);
  const rows: Record<string, string[]> = {};
  for (const t of tables) rows[t] = (await h.db.execute<{ r: string }>(sql.raw(`select t::text as r from "${t}" t order by 1`))).rows.map((r) => r.r);
  const files: Record<string, string> = {};
  for await (const { key } of store.list()) files[key] = (await readStored(store, key))!.toString('base64');
  return { rows, files };
}

async function wipe(h: DbHandle, stores: Storage[]) {
  const tables = (await h.db.execute<{ n: string }>(sql`select tablename as n from pg_tables where schemaname = 'public'`)).rows.map((r) => r.n);
  await h.db.execute(sql.raw(`truncate ${tables.map((t) => `"${t}"`).join(', ')} cascade`));
  for (const store of stores) for await (const { key } of store.list()) await store.remove(key);
}

beforeAll(async () => {
  handle = await scratchDatabase();
  if (!inject('s3Endpoint')) ownS3 = await startS3();
  storage = inject('s3Endpoint') ? bucket() : localDiskStorage(path.join(tmp, 'uploads'));
});
afterAll(async () => {
  await handle?.close();
  await dropScratch?.();
  await ownS3?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('ISSUE-16 backups', () => {
  it('ISSUE-16 backs up, wipes, restores and finds every row and every file as it was', async () => {
    const scene = await buildScene(handle.db);
    // forms and reviews with their items and points: an item has exactly one owner (a check that must hold at every insert)
    await instantiateRecordTemplates(handle.db, [scene.student.id]);
    await buildUpload({ db: handle.db, storage }, { uploaderId: scene.student.id });
    // text that must come back exactly: umlauts, quotes, newlines, an emoji, JSON-like and SQL-like text
    await handle.db.insert(comments).values({ teacherId: scene.teacher.id, studentId: scene.student.id, comment: 'Grüße, "Zitat" \'x\'\nZeile 2 🚑 {"a":1} ; drop table users;' });
    // the append-only audit trail comes back too (TRUNCATE and INSERT, never UPDATE or DELETE)
    await record(handle.db, null, { action: 'attendance.save', entity: 'attendance', entityId: scene.cls.id, classId: scene.cls.id, before: null, after: { note: 'Grüße' } });
    // a day of attendance and guidance records
    const [day] = await handle.db.insert(attendanceRecords).values({ classId: scene.cls.id, date: '2026-11-20', teacherId: scene.supervisor.id }).returning();
    await handle.db.insert(attendanceEntries).values({ recordId: day!.id, studentId: scene.student.id, b8: false, b10: true, b12: true, b1345: true, reason: 'late15' });
    const [provider] = await handle.db.insert(placementProviders).values({ name: 'Klinikum Nord', ward: 'Station 3' }).returning();
    const [placement] = await handle.db
      .insert(placements)
      .values({ studentId: scene.student.id, type: 'inpatientAcute', providerId: provider!.id, fromDate: '2026-03-02', untilDate: '2026-05-24', plannedHours: 400 })
      .returning();
    const guidance = { placementId: placement!.id, studentId: scene.student.id, teacherId: scene.teacher.id, date: '2026-03-10', kind: 'guidance' as const, topic: 'Vitalzeichen' };
    await handle.db.insert(guidanceRecords).values([{ ...guidance, minutes: 90 }, { ...guidance, minutes: 30, status: 'disputed' }]);
    const before = await everything(handle);
    expect(Object.keys(before.files)).toHaveLength(1);
    expect(before.rows.attendance_entries).toHaveLength(1);
    expect(before.rows.guidance_records).toHaveLength(2);
    expect(before.rows.audit_events).toHaveLength(1);

    const file = path.join(tmp, 'sicherung.tar.gz');
    const manifest = await backup(handle, storage, file);
    expect(manifest.files).toBe(1);
    expect(manifest.tables.find((t) => t.name === 'users')!.rows).toBeGreaterThanOrEqual(7);

    const tables = Object.keys(before.rows);
    await wipe(handle, [storage]);
    expect(await everything(handle)).toMatchObject({ rows: { users: [] }, files: {} });

    await restore(handle, storage, file);
    const after = await everything(handle);
    expect(after.files).toEqual(before.files);
    // sessions are the one thing left out: everybody signs in again (next test)
    expect(before.rows.sessions!.length).toBeGreaterThan(0);
    expect(after.rows.sessions).toEqual([]);
    for (const t of tables.filter((x) => x !== 'sessions')) expect(after.rows[t], t).toEqual(before.rows[t]);
  });

  it('ISSUE-40 after a restore no earlier session is valid, also when the backup file holds sessions (made by an older version)', async () => {
    const scene = await buildScene(handle.db);
    const tokenOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);
    const valid = async (cookie: string, kind: 'user' | 'admin') => (await findSessionActor(handle.db, tokenOf(cookie), kind, 12)) !== null;
    expect(await valid(scene.student.cookie, 'user')).toBe(true);
    expect(await valid(scene.admin.cookie, 'admin')).toBe(true);

    const file = path.join(tmp, 'ohne-sitzungen.tar.gz');
    const manifest = await backup(handle, storage, file);
    expect(manifest.tables.map((x) => x.name)).not.toContain('sessions');
    // the same backup with the sessions an older version wrote into it
    const unpacked = path.join(tmp, 'alt');
    fs.mkdirSync(unpacked);
    await tar.extract({ file, cwd: unpacked });
    expect(fs.existsSync(path.join(unpacked, 'rows', 'sessions.json'))).toBe(false);
    const sessionRows = (await handle.db.execute<{ r: unknown }>(sql`select row_to_json(t) as r from sessions t`)).rows.map((x) => x.r);
    expect(sessionRows.length).toBeGreaterThan(0);
    fs.writeFileSync(path.join(unpacked, 'rows', 'sessions.json'), JSON.stringify(sessionRows));
    const older = path.join(tmp, 'mit-sitzungen.tar.gz');
    await tar.create({ gzip: true, file: older, cwd: unpacked, portable: true }, fs.readdirSync(unpacked));

    for (const from of [file, older]) {
      await restore(handle, storage, from);
      expect((await everything(handle)).rows.sessions, from).toEqual([]);
      expect(await valid(scene.student.cookie, 'user')).toBe(false);
      expect(await valid(scene.teacher.cookie, 'user')).toBe(false);
      expect(await valid(scene.admin.cookie, 'admin')).toBe(false);
      // the accounts themselves are back
      expect((await everything(handle)).rows.users!.some((r) => r.includes(scene.student.id))).toBe(true);
    }
  });

  it('ISSUE-44 a backup from the local disk restores into a bucket, one from the bucket back onto the local disk, every row and file as it was', async () => {
    const disk = localDiskStorage(path.join(tmp, 'vorher'));
    const inBucket = bucket();
    const scene = await buildScene(handle.db);
    await buildUpload({ db: handle.db, storage: disk }, { uploaderId: scene.student.id });
    await buildUpload({ db: handle.db, storage: disk }, { uploaderId: scene.teacher.id });
    // sessions are left out of backups (above)
    const kept = async (store: Storage) => {
      const { rows, files } = await everything(handle, store);
      return { rows: { ...rows, sessions: [] }, files };
    };
    const before = await kept(disk);
    expect(Object.keys(before.files)).toHaveLength(2);

    const fromDisk = path.join(tmp, 'von-der-platte.tar.gz');
    expect((await backup(handle, disk, fromDisk)).files).toBe(2);
    await wipe(handle, [disk]);
    // what the bucket held before goes: the restore replaces every file
    await inBucket.put(`${uuid()}.png`, PNG_BYTES);
    await restore(handle, inBucket, fromDisk);
    expect(await kept(inBucket)).toEqual(before);

    const fromBucket = path.join(tmp, 'aus-dem-bucket.tar.gz');
    expect((await backup(handle, inBucket, fromBucket)).files).toBe(2);
    await wipe(handle, [inBucket]);
    const after = localDiskStorage(path.join(tmp, 'nachher'));
    await restore(handle, after, fromBucket);
    expect(await kept(after)).toEqual(before);
    // restored again into the store that holds the files already: they stay as they are
    await restore(handle, after, fromBucket);
    expect(await kept(after)).toEqual(before);
  });

  it('ISSUE-16 refuses a file that is not a backup and changes nothing', async () => {
    const before = await everything(handle);
    const bogus = path.join(tmp, 'kaputt.tar.gz');
    fs.writeFileSync(bogus, 'keine Sicherung');
    await expect(restore(handle, storage, bogus)).rejects.toThrow(new BackupError(backupMessages.notABackup));
    expect(await everything(handle)).toEqual(before);
  });
});
