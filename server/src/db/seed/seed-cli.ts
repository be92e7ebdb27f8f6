import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { openPg, openPglite } from '../client';
import { lockDataDir } from '../lock';
import { runMigrations } from '../migrate';
import { usableStorageOrExit } from '../../lib/storage';
import { demoAccountsText, isDatabaseEmpty, seedDemo } from './seed';

// npm run db:seed [-- --demo]: the embedded database, or DATABASE_URL only with --demo (ARCHITECTURE: Data).
let demo: boolean;
try {
  demo = parseArgs({ options: { demo: { type: 'boolean', default: false } } }).values.demo;
} catch (err) {
  console.error(`${(err as Error).message}\nAufruf: npm run db:seed [-- --demo]`);
  process.exit(2);
}
const url = process.env.DATABASE_URL;
if (url && !demo) {
  console.error('DATABASE_URL ist gesetzt: Demodaten nur mit "npm run db:seed -- --demo".');
  process.exit(1);
}
const config = loadConfig();
const dir = path.join(config.dataDir, 'db');
const storage = await usableStorageOrExit(config);
const release = url ? undefined : await lockDataDir(dir);
const database = url ? openPg(url) : await openPglite(dir);
await runMigrations(database);
if (await isDatabaseEmpty(database.db)) {
  await seedDemo(database.db, { storage });
  console.log(`${url ? 'Demodaten in DATABASE_URL geladen' : `Demodaten in ${dir} geladen`}, ihre Dateien in ${storage.where}.`);
  console.log(demoAccountsText());
} else {
  console.log('Die Datenbank enthält bereits Daten; es wurde nichts geladen.');
}
await database.close();
await release?.();
