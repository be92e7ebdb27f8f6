import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadConfig } from '../../config';
import { openPg, openPglite } from '../../db/client';
import { lockDataDir } from '../../db/lock';
import { runMigrations } from '../../db/migrate';
import { createAdmin } from './admin.service';

// npm run admin:create -- --email admin@schule.de [--password …] [--first-name …] [--name …]
const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' }, 'first-name': { type: 'string' }, name: { type: 'string' } },
});
const email = z.email().safeParse(values.email);
if (!email.success) {
  console.error('Bitte eine gültige E-Mail angeben: npm run admin:create -- --email admin@schule.de');
  process.exit(1);
}
const password = values.password ?? process.env.ADMIN_PASSWORD;
if (!password || password.length < 8) {
  console.error('Bitte ein Passwort mit mindestens 8 Zeichen angeben (--password oder ADMIN_PASSWORD).');
  process.exit(1);
}
const url = process.env.DATABASE_URL;
const config = loadConfig();
const dir = path.join(config.dataDir, 'db');
const release = url ? undefined : await lockDataDir(dir);
const database = url ? openPg(url) : await openPglite(dir);
try {
  await runMigrations(database);
  await createAdmin(database.db, { email: email.data, password, firstName: values['first-name'] ?? 'Admin', name: values.name ?? 'PraxisPort' });
  console.log(`Admin ${email.data} angelegt.`);
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
  await release?.();
}
