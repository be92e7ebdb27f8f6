import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { AppConfig, S3Settings } from '../config';

/**
 * File storage behind one interface (decision 035): the local disk (the embedded default) or a bucket
 * of any S3-compatible store. Keys are the stored addresses' last segments (`<uuid>.<ext>`).
 */
export interface Storage {
  /** Where the files are, for messages: a folder, or s3://bucket/prefix. */
  readonly where: string;
  /** Stores bytes under a new key, whole or not at all. @throws Error with code 'EEXIST' when the key is taken */
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Readable | null>;
  /** Deletes a stored file; a key that is not there is not an error. */
  remove(key: string): Promise<void>;
  /** Every stored file (anything else in the folder or under the prefix is not ours and left out). */
  list(): AsyncIterable<{ key: string; size: number }>;
  /** The start-up probe: throws a StorageError naming the setting to fix when the store cannot be used. */
  check(): Promise<void>;
}

/** A store that cannot be used as configured; the message names the environment variable. */
export class StorageError extends Error {}

const safeKey = /^[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;

/** Whether a name is a key this storage could hold (a backup or a folder may hold other files). */
export const isStorageKey = (key: string): boolean => safeKey.test(key);

/** A stored file's bytes, or null when the key is not there. */
export async function readStored(storage: Storage, key: string): Promise<Buffer | null> {
  const stream = await storage.get(key);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function checkedKey(key: string): string {
  if (!safeKey.test(key)) throw new Error('invalid storage key');
  return key;
}

function taken(key: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`storage key taken: ${key}`), { code: 'EEXIST' });
}

/**
 * The configured store, probed, for the server's start and the commands: one that cannot be used ends
 * the process with the message that names the setting (a stack would only hide it).
 */
export async function usableStorageOrExit(config: Pick<AppConfig, 'storage'>): Promise<Storage> {
  const storage = storageOf(config);
  try {
    await storage.check();
  } catch (err) {
    if (!(err instanceof StorageError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
  return storage;
}

/** The driver the configuration names. */
export function storageOf(config: Pick<AppConfig, 'storage'>): Storage {
  const s = config.storage;
  return s.driver === 's3' ? s3Storage(s) : localDiskStorage(s.dir);
}

export function localDiskStorage(dir: string): Storage {
  const file = (key: string) => path.join(dir, checkedKey(key));
  return {
    where: dir,
    async put(key, data) {
      const target = file(key);
      await fs.promises.mkdir(dir, { recursive: true });
      // written beside it first and linked into place: a failed write leaves no half file under the key,
      // and link, unlike rename, refuses a taken name (EEXIST)
      const tmp = path.join(dir, `.${crypto.randomUUID()}.tmp`);
      try {
        await fs.promises.writeFile(tmp, data, { flag: 'wx' });
        await fs.promises.link(tmp, target);
      } finally {
        await fs.promises.rm(tmp, { force: true });
      }
    },
    async get(key) {
      const name = file(key);
      try {
        await fs.promises.access(name);
      } catch {
        return null;
      }
      return fs.createReadStream(name);
    },
    async remove(key) {
      await fs.promises.rm(file(key), { force: true });
    },
    async *list() {
      let names: string[];
      try {
        names = await fs.promises.readdir(dir);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw err;
      }
      for (const name of names.filter(isStorageKey).sort()) {
        const stat = await fs.promises.stat(path.join(dir, name)).catch(() => null);
        if (stat?.isFile()) yield { key: name, size: stat.size };
      }
    },
    async check() {
      try {
        await fs.promises.mkdir(dir, { recursive: true });
        await fs.promises.access(dir, fs.constants.W_OK);
      } catch (err) {
        throw new StorageError(`UPLOADS_DIR: the folder ${dir} cannot be written (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`);
      }
    },
  };
}

const statusOf = (err: unknown): number | undefined => (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

export function s3Storage(o: S3Settings): Storage {
  const client = new S3Client({
    endpoint: o.endpoint,
    region: o.region,
    forcePathStyle: o.forcePathStyle,
    credentials: { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey },
    // checksums only where S3 requires them: several S3-compatible stores reject or ignore the SDK's default ones
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // an endpoint that does not answer fails the request instead of holding it (and the start) forever
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
  const Bucket = o.bucket;
  const prefix = o.prefix ? o.prefix.replace(/\/*$/, '/') : '';
  const objectKey = (key: string) => prefix + checkedKey(key);
  const exists = async (Key: string) => {
    try {
      await client.send(new HeadObjectCommand({ Bucket, Key }));
      return true;
    } catch (err) {
      if (statusOf(err) === 404) return false;
      throw err;
    }
  };
  const place = o.endpoint ?? `AWS S3 (${o.region})`;
  return {
    where: `s3://${Bucket}/${prefix}`,
    async put(key, data) {
      const Key = objectKey(key);
      // the condition makes a taken key fail atomically where the store supports it (AWS, MinIO, Ceph);
      // the look before it covers stores that ignore the condition
      if (await exists(Key)) throw taken(key);
      try {
        await client.send(new PutObjectCommand({ Bucket, Key, Body: data, ContentLength: data.length, IfNoneMatch: '*' }));
      } catch (err) {
        // 412: the key is taken; 409: another conditional write of the key is under way and wins
        if (statusOf(err) === 412 || statusOf(err) === 409) throw taken(key);
        throw err;
      }
    },
    async get(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        return res.Body as Readable;
      } catch (err) {
        if (statusOf(err) === 404) return null;
        throw err;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix || undefined, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          const key = object.Key!.slice(prefix.length);
          if (isStorageKey(key)) yield { key, size: object.Size ?? 0 };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async check() {
      // listing is what backups need and fails for a missing bucket and for refused keys alike
      try {
        await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix || undefined, MaxKeys: 1 }));
      } catch (err) {
        const e = err as Error & { Code?: string; code?: string };
        const status = statusOf(err);
        const reason = `${e.Code ?? e.code ?? e.name}${e.message && e.message !== 'UnknownError' ? `: ${e.message}` : ''}`;
        if (status === 404) throw new StorageError(`S3_BUCKET: the bucket "${Bucket}" does not exist at ${place} (${reason})`);
        if (status === 401 || status === 403) {
          throw new StorageError(`S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: ${place} refused these keys for the bucket "${Bucket}" (${reason})`);
        }
        if (status === 301) throw new StorageError(`S3_REGION: the bucket "${Bucket}" is in another region than ${o.region} (${reason})`);
        if (status === undefined) throw new StorageError(`S3_ENDPOINT: ${place} cannot be reached (${reason})`);
        throw new StorageError(`S3: ${place} refused to list the bucket "${Bucket}" (HTTP ${status}, ${reason})`);
      }
    },
  };
}
