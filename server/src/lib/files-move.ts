import crypto from 'node:crypto';
import { readStored, type Storage } from './storage';

export interface CopyReport {
  copied: number;
  /** There already with the same size and SHA-256 (an earlier run that was interrupted, or run again). */
  skipped: number;
  /** There under the key with other bytes, and overwritten. */
  replaced: number;
  bytes: number;
}

/** A copy that does not read back as its source: the command stops there; running it again retries the file. */
export class CopyError extends Error {}

const sha256 = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');

/**
 * Copies every stored file from one storage into the other (the local disk to a bucket, or back),
 * one file at a time, so that an interrupted run loses nothing and the next one goes on: a file the
 * target already holds with the same size and SHA-256 is skipped. Each copy is read back and
 * compared by size and SHA-256 before the next one starts. The source is left as it was.
 */
export async function copyFiles(from: Storage, to: Storage, log: (line: string) => void = () => undefined): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, skipped: 0, replaced: 0, bytes: 0 };
  const there = new Map<string, number>();
  for await (const { key, size } of to.list()) there.set(key, size);
  for await (const { key } of from.list()) {
    const bytes = await readStored(from, key);
    if (!bytes) continue; // removed since the listing
    const sum = sha256(bytes);
    const found = there.get(key);
    if (found !== undefined) {
      if (found === bytes.length) {
        const existing = await readStored(to, key);
        if (existing && sha256(existing) === sum) {
          report.skipped++;
          log(`schon da   ${key} (${bytes.length} Bytes)`);
          continue;
        }
      }
      await to.remove(key);
    }
    await to.put(key, bytes);
    const back = await readStored(to, key);
    if (!back || back.length !== bytes.length) throw new CopyError(`${key}: die Kopie in ${to.where} hat ${back?.length ?? 0} statt ${bytes.length} Bytes.`);
    if (sha256(back) !== sum) throw new CopyError(`${key}: die Kopie in ${to.where} hat eine andere SHA-256-Prüfsumme als das Original.`);
    report.bytes += bytes.length;
    if (found === undefined) report.copied++;
    else report.replaced++;
    log(`${found === undefined ? 'kopiert' : 'ersetzt'}    ${key} (${bytes.length} Bytes, SHA-256 ${sum.slice(0, 16)}…)`);
  }
  return report;
}
