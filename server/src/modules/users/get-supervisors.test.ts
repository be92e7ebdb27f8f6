import { expect } from 'vitest';
import { buildSupervisor, describeRoute, useTestApp } from '../../../test/kit';

const t = useTestApp();

describeRoute(t, {
  method: 'GET',
  route: '/api/user/getSupervisors',
  allowed: ['teacher', 'supervisor'],
  valid: () => ({ url: '/api/user/getSupervisors' }),
  names: {
    unauthenticated: 'SEC-01 answers 401 without a session',
    forbidden: 'API-13 SEC-02 refuses students and kilian users',
    success: 'API-13 ENT-16 gives teachers and supervisors the active supervisors with _id, firstName and name only',
  },
  // an active supervisor (Sabine Krüger) and a pending one; the scene's teacher and supervisor ask
  arrange: async () => ({
    active: await buildSupervisor(t.db, { firstName: 'Sabine', name: 'Krüger' }),
    pendingSupervisor: await buildSupervisor(t.db, { status: 'pending' }),
  }),
  success: {
    check: (res, s, _who, { active, pendingSupervisor }) => {
      const list = res.json().supervisors as { _id: string }[];
      expect(list).toContainEqual({ _id: active.id, firstName: 'Sabine', name: 'Krüger' });
      const ids = list.map((x) => x._id);
      expect(ids).not.toContain(pendingSupervisor.id);
      expect(ids).not.toContain(s.teacher.id);
      for (const row of list) expect(Object.keys(row).sort()).toEqual(['_id', 'firstName', 'name']);
    },
  },
});
