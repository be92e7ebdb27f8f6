import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { frameworkErrorHandler, registerErrorHandler } from '../src/plugins/error-handler';
import { AppError } from '../src/lib/app-error';
import { loadConfig } from '../src/config';
import { buildUser, createTestApp, sessionFor, useTestApp } from './kit';

const t = useTestApp();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function expectErrorShape(res: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }, status: number, code: string) {
  expect(res.statusCode).toBe(status);
  expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
  const body = res.json() as { code: string; messages: { message: string }[] };
  expect(Object.keys(body).sort()).toEqual(['code', 'messages']);
  expect(body.code).toBe(code);
  expect(body.messages.length).toBeGreaterThan(0);
  for (const m of body.messages) expect(typeof m.message).toBe('string');
  return body;
}

const login$ = (headers: Record<string, string>, payload: string | Buffer) =>
  t.app.inject({ method: 'POST', url: '/api/user/auth/login', headers, payload });

describe('ERR AMB-12 one error shape for every error, Fastify\'s own included', () => {
  it('AMB-12 an unknown API path answers 404 in the one shape', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/gibt-es-nicht?x=1' });
      const body = expectErrorShape(res, 404, 'NOT_FOUND');
      expect(body.messages[0]!.message).toBe(`Nicht gefunden: ${method} /api/gibt-es-nicht`);
    }
  });

  it('SEC-08 malformed JSON answers 400 in the one shape', async () => {
    for (const payload of ['{"email": "a@b.de", ', '{email: 1}', 'nicht json', '\u0000']) {
      const res = await login$({ 'content-type': 'application/json' }, payload);
      const body = expectErrorShape(res, 400, 'VALIDATION_ERROR');
      expect(body.messages[0]!.message).toBe('Der Inhalt der Anfrage ist kein gültiges JSON.');
    }
  });

  it('SEC-08 an empty JSON body answers 400', async () => {
    const res = await login$({ 'content-type': 'application/json' }, '');
    expectErrorShape(res, 400, 'VALIDATION_ERROR');
  });

  it('SEC-08 a prototype-polluting body is refused, not merged', async () => {
    const res = await login$({ 'content-type': 'application/json' }, '{"email":"a@b.de","password":"x","__proto__":{"isAdmin":true}}');
    expect(res.statusCode).toBe(400);
    expectErrorShape(res, 400, 'VALIDATION_ERROR');
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('SEC-08 a content type other than JSON answers 415 in the one shape', async () => {
    for (const ct of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'image/png']) {
      const res = await login$({ 'content-type': ct }, 'email=a@b.de&password=x');
      const body = expectErrorShape(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
      expect(body.messages[0]!.message).toBe('Dieser Inhaltstyp wird nicht unterstützt.');
    }
  });

  it('SEC-08 a text/plain body is read as text and refused as not an object (400)', async () => {
    const res = await login$({ 'content-type': 'text/plain' }, 'email=a@b.de&password=x');
    const body = expectErrorShape(res, 400, 'VALIDATION_ERROR');
    expect(body.messages[0]!.message).toMatch(/object/);
  });

  it('SEC-08 a body over 1 MB answers 413 in the one shape', async () => {
    const payload = JSON.stringify({ email: 'a@b.de', password: 'x'.repeat(1024 * 1024 + 10) });
    const res = await login$({ 'content-type': 'application/json' }, payload);
    const body = expectErrorShape(res, 413, 'PAYLOAD_TOO_LARGE');
    expect(body.messages[0]!.message).toBe('Die Anfrage ist zu groß.');
  });

  it('SEC-08 validation errors list each field with its path', async () => {
    const res = await login$({ 'content-type': 'application/json' }, '{}');
    const body = expectErrorShape(res, 400, 'VALIDATION_ERROR') as unknown as { messages: { message: string; path: string }[] };
    expect(body.messages).toEqual([
      { message: 'E-Mail fehlt.', path: 'email' },
      { message: 'Passwort fehlt.', path: 'password' },
    ]);
  });

  it('SEC-08 hostile input never answers 500: deep nesting, unicode, null bytes, arrays, huge numbers', async () => {
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const payloads = [
      deep,
      JSON.stringify({ email: { $gt: '' }, password: { $ne: null } }),
      JSON.stringify({ email: ['a@b.de', 'c@d.de'], password: ['x'] }),
      JSON.stringify({ email: '\u202Eevil@b.de', password: '\u0000\u0000' }),
      JSON.stringify({ email: '😀@😀.de', password: '😀'.repeat(100) }),
      JSON.stringify({ email: 1e308, password: -0 }),
      JSON.stringify([{ email: 'a@b.de', password: 'x' }]),
      '"nur ein Text"',
      'null',
      'true',
    ];
    for (const payload of payloads) {
      const res = await login$({ 'content-type': 'application/json' }, payload);
      expect(res.statusCode, payload.slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, payload.slice(0, 40)).toBeLessThan(500);
      expectErrorShape(res, res.statusCode, (res.json() as { code: string }).code);
    }
  });

  it('SEC-08 hostile paths never answer 500', async () => {
    const u = await buildUser(t.db);
    const cookie = await sessionFor(t.db, u);
    const urls = [
      `/api/user/byId/${'a'.repeat(10_000)}`,
      '/api/user/byId/%E0%A4%A',
      '/api/user/byId/%00',
      '/api/user/byId/..%2F..%2Fadmin',
      `/api/${'ü'.repeat(2000)}`,
      '/api/upload/preSignedURL/%25%25',
      '/%2e%2e/%2e%2e/etc/passwd',
    ];
    for (const url of urls) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.statusCode, url.slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url.slice(0, 40)).toBeLessThan(500);
    }
  });
});

describe('SEC-08 frameworkErrorHandler: the router\'s own errors in the one shape', () => {
  it('SEC-08 an overlong path parameter answers 414 and a bad percent-encoding 400, without echoing the path', async () => {
    const app = Fastify({ frameworkErrors: frameworkErrorHandler });
    registerErrorHandler(app);
    app.get('/api/x/:id', async () => ({ ok: true }));
    await app.ready();
    const long = await app.inject({ method: 'GET', url: `/api/x/${'a'.repeat(500)}` });
    expect(long.json()).toEqual({ code: 'URI_TOO_LONG', messages: [{ message: 'Die Adresse ist zu lang.' }] });
    expect(long.statusCode).toBe(414);
    expect(long.headers['x-request-id']).toBeTruthy();
    const bad = await app.inject({ method: 'GET', url: '/api/x/%E0%A4%A' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: 'VALIDATION_ERROR', messages: [{ message: 'Die Adresse ist ungültig kodiert.' }] });
    await app.close();
  });

  it('ERR AMB-12 an unexpected error answers 500 without internals; a value the database refuses answers 400', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/boom', async () => {
      throw new Error('geheimes Detail: password=123');
    });
    app.get('/nul', async () => {
      throw Object.assign(new Error('Failed query: insert …'), { cause: { code: '22021', message: 'invalid byte sequence for encoding "UTF8": 0x00' } });
    });
    app.get('/long', async () => {
      throw Object.assign(new Error('value too long for type character varying(20)'), { code: '22001' });
    });
    app.get('/app', async () => {
      throw new AppError('RULE_VIOLATION', 'Attendance cannot be updated!');
    });
    await app.ready();
    const boom = await app.inject({ method: 'GET', url: '/boom' });
    expect(boom.statusCode).toBe(500);
    expect(boom.json()).toEqual({ code: 'INTERNAL_ERROR', messages: [{ message: 'Ein Fehler ist aufgetreten. Bitte erneut versuchen.' }] });
    expect(boom.body).not.toContain('geheim');
    for (const url of ['/nul', '/long']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(res.body).not.toContain('UTF8');
    }
    const rule = await app.inject({ method: 'GET', url: '/app' });
    expect(rule.statusCode).toBe(422);
    expect(rule.json()).toEqual({ code: 'RULE_VIOLATION', messages: [{ message: 'Attendance cannot be updated!' }] });
    await app.close();
  });
});

describe('ISSUE-2 GEN-11 health, security headers, request ids, OpenAPI', () => {
  it('ISSUE-2 GET /api/health checks the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('SEC-01 security headers on answers and on errors', async () => {
    for (const url of ['/api/health', '/api/gibt-es-nicht', '/api/user/byId/x']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(res.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      // plain http (no PUBLIC_URL): no HSTS, which would lock browsers out of plain http
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(res.headers['x-powered-by'], url).toBeUndefined();
    }
  });

  it('ISSUE-16 HSTS and Secure cookies whenever PUBLIC_URL is https', async () => {
    const cfg = (env: Record<string, string>) => loadConfig({ DATA_DIR: '/tmp/praxisport-config-test', UPLOAD_SECRET: 'x', ...env });
    const https = await createTestApp({ publicUrl: 'https://praxis.schule.example', cookieSecure: cfg({ PUBLIC_URL: 'https://praxis.schule.example' }).cookieSecure });
    try {
      const res = await https.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.headers['strict-transport-security']).toBe('max-age=15552000');
      expect(https.config.cookieSecure).toBe(true);
    } finally {
      await https.close();
    }
    expect(cfg({ PUBLIC_URL: 'http://localhost:3000' }).cookieSecure).toBe(false);
    expect(cfg({ PUBLIC_URL: 'https://x.example', COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
    expect(cfg({ COOKIE_SECURE: 'true' }).cookieSecure).toBe(true);
  });

  it('ISSUE-2 structured logs: every answer carries its own x-request-id; a client-sent id is not trusted', async () => {
    const a = await t.app.inject({ method: 'GET', url: '/api/health' });
    const b = await t.app.inject({ method: 'GET', url: '/api/gibt-es-nicht', headers: { 'x-request-id': 'von-aussen' } });
    expect(a.headers['x-request-id']).toMatch(UUID);
    expect(b.headers['x-request-id']).toMatch(UUID);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
    const c = await login$({ 'content-type': 'application/json' }, '{bad');
    expect(c.headers['x-request-id']).toMatch(UUID);
  });

  it('ISSUE-2 OpenAPI is generated from the contract and served at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    for (const p of ['/api/user/auth/login', '/api/user/auth/register', '/api/user/byId/{id}', '/api/upload/preSignedURL/{fileType}', '/api/admin/users/pending']) {
      expect(doc.paths, p).toHaveProperty([p]);
    }
  });
});
