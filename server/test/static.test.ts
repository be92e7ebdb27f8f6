import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildScene, createTestApp, uuid, type Scene, type TestContext } from './kit';

// the web app goes over the wire compressed (precompressed at build) and hashed assets are cached
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
    // what vite-plugin-pwa writes beside index.html (decision 033)
    fs.writeFileSync(path.join(dist, 'sw.js'), 'importScripts("./workbox-1a2b3c4d.js");');
    fs.writeFileSync(path.join(dist, 'workbox-1a2b3c4d.js'), 'self.workbox = {};');
    fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"PraxisPort","start_url":"/"}');
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

  it('SEC-01 PERF a hashed asset carries the headers that apply to it, not those of documents', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBeUndefined();
    const missing = await t.app.inject({ method: 'GET', url: '/assets/missing-abc123.js' });
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
    const page = await t.app.inject({ method: 'GET', url: '/classes' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
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

  it('PERF revalidates the service worker and the web app manifest, sent with their types', async () => {
    for (const [url, type] of [['/sw.js', /^application\/javascript/], ['/workbox-1a2b3c4d.js', /^application\/javascript/], ['/manifest.webmanifest', /^application\/manifest\+json/]] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(type);
      // a cached service worker would keep an old build's app shell after a release
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });
});

// every client route's document is the built index.html (the web app routes in the browser)
describe('the document of a web app route', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'praxisport-dist-'));
  const index = '<!doctype html><div id="root"></div>';
  let t: TestContext;
  let scene: Scene;
  beforeAll(async () => {
    fs.writeFileSync(path.join(dist, 'index.html'), index);
    t = await createTestApp({ webDist: dist });
    scene = await buildScene(t.db);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });
  const get = (url: string, as?: { cookie: string }) => t.app.inject({ method: 'GET', url, headers: as ? { cookie: as.cookie } : {} });

  it('PERF sends index.html, revalidated, for any route, signed in or not', async () => {
    for (const [url, as] of [['/'], ['/signin?next=1'], ['/classes', scene.teacher], [`/reviewa/${uuid()}`, scene.student], ['/no/such/page']] as const) {
      const res = await get(url, as);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(index);
    }
  });

  it('PERF sends a new build\'s index.html without a restart', async () => {
    const next = '<!doctype html><div id="root"></div><!-- next build -->';
    fs.writeFileSync(path.join(dist, 'index.html'), next);
    try {
      expect((await get('/classes', scene.teacher)).body).toBe(next);
    } finally {
      fs.writeFileSync(path.join(dist, 'index.html'), index);
    }
  });

  it('ERR answers unknown /api and /assets paths 404 in the error shape, not with the document', async () => {
    for (const url of ['/api/nothing', '/assets/missing-abc123.js']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});
