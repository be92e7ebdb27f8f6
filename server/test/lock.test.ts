import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, lockedMessage, recoveredMessage } from '../src/db/lock';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tempDirs: string[] = [];
const children: ChildProcess[] = [];

function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'praxisport-lock-'));
  tempDirs.push(dir);
  return dir;
}

afterEach(async () => {
  for (const c of children.splice(0)) {
    if (c.exitCode === null && c.signalCode === null) {
      c.kill('SIGKILL');
      await new Promise((r) => c.once('exit', r));
    }
  }
  for (const d of tempDirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

function startServer(dataDir: string, port: number) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent', UPLOAD_SECRET: 'x' };
  delete env.DATABASE_URL;
  delete env.TEST_DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += String(d)));
  child.stdout!.resume();
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, stderr: () => stderr };
}

async function waitFor(check: () => boolean, ms: number) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('ISSUE-2 STACK the embedded database directory is locked by its process', () => {
  it('ISSUE-2 a second lock on the same directory is refused with the clear German message; after release it succeeds', async () => {
    const dir = path.join(tempDir(), 'db');
    const release = await lockDataDir(dir);
    const second = lockDataDir(dir);
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(lockedMessage(dir));
    expect(lockedMessage(dir)).toContain('wird bereits von einem anderen PraxisPort-Prozess verwendet');
    expect(lockedMessage(dir)).toContain('DATABASE_URL');
    // a different directory is independent
    const other = await lockDataDir(path.join(tempDir(), 'db'));
    await other();
    await release();
    const again = await lockDataDir(dir);
    await again();
  });

  it('ISSUE-2 a second server process on the same DATA_DIR exits non-zero with the message while the first keeps running', async () => {
    const dataDir = tempDir();
    const first = startServer(dataDir, await freePort());
    // the first process takes the lock before it opens the database
    await waitFor(() => fs.existsSync(path.join(dataDir, 'db.lock')) || first.child.exitCode !== null, 90_000);
    expect(first.child.exitCode, first.stderr()).toBeNull();

    const second = startServer(dataDir, await freePort());
    const code = await Promise.race([second.exited, new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 90_000))]);
    expect(code).not.toBe('timeout');
    expect(code).not.toBe(0);
    expect(second.stderr()).toContain(lockedMessage(path.join(dataDir, 'db')));
    expect(first.child.exitCode).toBeNull();
  }, 180_000);

  it('ISSUE-16 a lock left by a killed process is taken over at once, with a message that says what happened', async () => {
    const dataDir = tempDir();
    const first = startServer(dataDir, await freePort());
    await waitFor(() => fs.existsSync(path.join(dataDir, 'db.lock-owner')) || first.child.exitCode !== null, 90_000);
    expect(first.child.exitCode, first.stderr()).toBeNull();
    const pid = first.child.pid!;
    first.child.kill('SIGKILL');
    await first.exited;

    const port = await freePort();
    const second = startServer(dataDir, port);
    await waitFor(() => second.child.exitCode !== null || second.stderr().includes('PraxisPort startet'), 90_000);
    expect(second.child.exitCode, second.stderr()).toBeNull();
    expect(second.stderr()).toContain(recoveredMessage(path.join(dataDir, 'db'), pid));
    // the message shows the dead owner was recognised: a lock that had merely gone stale (15 s) is taken silently
  }, 180_000);

  it('ISSUE-16 a lock whose owner still runs is refused even when the owner file names it', async () => {
    const dir = path.join(tempDir(), 'db');
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(lockedMessage(dir));
    await release();
    expect(fs.existsSync(`${dir}.lock-owner`)).toBe(false);
  });
});
