/**
 * Crashes: the real server process (`node --import tsx server/src/main.ts`) gets
 * a stream of writes — comments (one row each) and saves of one attendance day (a record, an entry
 * per student, an audit row and notifications: one transaction) — and is killed with SIGKILL while
 * writes are in flight; it is restarted at once on the same data (the embedded database's
 * DATA_DIR, or a scratch PostgreSQL database when TEST_DATABASE_URL is set). After every restart:
 * - the restart succeeds (the embedded database's lock of the killed process is recovered);
 * - every acknowledged comment is there, exactly once;
 * - the attendance day is at least at the last acknowledged version and at most one save further
 *   (the one in flight), and every student's entry is the one written with that version: no save
 *   is half there.
 * CRASH_ROUNDS sets the kills (default 3). Each start of the server takes a few seconds (tsx,
 * PGlite's start), so the test has its own long timeout.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { schoolDay } from '@praxisport/contract/attendance';
import { openPg, wrapPglite, type DbHandle } from '../src/db/client';
import { buildClass, buildStudent, buildSupervisor, buildTeacher, joinClass, TEST_PASSWORD } from './kit';
import { workerDatabaseUrl } from './workers';

const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 3);
/** Long on purpose: ROUNDS + 1 starts of a real server process, a few seconds each (more on a busy machine). */
const TIMEOUT_MS = 60_000 + ROUNDS * 60_000;
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const pgUrl = process.env.TEST_DATABASE_URL;
const driver = pgUrl ? 'PostgreSQL' : 'the embedded database';

interface Fixture {
  classId: string;
  students: string[];
  supervisorEmail: string;
  teacherEmail: string;
}

let dataDir: string;
let databaseUrl: string | undefined;
let dropScratch: (() => Promise<void>) | undefined;
let fixture: Fixture;

/** A class with its supervisor, a joined teacher and five students, written before the server starts. */
async function buildFixture(h: DbHandle): Promise<Fixture> {
  const supervisor = await buildSupervisor(h.db);
  const cls = await buildClass(h.db, supervisor.id);
  const teacher = await buildTeacher(h.db);
  await joinClass(h.db, cls.id, teacher.id);
  const students: string[] = [];
  for (let i = 0; i < 5; i++) students.push((await buildStudent(h.db, cls.id)).id);
  return { classId: cls.id, students, supervisorEmail: supervisor.email, teacherEmail: teacher.email };
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'praxisport-crash-test-'));
  if (pgUrl) {
    // a database of its own, copied from the migrated test database (like backup.test.ts)
    const name = new URL(pgUrl).pathname.slice(1);
    const scratch = new URL(workerDatabaseUrl(pgUrl, `crash${process.pid}`)).pathname.slice(1);
    const admin = openPg(Object.assign(new URL(pgUrl), { pathname: '/postgres' }).toString(), 1);
    await admin.pool!.query(`drop database if exists "${scratch}" with (force)`);
    await admin.pool!.query(`create database "${scratch}" template "${name}"`);
    dropScratch = async () => {
      await admin.pool!.query(`drop database if exists "${scratch}" with (force)`);
      await admin.close();
    };
    databaseUrl = Object.assign(new URL(pgUrl), { pathname: `/${scratch}` }).toString();
    const h = openPg(databaseUrl, 1);
    fixture = await buildFixture(h);
    await h.close();
  } else {
    // the migrated dump in the server's own place (DATA_DIR/db): no migration or demo data at start
    const pglite = new PGlite(path.join(dataDir, 'db'), { loadDataDir: new Blob([fs.readFileSync(inject('pgliteDump'))]) });
    await pglite.waitReady;
    const h = wrapPglite(pglite);
    fixture = await buildFixture(h);
    await h.close();
  }
});

afterAll(async () => {
  await dropScratch?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

interface Server {
  child: ChildProcess;
  base: string;
  exited: Promise<number | null>;
  stderr: () => string;
}

/** Starts the server process and resolves once it listens (its log says so); rejects when it exits first. */
function startServer(port: number): Promise<Server> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', MAIL_POLL_MS: '600000' };
  delete env.TEST_DATABASE_URL;
  delete env.DATABASE_URL;
  delete env.VITEST;
  delete env.VITEST_POOL_ID;
  delete env.VITEST_WORKER_ID;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let err = '';
  let out = '';
  child.stderr!.on('data', (d: Buffer) => (err = (err + d.toString()).slice(-4000)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      out = (out + d.toString()).slice(-4000);
      if (/Server listening at/.test(out)) {
        out = '';
        resolve({ child, base: `http://127.0.0.1:${port}`, exited, stderr: () => err });
      }
    });
    void exited.then((code) => reject(new Error(`the server exited (${code}) before it listened:\n${err}\n${out}`)));
  });
}

async function request(base: string, method: string, url: string, cookie?: string, body?: unknown): Promise<{ status: number; json: any }> {
  const res = await fetch(base + url, {
    method,
    headers: { ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }), origin: base },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

async function signIn(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/user/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify({ email, password: TEST_PASSWORD }) });
  if (res.status !== 200) throw new Error(`sign-in of ${email}: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('pp_session='));
  return cookie!.split(';')[0]!;
}

/** The entry of student `i` written with version `v`: its blocks are the bits of (7v + i) mod 16, so each save of the day writes different entries. */
function entryFor(v: number, i: number) {
  const bits = (7 * v + i) % 16;
  return { '8': Boolean(bits & 1), '10': Boolean(bits & 2), '12': Boolean(bits & 4), '13:45': Boolean(bits & 8), reason: '' };
}
const dayFor = (v: number) => Object.fromEntries(fixture.students.map((id, i) => [id, entryFor(v, i)]));

describe(`issue 16 item 4 SIGKILL in the middle of a stream of writes on ${driver}`, () => {
  it(
    'every acknowledged write survives, no save is half there, and the restart right after each crash succeeds',
    async () => {
      const day = schoolDay();
      const port = await freePort();
      const ackedComments: string[] = [];
      let ackedVersion = 0;
      let sent = 0;
      let survived = 0;
      let killedMidWrite = 0;
      let server = await startServer(port);
      let teacher = await signIn(server.base, fixture.teacherEmail);
      let supervisor = await signIn(server.base, fixture.supervisorEmail);

      for (let round = 1; round <= ROUNDS; round++) {
        // the stream: two writers of comments and one of the attendance day, until the kill
        const killAfter = 6 + round * 4;
        let acks = 0;
        let killed = false;
        let version = ackedVersion;
        const s = server;
        let inFlight = 0;
        let inFlightAtKill = 0;
        const stop = () => {
          killed = true;
          inFlightAtKill = inFlight;
          s.child.kill('SIGKILL');
        };
        let saves = 0;
        // killed once both kinds of write were acknowledged in this round, and enough of them
        const ack = (save = false) => {
          acks++;
          if (save) saves++;
          if (acks >= killAfter && saves >= 2 && !killed) stop();
        };
        const commentWriter = async (w: number) => {
          for (let i = 0; !killed; i++) {
            const text = `Absturz ${round}.${w}.${i}`;
            sent++;
            try {
              inFlight++;
              const res = await request(s.base, 'POST', '/api/user/comment', teacher, { _student: fixture.students[0], comment: text }).finally(() => inFlight--);
              expect(res.status, JSON.stringify(res.json)).toBe(201);
              ackedComments.push(text);
              ack();
            } catch (err) {
              if (killed) return;
              stop();
              throw err;
            }
          }
        };
        const attendanceWriter = async () => {
          while (!killed) {
            sent++;
            try {
              inFlight++;
              const res = await request(s.base, 'PUT', '/api/grade/attendance', supervisor, { _grade: fixture.classId, date: day, attendance: dayFor(version + 1), version: version || null }).finally(
                () => inFlight--,
              );
              expect(res.status, JSON.stringify(res.json)).toBe(200);
              expect(res.json.attendance.version).toBe(version + 1);
              version = ackedVersion = res.json.attendance.version;
              ack(true);
            } catch (err) {
              if (killed) return;
              stop();
              throw err;
            }
          }
        };
        await Promise.all([commentWriter(1), commentWriter(2), attendanceWriter()]);
        expect(await server.exited).toBeNull(); // killed by the signal, not exited
        expect(inFlightAtKill, 'writes were under way when the server was killed').toBeGreaterThan(0);
        killedMidWrite += inFlightAtKill;

        // restart at once on the same data
        server = await startServer(port);
        // sessions are rows too: the acknowledged sign-ins still hold
        const comments = await request(server.base, 'GET', `/api/user/comments/${fixture.students[0]}?limit=500`, teacher);
        expect(comments.status).toBe(200);
        const texts = (comments.json.comments as { comment: string }[]).map((c) => c.comment).filter((c) => c.startsWith('Absturz '));
        for (const text of ackedComments) expect(texts.filter((x) => x === text), `acknowledged comment "${text}"`).toHaveLength(1);
        expect(new Set(texts).size).toBe(texts.length);

        const att = await request(server.base, 'GET', `/api/grade/attendance/byDate/${day}/${fixture.classId}`, supervisor);
        expect(att.status).toBe(200);
        const record = att.json.attendance as { version: number; attendance: Record<string, unknown> } | null;
        const stored = record?.version ?? 0;
        expect(stored).toBeGreaterThanOrEqual(ackedVersion);
        expect(stored).toBeLessThanOrEqual(ackedVersion + 1);
        if (record) expect(record.attendance).toEqual(dayFor(stored));
        ackedVersion = stored;
        survived++;
        // new sign-ins after the crash work too
        teacher = await signIn(server.base, fixture.teacherEmail);
        supervisor = await signIn(server.base, fixture.supervisorEmail);
      }

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(survived).toBe(ROUNDS);
      expect(ackedComments.length).toBeGreaterThan(ROUNDS * 4);
      console.info(`crash.test (${driver}): ${survived} crash restarts survived, ${sent} writes sent, ${ackedComments.length} comments and ${ackedVersion} attendance saves acknowledged, ${killedMidWrite} writes cut off by the kills, nothing acknowledged lost`);
    },
    TIMEOUT_MS,
  );
});
