// npm run files:move -- --to s3   (the local disk's files into the bucket of the S3_* settings)
// npm run files:move -- --to local (the bucket's files onto the local disk, UPLOADS_DIR or DATA_DIR/uploads)
// Copies and verifies; the source stays. Run again to go on after an interruption (README: Production).
import { parseArgs } from 'node:util';
import { loadConfig, localStorageOf, s3StorageOf } from '../config';
import { CopyError, copyFiles } from './files-move';
import { localDiskStorage, s3Storage, StorageError } from './storage';

const usage = 'Aufruf: npm run files:move -- --to s3 | --to local';
let to: string | undefined;
try {
  to = parseArgs({ options: { to: { type: 'string' } } }).values.to;
} catch (err) {
  console.error(`${(err as Error).message}\n${usage}`);
  process.exit(2);
}
if (to !== 's3' && to !== 'local') {
  console.error(usage);
  process.exit(2);
}
const config = loadConfig();
const bucketSettings = s3StorageOf(process.env);
if (!bucketSettings) {
  console.error('Der Bucket fehlt: S3_BUCKET, S3_ACCESS_KEY_ID und S3_SECRET_ACCESS_KEY setzen (dazu S3_ENDPOINT und S3_FORCE_PATH_STYLE=true für MinIO, Ceph und andere S3-kompatible Speicher).');
  process.exit(2);
}
const disk = localDiskStorage(localStorageOf(process.env, config.dataDir).dir);
const bucket = s3Storage(bucketSettings);
const [from, into] = to === 's3' ? [disk, bucket] : [bucket, disk];
try {
  await from.check();
  await into.check();
  console.log(`Kopiere die Dateien aus ${from.where} nach ${into.where}.`);
  const r = await copyFiles(from, into, (line) => console.log(line));
  console.log(`Fertig: ${r.copied} kopiert, ${r.replaced} ersetzt, ${r.skipped} schon da (${r.bytes} Bytes); jede Kopie nach Größe und SHA-256 geprüft.`);
  console.log(to === 's3' ? 'PraxisPort mit S3_BUCKET neu starten, dann liest und schreibt es im Bucket.' : 'PraxisPort ohne S3_BUCKET neu starten, dann liest und schreibt es auf der Platte.');
} catch (err) {
  // a setting to fix says so alone; anything else broke off a copy, which the next run repeats
  if (err instanceof StorageError) console.error(err.message);
  else console.error(err instanceof CopyError ? err.message : err, '\nDie Quelle ist unverändert; ein neuer Aufruf setzt dort fort.');
  process.exitCode = 1;
}
