/**
 * The two storage drivers against the same expectations: the local disk and a bucket of a real
 * S3-compatible server (s3rver, started here); the start-up probe's refusals, at buildApp and at the
 * real server's start; a store that is down while a file is uploaded.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PNG_BYTES, sessionFor, buildTeacher } from '../../test/kit';
import { S3_BUCKET, S3_KEYS, startS3, type LocalS3 } from '../../test/s3';
import { repoRoot } from '../config';
import { uploads } from '../db/schema/uploads';
import { localDiskStorage, readStored, s3Storage, StorageError, type Storage } from './storage';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'praxisport-storage-test-'));
let s3: LocalS3;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(async () => {
  await s3?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const key = (ext = 'png') => `${crypto.randomUUID()}.${ext}`;
async function keysOf(storage: Storage) {
  const found: { key: string; size: number }[] = [];
  for await (const entry of storage.list()) found.push(entry);
  return found;
}

const drivers: [string, () => Storage][] = [
  ['the local disk', () => localDiskStorage(path.join(tmp, crypto.randomUUID()))],
  ['an S3 bucket', () => s3Storage(s3.settings())],
];

describe.each(drivers)('ISSUE-44 files on %s', (_name, make) => {
  it('ISSUE-44 stores, reads, lists and removes files; a taken key is refused with EEXIST and keeps its bytes', async () => {
    const storage = make();
    await storage.check();
    expect(await keysOf(storage)).toEqual([]);
    const a = key();
    const b = key('pdf');
    await storage.put(a, PNG_BYTES);
    await storage.put(b, Buffer.from('%PDF-1.4'));
    expect(await readStored(storage, a)).toEqual(PNG_BYTES);
    expect((await keysOf(storage)).sort((x, y) => x.key.localeCompare(y.key))).toEqual(
      [{ key: a, size: PNG_BYTES.length }, { key: b, size: 8 }].sort((x, y) => x.key.localeCompare(y.key)),
    );
    await expect(storage.put(a, Buffer.from('anders'))).rejects.toMatchObject({ code: 'EEXIST' });
    expect(await readStored(storage, a)).toEqual(PNG_BYTES);
    await storage.remove(a);
    await storage.remove(a);
    expect(await storage.get(a)).toBeNull();
    expect((await keysOf(storage)).map((x) => x.key)).toEqual([b]);
  });

  it('ISSUE-44 a key that is not <uuid>.<ext> is refused before the store is asked', async () => {
    const storage = make();
    for (const bad of ['../secret.key', 'a/b.png', '', `${crypto.randomUUID()}.PNG`]) {
      await expect(storage.put(bad, PNG_BYTES), bad).rejects.toThrow('invalid storage key');
      await expect(storage.get(bad), bad).rejects.toThrow('invalid storage key');
    }
  });
});

describe('ISSUE-44 what the drivers list', () => {
  it('ISSUE-44 the local disk lists only stored files: no stray file, no file half written', async () => {
    const dir = path.join(tmp, 'fremd');
    const storage = localDiskStorage(dir);
    const k = key();
    await storage.put(k, PNG_BYTES);
    fs.writeFileSync(path.join(dir, 'notizen.txt'), 'x');
    fs.writeFileSync(path.join(dir, `.${crypto.randomUUID()}.tmp`), 'halb');
    fs.mkdirSync(path.join(dir, `${crypto.randomUUID()}.png`));
    expect(await keysOf(storage)).toEqual([{ key: k, size: PNG_BYTES.length }]);
  });

  it('ISSUE-44 a bucket lists its prefix only, each key without the prefix', async () => {
    const prefix = `schule-${crypto.randomUUID()}/`;
    const storage = s3Storage(s3.settings(prefix));
    const k = key();
    await storage.put(k, PNG_BYTES);
    // a folder below the prefix is no key of ours, nor is the same object named from the bucket's root
    await s3Storage(s3.settings(`${prefix}nachbar/`)).put(key(), PNG_BYTES);
    expect(await keysOf(storage)).toEqual([{ key: k, size: PNG_BYTES.length }]);
    expect((await keysOf(s3Storage({ ...s3.settings(), prefix: undefined }))).map((x) => x.key)).not.toContain(k);
  });

  it('ISSUE-44 a bucket lists past a page of 1000 objects', async () => {
    const prefix = `seite-${crypto.randomUUID()}/`;
    const keys = Array.from({ length: 1001 }, () => key('txt'));
    // written as the server keeps them, seconds faster than 1001 requests
    const folder = path.join(s3.directory, S3_BUCKET, prefix);
    fs.mkdirSync(folder, { recursive: true });
    const md5 = crypto.createHash('md5').update('x').digest('hex');
    for (const k of keys) {
      fs.writeFileSync(path.join(folder, `${k}._S3rver_object`), 'x');
      fs.writeFileSync(path.join(folder, `${k}._S3rver_object.md5`), md5);
    }
    expect((await keysOf(s3Storage(s3.settings(prefix)))).map((x) => x.key).sort()).toEqual(keys.sort());
  }, 30_000);
});

describe('ISSUE-44 the start-up probe names the setting to fix', () => {
  it('ISSUE-44 a missing bucket, refused keys, an endpoint that does not answer, a folder that cannot be written', async () => {
    const cases: [Storage, RegExp][] = [
      [s3Storage({ ...s3.settings(), bucket: 'gibt-es-nicht' }), /^S3_BUCKET: the bucket "gibt-es-nicht" does not exist at http:\/\/127\.0\.0\.1:\d+ /],
      [s3Storage({ ...s3.settings(), accessKeyId: 'FALSCH' }), /^S3_ACCESS_KEY_ID \/ S3_SECRET_ACCESS_KEY: http:\/\/127\.0\.0\.1:\d+ refused these keys for the bucket "praxisport" \(InvalidAccessKeyId/],
      [s3Storage({ ...s3.settings(), endpoint: 'http://127.0.0.1:9' }), /^S3_ENDPOINT: http:\/\/127\.0\.0\.1:9 cannot be reached/],
      [localDiskStorage(path.join(tmp, 'eine-datei', 'uploads')), /^UPLOADS_DIR: the folder .*eine-datei\/uploads cannot be written \(ENOTDIR\)/],
    ];
    fs.writeFileSync(path.join(tmp, 'eine-datei'), 'kein Ordner');
    for (const [storage, message] of cases) {
      const err = await storage.check().then(() => null, (e: unknown) => e);
      expect(err, String(message)).toBeInstanceOf(StorageError);
      expect((err as Error).message).toMatch(message);
    }
  }, 30_000);

  it('ISSUE-44 an app on a wrong bucket does not start', async () => {
    await expect(createTestApp({ storage: { ...s3.settings(), bucket: 'gibt-es-nicht' } })).rejects.toThrow(/^S3_BUCKET: the bucket "gibt-es-nicht" does not exist/);
  });

  it('ISSUE-44 the server process stops at its start with the message alone, for a wrong bucket and for wrong keys', async () => {
    const start = (env: Record<string, string>) =>
      new Promise<{ status: number | null; err: string }>((resolve) => {
        const base = { ...process.env, DATA_DIR: path.join(tmp, `start-${crypto.randomUUID()}`), UPLOAD_SECRET: 'x', LOG_LEVEL: 'silent', PORT: '0' };
        const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], { cwd: repoRoot, env: { ...base, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
        let err = '';
        child.stderr.on('data', (d) => (err += d));
        child.on('exit', (status) => resolve({ status, err }));
      });
    const bucket = { S3_ENDPOINT: s3.endpoint, S3_FORCE_PATH_STYLE: 'true', S3_ACCESS_KEY_ID: S3_KEYS.accessKeyId, S3_SECRET_ACCESS_KEY: S3_KEYS.secretAccessKey };
    const [wrongBucket, wrongKeys] = await Promise.all([start({ ...bucket, S3_BUCKET: 'gibt-es-nicht' }), start({ ...bucket, S3_BUCKET: 'praxisport', S3_ACCESS_KEY_ID: 'FALSCH' })]);
    expect(wrongBucket.status).toBe(1);
    expect(wrongBucket.err.trim()).toMatch(/^S3_BUCKET: the bucket "gibt-es-nicht" does not exist at http:\/\/127\.0\.0\.1:\d+ \(NoSuchBucket: [^\n]*\)$/);
    expect(wrongKeys.status).toBe(1);
    expect(wrongKeys.err.trim()).toMatch(/^S3_ACCESS_KEY_ID \/ S3_SECRET_ACCESS_KEY: http:\/\/127\.0\.0\.1:\d+ refused these keys for the bucket "praxisport" \(InvalidAccessKeyId: [^\n]*\)$/);
  }, 60_000);
});

describe('ISSUE-44 a store that is down while a file is uploaded', () => {
  it('ISSUE-44 the PUT fails, no record points at the missing file; the same URL stores it once the store is back', async () => {
    const t = await createTestApp({ storage: s3.settings() });
    try {
      const teacher = await buildTeacher(t.db);
      const cookie = await sessionFor(t.db, teacher);
      const { url } = (await t.app.inject({ method: 'GET', url: '/api/upload/preSignedURL/image%2Fpng', headers: { cookie } })).json() as { url: string };
      const address = url.split('?')[0]!;
      const k = address.split('/').pop()!;
      const put = () => t.app.inject({ method: 'PUT', url: url.replace(/^https?:\/\/[^/]+/, ''), headers: { cookie, 'content-type': 'image/png' }, payload: PNG_BYTES });
      const read = () => t.app.inject({ method: 'GET', url: address.replace(/^https?:\/\/[^/]+/, ''), headers: { cookie } });

      await s3.stop();
      try {
        expect((await put()).statusCode).toBe(500);
      } finally {
        await s3.start();
      }
      expect(await t.db.select().from(uploads).where(eq(uploads.key, k))).toEqual([]);
      expect(await t.storage.get(k)).toBeNull();
      expect((await read()).statusCode).toBe(404);

      const res = await put();
      expect(res.statusCode, res.body).toBe(200);
      const back = await read();
      expect(back.statusCode).toBe(200);
      expect(back.rawPayload).toEqual(PNG_BYTES);
    } finally {
      await t.close();
    }
  }, 30_000);
});
