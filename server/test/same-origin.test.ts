import { describe, expect, it } from 'vitest';
import { commonMessages } from '@praxisport/contract/common';
import { buildScene, call, expectError, useTestApp } from './kit';

const t = useTestApp();
const comment = (s: Awaited<ReturnType<typeof buildScene>>, headers: Record<string, string>) =>
  call(t, { method: 'POST', url: '/api/user/comment', as: s.teacher, body: { _student: s.student.id, comment: 'Sorgfältig dokumentiert.' }, headers });

describe('ISSUE-16 cookie-authenticated writes come from this app only', () => {
  it('ISSUE-16 a write with a session cookie and another site as Origin is refused, nothing stored', async () => {
    const s = await buildScene(t.db);
    expectError(await comment(s, { origin: 'https://boese.example' }), 403, commonMessages.crossOrigin);
    expectError(await comment(s, { 'sec-fetch-site': 'cross-site' }), 403, commonMessages.crossOrigin);
    expectError(await comment(s, { origin: 'null' }), 403, commonMessages.crossOrigin);
    const list = await call(t, { url: `/api/user/comments/${s.student.id}`, as: s.teacher });
    expect(list.json().comments).toEqual([]);
  });

  it('ISSUE-16 the same origin, no Origin (scripts) and reads from anywhere pass', async () => {
    const s = await buildScene(t.db);
    expect((await comment(s, { origin: 'http://localhost:80', host: 'localhost:80' })).statusCode).toBe(201);
    expect((await comment(s, {})).statusCode).toBe(201);
    expect((await call(t, { url: `/api/user/comments/${s.student.id}`, as: s.teacher, headers: { origin: 'https://boese.example' } })).statusCode).toBe(200);
  });
});
