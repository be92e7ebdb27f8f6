import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** File storage behind one interface: local disk now, an S3 driver can implement the same. */
export interface Storage {
  /** Stores bytes under a new key. @throws Error with code 'EEXIST' when the key is taken */
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Readable | null>;
  /** Deletes a stored file; a key that is not there is not an error. */
  remove(key: string): Promise<void>;
}

const safeKey = /^[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;

export function localDiskStorage(dir: string): Storage {
  fs.mkdirSync(dir, { recursive: true });
  const file = (key: string) => {
    if (!safeKey.test(key)) throw new Error('invalid storage key');
    return path.join(dir, key);
  };
  return {
    async put(key, data) {
      await fs.promises.writeFile(file(key), data, { flag: 'wx' });
    },
    async get(key) {
      try {
        await fs.promises.access(file(key));
      } catch {
        return null;
      }
      return fs.createReadStream(file(key));
    },
    async remove(key) {
      await fs.promises.rm(file(key), { force: true });
    },
  };
}
