import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { S3Settings } from '../src/config';

// the SDK's notice that its releases from 2027 need Node 22 says nothing about the test at hand
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/** s3rver's own keys: it refuses any other key id (InvalidAccessKeyId); it does not check v4 signatures, so a wrong secret passes. */
export const S3_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;
/** The one bucket the server has (test/s3-server.mjs). */
export const S3_BUCKET = 'praxisport';
const serverScript = path.join(path.dirname(fileURLToPath(import.meta.url)), 's3-server.mjs');

export interface LocalS3 {
  endpoint: string;
  /** The server's folder: the bucket is its folder praxisport, an object a file <key>._S3rver_object (and its MD5 in <key>._S3rver_object.md5). */
  directory: string;
  /** The bucket's settings with a prefix of their own (one made up unless given), so that a test sees only its own files. */
  settings: (prefix?: string) => S3Settings & { driver: 's3' };
  /** Stops the server, its files kept: the store is down. */
  stop: () => Promise<void>;
  /** Starts it again on the same port with the same files. */
  start: () => Promise<void>;
  close: () => Promise<void>;
}

/** Runs test/s3-server.mjs and waits until it listens. */
function serve(directory: string, port: number): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--openssl-legacy-provider', serverScript, directory, String(port)], { stdio: ['pipe', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d) => {
      out += d;
      if (out.includes('\n')) resolve({ child, port: (JSON.parse(out) as { port: number }).port });
    });
    child.on('exit', (code) => reject(new Error(`the S3 test server ended at its start (exit ${code})`)));
  });
}

/** A real S3-compatible server (s3rver) on a free port of 127.0.0.1, path-style, with one bucket, its files in a temporary folder. */
export async function startS3(): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'praxisport-s3-'));
  let server: ChildProcess | null;
  const first = await serve(directory, 0);
  server = first.child;
  const endpoint = `http://127.0.0.1:${first.port}`;
  const stop = async () => {
    const child = server;
    server = null;
    if (!child || child.exitCode !== null) return;
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  };
  return {
    endpoint,
    directory,
    settings: (prefix) => s3Settings(endpoint, prefix),
    stop,
    start: async () => {
      server ??= (await serve(directory, first.port)).child;
    },
    close: async () => {
      await stop();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

export function s3Settings(endpoint: string, prefix = `t-${crypto.randomUUID()}/`): S3Settings & { driver: 's3' } {
  return { driver: 's3', endpoint, region: 'us-east-1', bucket: S3_BUCKET, ...S3_KEYS, forcePathStyle: true, prefix };
}
