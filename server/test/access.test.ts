import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './kit';

const t = useTestApp();

describe('SEC-01 every non-public route needs a session', () => {
  it('lists routes and declares access for each', () => {
    expect(t.app.routeTable.length).toBeGreaterThan(5);
    for (const r of t.app.routeTable) expect(r.access, `${r.method} ${r.url}`).toBeDefined();
  });

  it('answers 401 with the one error shape on every non-public route without a session', async () => {
    const protectedRoutes = t.app.routeTable.filter((r) => r.access !== 'public');
    expect(protectedRoutes.length).toBeGreaterThan(0);
    for (const r of protectedRoutes) {
      const url = r.url.replace(/:[A-Za-z_]+/g, () => crypto.randomUUID());
      const res = await t.app.inject({ method: r.method as 'GET', url, payload: r.method === 'GET' || r.method === 'DELETE' ? undefined : {} });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
      expect(res.json().messages[0].message).toBe('Bitte melden Sie sich an.');
    }
  });
});
