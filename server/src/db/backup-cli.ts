// npm run db:backup [-- <file>]   and   npm run db:restore -- <file>
// The embedded database is locked by a running server: stop PraxisPort first (the lock says so).
import path from 'node:path';
import { fromRepoRoot, loadConfig } from '../config';
import { usableStorageOrExit } from '../lib/storage';
import { BackupError, backup, restore } from './backup';
import { openPg, openPglite } from './client';
import { DataDirLockedError, lockDataDir } from './lock';
import { runMigrations } from './migrate';

const [command, fileArg, ...rest] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore') || fileArg?.startsWith('-') || rest.length > 0) {
  console.error('Aufruf: npm run db:backup [-- <datei>] | npm run db:restore -- <datei>');
  process.exit(2);
}
if (command === 'restore' && !fileArg) {
  console.error('Welche Sicherung? npm run db:restore -- <datei>');
  process.exit(2);
}
const config = loadConfig();
const storage = await usableStorageOrExit(config);
const url = process.env.DATABASE_URL;
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
const file = fileArg ? fromRepoRoot(fileArg) : path.join(config.dataDir, 'backups', `praxisport-${stamp}.tar.gz`);

let release: (() => Promise<void>) | undefined;
try {
  if (!url) release = await lockDataDir(path.join(config.dataDir, 'db'));
} catch (err) {
  if (err instanceof DataDirLockedError) {
    console.error(`${err.message}\nFür eine Sicherung der eingebetteten Datenbank PraxisPort bitte kurz beenden.`);
    process.exit(1);
  }
  throw err;
}
const database = url ? openPg(url, 2) : await openPglite(path.join(config.dataDir, 'db'));
try {
  await runMigrations(database);
  const manifest = command === 'backup' ? await backup(database, storage, file) : await restore(database, storage, file);
  const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
  console.log(`${command === 'backup' ? 'Gesichert nach' : 'Wiederhergestellt aus'} ${file}: ${manifest.tables.length} Tabellen, ${rows} Zeilen, ${manifest.files} Dateien (${command === 'backup' ? 'aus' : 'nach'} ${storage.where}).`);
} catch (err) {
  if (err instanceof BackupError) {
    console.error(err.message);
    process.exitCode = 1;
  } else throw err;
} finally {
  await database.close();
  await release?.();
}
