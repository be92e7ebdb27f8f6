import path from 'node:path';
import { loadConfig } from '../../config';
import { openPg, openPglite } from '../client';
import { lockDataDir } from '../lock';
import { runMigrations } from '../migrate';
import { demoAccountsText, isDatabaseEmpty, seedDemo } from './seed';

// npm run db:seed: the embedded database, or DATABASE_URL only with --demo (ARCHITECTURE: Data).
const url = process.env.DATABASE_URL;
if (url && !process.argv.includes('--demo')) {
  console.error('DATABASE_URL ist gesetzt: Demodaten nur mit "npm run db:seed -- --demo".');
  process.exit(1);
}
const config = loadConfig();
const dir = path.join(config.dataDir, 'db');
const release = url ? undefined : await lockDataDir(dir);
const database = url ? openPg(url) : await openPglite(dir);
await runMigrations(database);
if (await isDatabaseEmpty(database.db)) {
  await seedDemo(database.db, { uploadsDir: config.uploadsDir });
  console.log(demoAccountsText());
} else {
  console.log('Die Datenbank enthält bereits Daten; es wurde nichts geladen.');
}
await database.close();
await release?.();
