/**
 * Moving the files between the local disk and a bucket (a real S3 server, test/s3.ts): every file
 * copied and read back, an interrupted run resumed, a bad copy refused; `npm run files:move` as the
 * README writes it.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config';
import { CopyError, copyFiles } from '../src/lib/files-move';
import { localDiskStorage, readStored, s3Storage, type Storage } from '../src/lib/storage';
import { S3_BUCKET, S3_KEYS, startS3, type LocalS3 } from './s3';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'praxisport-files-move-test-'));
let s3: LocalS3;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(async () => {
  await s3?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** A folder with `n` files of different sizes and bytes. */
async function diskWith(n: number): Promise<{ disk: Storage; files: Record<string, string> }> {
  const disk = localDiskStorage(path.join(tmp, crypto.randomUUID()));
  const files: Record<string, string> = {};
  for (let i = 0; i < n; i++) {
    const key = `${crypto.randomUUID()}.${i % 2 ? 'pdf' : 'png'}`;
    const bytes = crypto.randomBytes(100 + i * 37);
    await disk.put(key, bytes);
    files[key] = bytes.toString('base64');
  }
  return { disk, files };
}

async function contents(storage: Storage): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for await (const { key } of storage.list()) out[key] = (await readStored(storage, key))!.toString('base64');
  return out;
}

describe('ISSUE-44 moving the files between the local disk and a bucket', () => {
  it('ISSUE-44 copies every file into the bucket and back, the source left as it was; a second run skips them all', async () => {
    const { disk, files } = await diskWith(5);
    const bucket = s3Storage(s3.settings());
    const lines: string[] = [];
    expect(await copyFiles(disk, bucket, (l) => lines.push(l))).toEqual({ copied: 5, replaced: 0, skipped: 0, bytes: Object.values(files).reduce((n, b) => n + Buffer.from(b, 'base64').length, 0) });
    expect(lines.filter((l) => l.startsWith('kopiert'))).toHaveLength(5);
    expect(await contents(bucket)).toEqual(files);
    expect(await contents(disk)).toEqual(files);
    expect(await copyFiles(disk, bucket)).toMatchObject({ copied: 0, replaced: 0, skipped: 5 });

    const back = localDiskStorage(path.join(tmp, crypto.randomUUID()));
    expect(await copyFiles(bucket, back)).toMatchObject({ copied: 5, skipped: 0 });
    expect(await contents(back)).toEqual(files);
  });

  it('ISSUE-44 after an interruption the next run goes on: what arrived is skipped, a file there with other bytes is replaced', async () => {
    const { disk, files } = await diskWith(6);
    const bucket = s3Storage(s3.settings());
    let puts = 0;
    // the bucket connection breaks off at the fourth file
    const breaking: Storage = { ...bucket, put: async (key, data) => {
      if (++puts === 4) throw Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
      return bucket.put(key, data);
    } };
    await expect(copyFiles(disk, breaking)).rejects.toThrow('socket hang up');
    const arrived = Object.keys(await contents(bucket));
    expect(arrived).toHaveLength(3);
    // and one file the bucket holds is not the disk's (written by something else under that key)
    const [odd] = Object.keys(files).filter((k) => !arrived.includes(k));
    await bucket.put(odd!, Buffer.from('nicht dieselbe Datei'));

    expect(await copyFiles(disk, bucket)).toMatchObject({ copied: 2, replaced: 1, skipped: 3 });
    expect(await contents(bucket)).toEqual(files);
  });

  it('ISSUE-44 a copy that does not read back as its source stops the run, naming the file', async () => {
    const { disk } = await diskWith(2);
    const bucket = s3Storage(s3.settings());
    const [first] = Object.keys(await contents(disk));
    const damaging: Storage = { ...bucket, put: (key, data) => bucket.put(key, key === first ? Buffer.concat([data.subarray(0, -1), Buffer.from([data.at(-1)! ^ 1])]) : data) };
    const err = await copyFiles(disk, damaging).then(() => null, (e: unknown) => e);
    expect(err).toBeInstanceOf(CopyError);
    expect((err as Error).message).toMatch(new RegExp(`^${first!.replace('.', '\\.')}: die Kopie in s3://praxisport/.* hat eine andere SHA-256-Prüfsumme als das Original\\.$`));
  });

  it('ISSUE-44 npm run files:move -- --to s3, then --to local: the README\'s commands, run again they skip what is there', async () => {
    const { disk, files } = await diskWith(3);
    const prefix = `umzug-${crypto.randomUUID()}/`;
    const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('npm_') && k !== 'INIT_CWD' && k !== 'DATABASE_URL'));
    const env = { ...clean, UPLOAD_SECRET: 'x', DATA_DIR: path.join(tmp, 'daten'), S3_ENDPOINT: s3.endpoint, S3_FORCE_PATH_STYLE: 'true', S3_BUCKET, S3_PREFIX: prefix, S3_ACCESS_KEY_ID: S3_KEYS.accessKeyId, S3_SECRET_ACCESS_KEY: S3_KEYS.secretAccessKey };
    const run = (args: string[], more: Record<string, string> = {}) =>
      new Promise<{ status: number | null; out: string }>((resolve) => {
        const child = spawn('npm', ['run', '--silent', 'files:move', '--', ...args], { cwd: repoRoot, env: { ...env, ...more } });
        let out = '';
        child.stdout.on('data', (d) => (out += d));
        child.stderr.on('data', (d) => (out += d));
        child.on('close', (status) => resolve({ status, out }));
      });
    const up = await run(['--to', 's3'], { UPLOADS_DIR: disk.where });
    expect(up.status, up.out).toBe(0);
    expect(up.out).toContain(`Kopiere die Dateien aus ${disk.where} nach s3://praxisport/${prefix}.`);
    for (const key of Object.keys(files)) expect(up.out).toMatch(new RegExp(`kopiert +${key.replace('.', '\\.')} \\(\\d+ Bytes, SHA-256 [0-9a-f]{16}…\\)`));
    expect(up.out).toContain('Fertig: 3 kopiert, 0 ersetzt, 0 schon da');
    expect(await contents(s3Storage(s3.settings(prefix)))).toEqual(files);

    const down = path.join(tmp, 'zurueck');
    const back = await run(['--to', 'local'], { UPLOADS_DIR: down });
    expect(back.status, back.out).toBe(0);
    expect(back.out).toContain('Fertig: 3 kopiert');
    expect(await contents(localDiskStorage(down))).toEqual(files);
    // run again, and the refusals, side by side
    const [twice, wrong, noBucket, refused] = await Promise.all([
      run(['--to', 'local'], { UPLOADS_DIR: down }),
      run(['--nach', 's3']),
      run(['--to', 's3'], { S3_BUCKET: '' }),
      run(['--to', 's3'], { UPLOADS_DIR: disk.where, S3_BUCKET: 'gibt-es-nicht' }),
    ]);
    expect(twice.out).toContain('Fertig: 0 kopiert, 0 ersetzt, 3 schon da');
    expect(wrong.status).toBe(2);
    expect(wrong.out).toContain('Aufruf: npm run files:move -- --to s3 | --to local');
    expect(noBucket.status).toBe(2);
    expect(noBucket.out).toContain('Der Bucket fehlt');
    expect(refused.status).toBe(1);
    expect(refused.out.trim()).toMatch(/^S3_BUCKET: the bucket "gibt-es-nicht" does not exist/);
  }, 120_000);
});
