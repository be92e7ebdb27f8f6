import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './kit';

// behind a load balancer every answer says which process gave it (deploy/: the journey through nginx reads it)
describe('X-PraxisPort-Process', () => {
  let named: TestContext;
  let unnamed: TestContext;
  beforeAll(async () => {
    [named, unnamed] = await Promise.all([createTestApp({ instanceId: 'app-2' }), createTestApp()]);
  });
  afterAll(async () => {
    await Promise.all([named.close(), unnamed.close()]);
  });

  it('names the process by INSTANCE_ID on answers, errors and refusals alike', async () => {
    for (const url of ['/api/health', '/api/gibt-es-nicht', '/api/user/profile']) {
      const res = await named.app.inject({ method: 'GET', url });
      expect(res.headers['x-praxisport-process'], url).toBe('app-2');
    }
  });

  it('without INSTANCE_ID: hostname and process id', async () => {
    const res = await unnamed.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-praxisport-process']).toBe(`${os.hostname()}-${process.pid}`);
  });
});
