import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { profileMessages } from '@praxisport/contract/profile';
import { uploadMessages } from '@praxisport/contract/uploads';
import { users } from '../../db/schema/users';
import { buildScene, buildUpload, call, describeRoute, expectError, sessionFor, TEST_PASSWORD, useTestApp } from '../../../test/kit';

const t = useTestApp();
const allUsers = ['supervisor', 'teacher', 'student', 'kilian'] as const;

describeRoute(t, {
  method: 'GET',
  route: '/api/user/profile',
  title: 'ISSUE-15 GET /api/user/profile: the own profile',
  allowed: allUsers,
  valid: () => ({ url: '/api/user/profile' }),
  success: { check: (res, s, who) => expect(res.json()).toMatchObject({ _id: (s[who] as { id: string }).id, language: 'de' }) },
});

describeRoute(
  t,
  {
    method: 'PATCH',
    route: '/api/user/profile',
    title: 'ISSUE-15 PATCH /api/user/profile: phone, pictures, language',
    allowed: allUsers,
    valid: () => ({ url: '/api/user/profile', body: { contact: '+49 30 123456', language: 'en' } }),
    invalid: [
      { name: 'bad phone', request: () => ({ url: '/api/user/profile', body: { contact: 'abc' } }), message: 'Telefon: 6–20 Zeichen, nur Ziffern, +, Leerzeichen, / und -.', path: 'contact' },
      { name: 'bad language', request: () => ({ url: '/api/user/profile', body: { language: 'fr' } }), message: profileMessages.languageInvalid, path: 'language' },
      { name: 'not an upload', request: () => ({ url: '/api/user/profile', body: { profile: 'http://example.org/x.png' } }), message: uploadMessages.uploadImageFirst('Profilbild'), path: 'profile' },
    ],
    success: { check: (res) => expect(res.json()).toMatchObject({ contact: '+49 30 123456', language: 'en' }) },
  },
  () => {
    it('a new picture must be the caller\'s own upload that no account holds; saved it shows', async () => {
      const s = await buildScene(t.db);
      const mine = await buildUpload(t, { uploaderId: s.student.id });
      const theirs = await buildUpload(t, { uploaderId: s.classmate.id });
      expectError(await call(t, { method: 'PATCH', url: '/api/user/profile', as: s.student, body: { signature: theirs } }), 400, uploadMessages.uploadImageFirst('Unterschrift'), 'signature');
      const res = await call(t, { method: 'PATCH', url: '/api/user/profile', as: s.student, body: { profile: mine } });
      expect(res.json().profile).toBe(mine);
      // the same address again changes nothing and is fine
      expect((await call(t, { method: 'PATCH', url: '/api/user/profile', as: s.student, body: { profile: mine } })).statusCode).toBe(200);
      const [row] = await t.db.select().from(users).where(eq(users.id, s.student.id));
      expect(row!.profile).toBe(mine);
    });

    it('changing the password needs the current one and ends the other sessions', async () => {
      const s = await buildScene(t.db);
      const other = await sessionFor(t.db, s.student);
      const change = (currentPassword: string) =>
        call(t, { method: 'POST', url: '/api/user/auth/changePassword', as: s.student, body: { currentPassword, newPassword: 'ganz-neues-passwort' } });
      expect((await change('falsch-falsch')).statusCode).toBe(400);
      expect((await change(TEST_PASSWORD)).statusCode).toBe(204);
      expect((await call(t, { url: '/api/user/profile', as: other })).statusCode).toBe(401);
      expect((await call(t, { url: '/api/user/profile', as: s.student })).statusCode).toBe(200);
    });
  },
);
