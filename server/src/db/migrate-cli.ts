import path from 'node:path';
import { loadConfig } from '../config';
import { openPg, openPglite } from './client';
import { lockDataDir } from './lock';
import { runMigrations } from './migrate';

const url = process.env.DATABASE_URL;
const config = loadConfig();
const dir = path.join(config.dataDir, 'db');
const release = url ? undefined : await lockDataDir(dir);
const database = url ? openPg(url) : await openPglite(dir);
await runMigrations(database);
await database.close();
await release?.();
console.log('Migrationen angewendet.');
