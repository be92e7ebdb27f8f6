import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openPg, openPglite, type DbHandle } from './db/client';
import { DataDirLockedError, lockDataDir } from './db/lock';
import { runMigrations } from './db/migrate';
import { startMailWorker } from './modules/mail/mail.worker';
import { startStatusSweep } from './modules/status/status.sweep';
import { isDatabaseEmpty, seedDemo, demoAccountsText } from './db/seed/seed';
import { usableStorageOrExit } from './lib/storage';

async function main() {
  const config = loadConfig();
  // before the database is opened and migrated: a wrong bucket or key stops the start at once
  const storage = await usableStorageOrExit(config);
  let release: (() => Promise<void>) | undefined;
  let database: DbHandle;
  const url = process.env.DATABASE_URL;
  if (url) {
    database = openPg(url);
  } else {
    const dir = path.join(config.dataDir, 'db');
    try {
      release = await lockDataDir(dir);
    } catch (err) {
      if (err instanceof DataDirLockedError) {
        console.error(err.message);
        process.exit(1);
      }
      throw err;
    }
    database = await openPglite(dir);
  }
  await runMigrations(database);
  const wantSeed = !url || process.argv.includes('--demo');
  if (wantSeed && (await isDatabaseEmpty(database.db))) {
    await seedDemo(database.db, { storage });
    console.log(demoAccountsText());
  } else if (!url) {
    console.log(demoAccountsText());
  }

  const app = await buildApp({ config, database, storage });
  // the outbox worker of this process; other processes run their own, SKIP LOCKED keeps them apart
  const mailWorker = startMailWorker(database.db, config, { pollMs: Number(process.env.MAIL_POLL_MS ?? 2000), log: app.log });
  // the training status's lights change with other modules' records and the days going by: looked at again now and then
  const statusSweep = config.statusSweep ? startStatusSweep(database.db, { ...config.statusSweep, log: app.log }) : null;
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '0.0.0.0';

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    try {
      await app.close();
      await mailWorker.stop();
      await statusSweep?.stop();
      await database.close();
      await release?.();
    } finally {
      clearTimeout(timer);
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port, host });
  console.log(`PraxisPort läuft auf http://localhost:${port}${config.webDist ? '' : ' (nur API: web/dist fehlt, bitte npm run build)'}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
