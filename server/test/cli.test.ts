/**
 * The README's commands as written, run through npm at the repository root: the arguments after
 * `--` reach the command, and relative paths (DATA_DIR, a backup file) are taken from the
 * repository root, not from `server/`, where npm runs the server's scripts.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config';
import { openPg } from '../src/db/client';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'praxisport-cli-test-'));
/** The temporary directory as a path relative to the repository root. */
const rel = (...parts: string[]) => path.relative(repoRoot, path.join(tmp, ...parts));
afterAll(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
  // where the paths would have gone, taken from server/
  fs.rmSync(path.resolve(repoRoot, 'server', rel()), { recursive: true, force: true });
});

/** `npm run <script> -- <args>` at the repository root, without the test run's own npm and database settings. */
function npmRun(script: string, args: string[], env: Record<string, string>) {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('npm_') && k !== 'DATABASE_URL' && k !== 'TEST_DATABASE_URL' && k !== 'INIT_CWD'));
  const res = spawnSync('npm', ['run', '--silent', script, '--', ...args], { cwd: repoRoot, env: { ...clean, UPLOAD_SECRET: 'x', ...env }, encoding: 'utf8' });
  return { status: res.status, out: `${res.stdout}${res.stderr}` };
}

describe('ISSUE-40 the README\'s commands work as written', () => {
  it('ISSUE-40 npm run db:seed -- --demo: the option reaches the seed, an unknown one is refused with the usage', () => {
    const dataDir = path.join(tmp, 'unbenutzt');
    const res = npmRun('db:seed', ['--demo', '--gibt-es-nicht'], { DATA_DIR: dataDir });
    expect(res.status, res.out).toBe(2);
    expect(res.out).toContain("'--gibt-es-nicht'");
    expect(res.out).toContain('Aufruf: npm run db:seed [-- --demo]');
    expect(res.out).not.toContain('Unknown cli config');
    expect(fs.existsSync(dataDir)).toBe(false);
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('ISSUE-40 with DATABASE_URL the seed needs --demo, then loads the demo data and puts its files into DATA_DIR', async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    const name = `${url.pathname.slice(1)}_cli${process.pid}`;
    const admin = openPg(Object.assign(new URL(url), { pathname: '/postgres' }).toString(), 1);
    await admin.pool!.query(`drop database if exists "${name}" with (force)`);
    await admin.pool!.query(`create database "${name}"`);
    try {
      const env = { DATABASE_URL: Object.assign(new URL(url), { pathname: `/${name}` }).toString(), DATA_DIR: rel('pg') };
      const refused = npmRun('db:seed', [], env);
      expect(refused.status, refused.out).toBe(1);
      expect(refused.out).toContain('npm run db:seed -- --demo');
      const seeded = npmRun('db:seed', ['--demo'], env);
      expect(seeded.status, seeded.out).toBe(0);
      expect(seeded.out).toContain('admin@praxisport.de');
      expect(fs.readdirSync(path.join(tmp, 'pg', 'uploads')).length).toBeGreaterThan(0);
    } finally {
      await admin.pool!.query(`drop database if exists "${name}" with (force)`);
      await admin.close();
    }
  }, 120_000);

  // the embedded database only: on PostgreSQL the test above runs the seed
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'ISSUE-40 db:seed, admin:create, db:backup and db:restore with a relative DATA_DIR and file: both taken from the repository root',
    () => {
      const env = { DATA_DIR: rel('daten') };
      const seeded = npmRun('db:seed', ['--demo'], env);
      expect(seeded.status, seeded.out).toBe(0);
      expect(seeded.out).toContain(`Demodaten in ${path.join(tmp, 'daten', 'db')} geladen`);
      expect(fs.readdirSync(path.join(tmp, 'daten', 'uploads')).length).toBeGreaterThan(0);

      const created = npmRun('admin:create', ['--email', 'verwaltung@schule.example', '--password', 'geheim-geheim', '--first-name', 'Anna', '--name', 'Admin'], env);
      expect(created.status, created.out).toBe(0);
      expect(created.out).toContain('Admin verwaltung@schule.example angelegt.');

      const made = npmRun('db:backup', [rel('sicherung.tar.gz')], env);
      expect(made.status, made.out).toBe(0);
      expect(fs.existsSync(path.join(tmp, 'sicherung.tar.gz'))).toBe(true);
      const restored = npmRun('db:restore', [rel('sicherung.tar.gz')], { DATA_DIR: rel('zweite') });
      expect(restored.status, restored.out).toBe(0);
      expect(restored.out).toMatch(/Wiederhergestellt aus .*sicherung\.tar\.gz/);
      expect(fs.readdirSync(path.join(tmp, 'zweite', 'uploads'))).toEqual(fs.readdirSync(path.join(tmp, 'daten', 'uploads')));
      expect(npmRun('db:restore', [rel('fehlt.tar.gz')], { DATA_DIR: rel('zweite') }).status).not.toBe(0);

      expect(fs.existsSync(path.resolve(repoRoot, 'server', rel()))).toBe(false);
    },
    180_000,
  );
});
