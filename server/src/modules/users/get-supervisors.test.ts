import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@praxisport/contract/auth';
import { createTestApp, login, type TestContext } from '../../../test/helpers';
import { buildKilian, buildStudent, buildSupervisor, buildTeacher } from '../../../test/factories';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/user/getSupervisors', headers: cookie ? { cookie } : {} });

describe('GET /api/user/getSupervisors', () => {
  it('SEC-01 answers 401 without a session', async () => {
    const res = await get();
    expect(res.statusCode).toBe(401);
    expect(res.json().messages[0].message).toBe(authMessages.unauthenticated);
  });

  it('API-13 SEC-02 refuses students and kilian users', async () => {
    for (const user of [await buildStudent(t.db, null), await buildKilian(t.db)]) {
      const res = await get(await login(t.app, user.email));
      expect(res.statusCode).toBe(403);
      expect(res.json().messages[0].message).toBe(authMessages.forbidden);
    }
  });

  it('API-13 ENT-16 gives teachers and supervisors the active supervisors with _id, firstName and name only', async () => {
    const active = await buildSupervisor(t.db, { firstName: 'Sabine', name: 'Krüger' });
    const pending = await buildSupervisor(t.db, { status: 'pending' });
    const teacher = await buildTeacher(t.db);
    for (const cookie of [await login(t.app, teacher.email), await login(t.app, active.email)]) {
      const res = await get(cookie);
      expect(res.statusCode).toBe(200);
      const list = res.json().supervisors as { _id: string }[];
      expect(list).toContainEqual({ _id: active.id, firstName: 'Sabine', name: 'Krüger' });
      const ids = list.map((s) => s._id);
      expect(ids).not.toContain(pending.id);
      expect(ids).not.toContain(teacher.id);
      for (const row of list) expect(Object.keys(row).sort()).toEqual(['_id', 'firstName', 'name']);
    }
  });
});
