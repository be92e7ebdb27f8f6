import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { S3_BUCKET, S3_KEYS, startS3 } from '../../server/test/s3';
import { startSmtpServer } from '../../server/test/smtp';

/**
 * The deployment of deploy/ on this machine: nginx with deploy/nginx.conf in front of three server
 * processes with the environment of deploy/praxisport.env.example, on one fresh PostgreSQL database,
 * one S3 bucket (s3rver, server/test/s3.ts) and one SMTP server (in this process, so the journey reads the mails).
 * Only addresses, ports, paths and the secret are the test's own; everything else is the files'.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DEPLOY_NGINX = path.join(root, 'deploy/nginx.conf');
export const DEPLOY_ENV = path.join(root, 'deploy/praxisport.env.example');
const NGINX = '/usr/sbin/nginx';
const POSTGRES = process.env.DEPLOY_TEST_POSTGRES ?? 'postgres://postgres@127.0.0.1:5432';
const PROCESSES = 3;
/** The outbox workers look this often (the default 2 s would only make the test wait). */
export const MAIL_POLL_MS = 200;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** KEY=VALUE lines as systemd's EnvironmentFile reads them (comments and blank lines skipped). */
export function readEnvFile(file: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const m = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (m) env[m[1]!] = m[2]!;
  }
  return env;
}

/** Replaces `from` by `to` in the nginx configuration, failing when `from` is not in it (the file changed). */
function replaceIn(conf: string, from: string, to: string): string {
  if (!conf.includes(from)) throw new Error(`deploy/nginx.conf no longer contains "${from}": update e2e/deploy/stack.ts`);
  return conf.split(from).join(to);
}

/** The upstream's ports in deploy/nginx.conf, in order. */
const upstreamPorts = (conf: string) => [...conf.matchAll(/^\s*server 127\.0\.0\.1:(\d+)/gm)].map((m) => Number(m[1]));

async function until<T>(what: string, probe: () => Promise<T | undefined>, failed: () => string | undefined, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const why = failed();
    if (why) throw new Error(`${what}: ${why}`);
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`${what}: not ready after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

interface Child {
  name: string;
  child: ChildProcess;
  output: string[];
  exited: () => string | undefined;
}

function start(name: string, command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Child {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const output: string[] = [];
  const keep = (b: Buffer) => {
    output.push(b.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let exit: string | undefined;
  child.on('exit', (code, signal) => {
    exit = `${name} exited (${code ?? signal}):\n${output.join('').slice(-3000)}`;
  });
  return { name, child, output, exited: () => exit };
}

/** Signals a child's whole process group (a shell and the node it started); false when it is gone. */
function signalGroup(pid: number, signal: NodeJS.Signals): boolean {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false;
  }
}

/** Ends a child's process group gracefully (SIGTERM, after 10 s SIGKILL) and waits for it. */
async function stop(c: Child): Promise<void> {
  const pid = c.child.pid;
  if (c.exited() || pid === undefined) return;
  const gone = new Promise((resolve) => c.child.once('exit', resolve));
  if (!signalGroup(pid, 'SIGTERM')) return;
  const timer = setTimeout(() => signalGroup(pid, 'SIGKILL'), 10_000);
  await gone;
  clearTimeout(timer);
}

const DATABASE_PREFIX = 'praxisport_lb_';

/** The databases of earlier runs whose process is gone (a run that was killed), dropped before a new one. */
async function dropStale(admin: pg.Client): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [DATABASE_PREFIX]);
  for (const { datname } of rows) {
    const pid = Number(datname.slice(DATABASE_PREFIX.length).split('_')[0]);
    if (Number.isInteger(pid) && isAlive(pid)) continue;
    await admin.query(`drop database if exists "${datname}" with (force)`);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export interface AppProcess {
  port: number;
  /** Its direct address, past nginx. */
  url: string;
  /** What it says in X-PraxisPort-Process. */
  name: string;
}

export type Stack = Awaited<ReturnType<typeof startStack>>;

export async function startStack() {
  if (!fs.existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install -y nginx`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'praxisport-deploy-'));
  // nginx's workers (an unprivileged user when the test runs as root) read the configuration and write temp files here
  fs.chmodSync(dir, 0o755);
  const children: Child[] = [];
  const cleanups: (() => Promise<unknown>)[] = [];
  // a worker that ends without its afterAll (killed, timed out) takes nginx and the processes with it
  const killAll = () => {
    for (const c of children) if (!c.exited() && c.child.pid) signalGroup(c.child.pid, 'SIGKILL');
  };
  process.on('exit', killAll);
  const close = async () => {
    process.off('exit', killAll);
    await Promise.all(children.map(stop));
    for (const cleanup of cleanups.reverse()) await cleanup().catch((err) => console.error(err));
    fs.rmSync(dir, { recursive: true, force: true });
  };

  try {
    const nginxConf = fs.readFileSync(DEPLOY_NGINX, 'utf8');
    const fileEnv = readEnvFile(DEPLOY_ENV);
    const ports = upstreamPorts(nginxConf);
    if (ports.length !== PROCESSES) throw new Error(`deploy/nginx.conf lists ${ports.length} processes, the test runs ${PROCESSES}`);
    const [httpsPort, httpPort, ...appPorts] = (await Promise.all(Array.from({ length: 2 + PROCESSES }, freePort))) as [number, number, ...number[]];
    const url = `https://127.0.0.1:${httpsPort}`;

    // one fresh database per run
    const database = `${DATABASE_PREFIX}${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: `${POSTGRES}/postgres` });
    await admin.connect();
    await dropStale(admin);
    await admin.query(`create database ${database}`);
    cleanups.push(async () => {
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    });
    const databaseUrl = `${POSTGRES}/${database}`;
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    cleanups.push(() => db.end());

    const s3 = await startS3();
    cleanups.push(() => s3.close());
    const smtp = await startSmtpServer();
    cleanups.push(() => smtp.stop());

    // the environment file with the test's addresses, secret and paths; a key the file lost fails here
    const own: Record<string, string> = {
      DATABASE_URL: databaseUrl,
      UPLOAD_SECRET: crypto.randomBytes(32).toString('hex'),
      PUBLIC_URL: url,
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET,
      S3_ACCESS_KEY_ID: S3_KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_KEYS.secretAccessKey,
      SMTP_URL: smtp.url,
    };
    for (const key of [...Object.keys(own), 'DATA_DIR', 'TRUST_PROXY', 'HOST', 'UPLOAD_MAX_BYTES', 'S3_FORCE_PATH_STYLE']) {
      if (!(key in fileEnv)) throw new Error(`deploy/praxisport.env.example does not set ${key}`);
    }
    const env = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...fileEnv,
      ...own,
      // quiet, quick outbox, no training-status sweep in the middle of the journey
      LOG_LEVEL: 'warn',
      MAIL_POLL_MS: String(MAIL_POLL_MS),
      STATUS_SWEEP_MINUTES: '0',
    };
    // DATA_DIR is each machine's own: the processes share no disk, as on several machines
    const dataDir = (name: string) => path.join(dir, 'data', name);

    // nginx: deploy/nginx.conf inside a main configuration of its own (pid, logs, temp files in `dir`), as
    // Debian's /etc/nginx/nginx.conf includes it; a self-signed certificate for 127.0.0.1
    const cert = path.join(dir, 'cert.pem');
    const key = path.join(dir, 'key.pem');
    const openssl = spawnSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert], { stdio: 'pipe' });
    if (openssl.status !== 0) throw new Error(`openssl: ${openssl.stderr.toString()}`);
    let site = nginxConf;
    ports.forEach((p, i) => (site = replaceIn(site, `server 127.0.0.1:${p} `, `server 127.0.0.1:${appPorts[i]} `)));
    site = replaceIn(site, 'listen 443 ', `listen ${httpsPort} `);
    site = replaceIn(site, 'listen 80;', `listen ${httpPort};`);
    site = replaceIn(site, '/etc/ssl/praxisport/fullchain.pem', cert);
    site = replaceIn(site, '/etc/ssl/praxisport/privkey.pem', key);
    fs.writeFileSync(path.join(dir, 'praxisport.conf'), site);
    fs.writeFileSync(
      path.join(dir, 'nginx.conf'),
      [
        `pid ${dir}/nginx.pid;`,
        `error_log ${dir}/error.log warn;`,
        'worker_processes 1;',
        'events { worker_connections 512; }',
        'http {',
        '  access_log off;',
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${dir}/${t}_temp;`),
        `  include ${dir}/praxisport.conf;`,
        '}',
        '',
      ].join('\n'),
    );
    const nginx = start('nginx', NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log'), '-g', 'daemon off;'], { cwd: dir, env: {} });
    children.push(nginx);

    // the demo data, and the three processes as `npm run start --workspace server` starts each (deploy/praxisport@.service),
    // all at once: the first migrates, the others wait on its advisory lock
    const serverDir = path.join(root, 'server');
    const startScript = (JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
    const seed = start('db:seed', 'npm', ['run', 'db:seed', '--', '--demo'], { cwd: root, env: { ...env, DATA_DIR: dataDir('seed') } });
    children.push(seed);
    const processes: AppProcess[] = appPorts.map((port) => ({ port, url: `http://127.0.0.1:${port}`, name: `${os.hostname()}-${port}` }));
    const apps = processes.map((p) => start(p.name, 'sh', ['-c', startScript], { cwd: serverDir, env: { ...env, DATA_DIR: dataDir(p.name), PORT: String(p.port), INSTANCE_ID: p.name } }));
    children.push(...apps);

    await Promise.all([
      new Promise<void>((resolve, reject) =>
        seed.child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm run db:seed -- --demo failed:\n${seed.output.join('')}`)))),
      ),
      ...processes.map((p, i) =>
        until(p.name, async () => ((await fetch(`${p.url}/api/health`)).ok ? true : undefined), apps[i]!.exited, 90_000),
      ),
      until('nginx', async () => (await tcpOpen(httpsPort)) || undefined, nginx.exited, 10_000),
    ]);

    return {
      /** nginx's https address, PUBLIC_URL of the processes. */
      url,
      /** nginx's plain http address (it only redirects). */
      httpUrl: `http://127.0.0.1:${httpPort}`,
      processes,
      smtp,
      /** The run's database, for what the journey looks up (ids, the outbox, rate-limit counters). */
      db,
      /** The keys of the objects in the bucket (s3rver keeps each as a file `<key>._S3rver_object` in its folder). */
      objectKeys: () => {
        const bucketDir = path.join(s3.directory, S3_BUCKET);
        return (fs.readdirSync(bucketDir, { recursive: true }) as string[]).filter((f) => f.endsWith('._S3rver_object')).map((f) => f.slice(0, -'._S3rver_object'.length));
      },
      env: { ...fileEnv, ...own },
      nginxConf: site,
      close,
    };
  } catch (err) {
    await close();
    throw err;
  }
}

function tcpOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
