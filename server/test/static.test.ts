import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildScene, buildTeacher, createTestApp, signIn, uuid, type Scene, type TestContext } from './kit';

// issue 17: the web app goes over the wire compressed (precompressed at build) and hashed assets are cached
describe('serving the built web app', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'praxisport-dist-'));
  const js = 'console.log("PraxisPort");'.repeat(200);
  let t: TestContext;
  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'assets/app-abc123.js'), js);
    fs.writeFileSync(path.join(dist, 'assets/app-abc123.js.br'), zlib.brotliCompressSync(js));
    fs.writeFileSync(path.join(dist, 'assets/app-abc123.js.gz'), zlib.gzipSync(js));
    fs.writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *');
    t = await createTestApp({ webDist: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('PERF sends the brotli file to a browser that accepts it, cached for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(js);
  });

  it('PERF sends gzip or the plain file to browsers that do not accept brotli', async () => {
    const gz = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(js);
  });

  it('PERF revalidates files whose names are not hashed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

// issue 17, decision 029: the document of a route is the page the build rendered for it and the caller's role
describe('pages rendered at build time', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'praxisport-dist-'));
  const page = (name: string) => `<!doctype html><div id="root"><div data-shell>${name}</div></div>`;
  let t: TestContext;
  let scene: Scene;
  beforeAll(async () => {
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.mkdirSync(path.join(dist, 'shells'));
    const manifest = [
      { path: '/signin', role: null, file: '0.html' },
      { path: '/classes', role: 'teacher', file: '1.html' },
      { path: '/classes', role: 'supervisor', file: '2.html' },
      { path: '/reviewa/:reviewId', role: 'student', file: '3.html' },
      { path: '/classRegisterAnalysis/:classId', role: 'supervisor', file: '4.html' },
      { path: '/students/:classId', role: 'teacher', file: '5.html' },
    ];
    for (const m of manifest) fs.writeFileSync(path.join(dist, 'shells', m.file), page(`${m.path} ${m.role}`));
    // rendered on the build's day, 31 December 1999 (web/src/prerender/globals.ts)
    fs.writeFileSync(path.join(dist, 'shells', '4.html'), page('Datum: 31-12-1999 <input value="1999-12-31"> ?month=1999-12 31.12.1999'));
    // the user's names stand in the rendered top bar as placeholders (web/src/prerender/render.tsx)
    fs.writeFileSync(path.join(dist, 'shells', '5.html'), page('<button aria-label="PpShellUserFirstName PpShellUserName – Benutzermenü">PpShellUserFirstName PpShellUserName</button>'));
    fs.writeFileSync(path.join(dist, 'shells', 'manifest.json'), JSON.stringify(manifest));
    t = await createTestApp({ webDist: dist });
    scene = await buildScene(t.db);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });
  const get = (url: string, as?: { cookie: string }) => t.app.inject({ method: 'GET', url, headers: as ? { cookie: as.cookie } : {} });

  it('PERF sends the signed-out sign-in page to a signed-out browser', async () => {
    const res = await get('/signin?next=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('/signin null');
    expect(res.headers.vary).toBe('Cookie');
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  it("PERF sends the page rendered for the caller's role, in any letter case and with a trailing slash", async () => {
    expect((await get('/classes', scene.teacher)).body).toContain('/classes teacher');
    expect((await get('/Classes/', scene.supervisor)).body).toContain('/classes supervisor');
    expect((await get(`/reviewa/${uuid()}`, scene.student)).body).toContain('/reviewa/:reviewId student');
  });

  it("PERF shows today's date (the school's day) where the page was rendered on the build's day", async () => {
    const [y, m, d] = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date()).split('-');
    const res = await get(`/classRegisterAnalysis/${scene.cls.id}`, scene.supervisor);
    expect(res.body).toContain(`Datum: ${d}-${m}-${y} <input value="${y}-${m}-${d}"> ?month=${y}-${m} ${d}.${m}.${y}`);
    expect(res.body).not.toContain('1999');
  });

  it('PERF sends the German pages only to a browser that shows German (the web app\'s language cookie)', async () => {
    const as = (language: string) => ({ cookie: `${scene.teacher.cookie}; pp_language=${language}` });
    expect((await get('/classes', as('en'))).body).toBe('<!doctype html><div id="root"></div>');
    expect((await get('/classes', as('de'))).body).toContain('/classes teacher');
  });

  it("PERF puts the signed-in user's names, HTML-escaped, into the rendered top bar", async () => {
    const hostile = await signIn(t.db, await buildTeacher(t.db, { firstName: '<img src=x onerror=alert(1)>', name: 'O\'Brien "&" $\' $& Co' }));
    const res = await get(`/students/${scene.cls.id}`, hostile);
    const names = '&lt;img src=x onerror=alert(1)&gt; O&#39;Brien &quot;&amp;&quot; $&#39; $&amp; Co';
    expect(res.body).toContain(`<button aria-label="${names} – Benutzermenü">${names}</button>`);
    expect(res.body).not.toContain('PpShellUser');
  });

  it('PERF sends the plain index.html where no page was rendered for the route or the role', async () => {
    const plain = '<!doctype html><div id="root"></div>';
    expect((await get('/classes')).body).toBe(plain); // signed out: the app sends the browser to the sign-in page
    expect((await get('/classes', scene.student)).body).toBe(plain);
    expect((await get('/signin', scene.teacher)).body).toBe(plain);
    expect((await get(`/reviewa/${uuid()}/more`, scene.student)).body).toBe(plain);
    expect((await get('/students', scene.teacher)).body).toBe(plain);
    expect((await get(`/students/${scene.cls.id}`, scene.supervisor)).body).toBe(plain);
  });
});
