import { describe, expect, it } from 'vitest';
import { checkReply } from './api-routes';

describe('the test stub speaks only what the server sends', () => {
  it("accepts a reply that parses with the route's contract schema, and the error shape", () => {
    expect(() => checkReply('GET', '/api/grade/notJoined/x', 200, { classes: [] })).not.toThrow();
    expect(() => checkReply('GET', '/api/user/byId/x', 403, { code: 'FORBIDDEN', messages: [{ message: 'nein' }] })).not.toThrow();
  });

  it('refuses an unknown route and a reply the server never sends', () => {
    expect(() => checkReply('GET', '/api/nowhere', 200, {})).toThrow(/unknown route/);
    expect(() => checkReply('PATCH', '/api/admin/users/x/approve', 200, { user: { _id: 'x' } })).toThrow(/not what the server sends/);
    expect(() => checkReply('GET', '/api/user/comments/x', 404, { message: 'nope' })).toThrow(/not what the server sends/);
  });
});
