// The server as `npm start` runs it (the node flags of server/package.json's "start", one process),
// on a PostgreSQL database (`url`) or the embedded database of a data directory (`dataDir`), and its
// resident memory read from /proc.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { clearInterval, setInterval } from 'node:timers';

const serverDir = path.resolve(import.meta.dirname, '../server');

/** `node <flags> --import tsx src/main.ts`, as server/package.json's start script has it. */
export function startCommand() {
  const script = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8')).scripts.start;
  const [node, ...args] = script.split(/\s+/);
  if (node !== 'node') throw new Error(`server/package.json start is not "node …": ${script}`);
  return args;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Starts the server and waits until /api/health answers. LOG_LEVEL is warn unless set (one log line
 * per request would be the load generator's and the server's work, not the school's).
 */
export async function startServer({ url, dataDir, port }) {
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' };
  if (url) env.DATABASE_URL = url;
  else {
    delete env.DATABASE_URL;
    env.DATA_DIR = dataDir;
  }
  // BENCH_SERVER_FLAGS: more node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile it
  const extra = (process.env.BENCH_SERVER_FLAGS ?? '').split(/\s+/).filter(Boolean);
  const child = spawn(process.execPath, [...extra, ...startCommand()], { cwd: serverDir, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((r) => child.once('exit', r));
  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > until) throw new Error(`the server did not answer on ${base}`);
    await sleep(200);
  }
  const status = () => {
    const text = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const mb = (key) => Math.round(Number(new RegExp(`${key}:\\s+(\\d+)`).exec(text)?.[1] ?? 0) / 1024);
    return { rssMb: mb('VmRSS'), peakMb: mb('VmHWM') };
  };
  /** Samples the resident memory every 200 ms until `stop()`, which answers the highest sample. */
  const sampleMemory = () => {
    let highest = status().rssMb;
    const timer = setInterval(() => {
      try {
        highest = Math.max(highest, status().rssMb);
      } catch {
        // exited
      }
    }, 200);
    return { stop: () => (clearInterval(timer), Math.max(highest, status().rssMb)) };
  };
  /** CPU seconds the server process has used (user + system, /proc/<pid>/stat). */
  const cpuSeconds = () => {
    const fields = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  };
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  return { base, pid: child.pid, status, sampleMemory, cpuSeconds, stop };
}
