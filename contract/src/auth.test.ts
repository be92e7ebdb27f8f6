import { describe, expect, it } from 'vitest';
import { loginBody, registerBody } from './auth';
import { placementOptions, placementOptionsAsSpecified } from './common';
import { createClassBody } from './classes';

const valid = {
  name: 'Schmidt',
  firstName: 'Lena',
  username: 'lschmidt',
  email: 'lena@example.de',
  password: 'geheim123',
  repeatPassword: 'geheim123',
  contact: '+49 160 4455667',
  dob: '2004-03-09',
  userType: 'teacher',
  profile: 'http://localhost:3000/api/upload/files/a.png',
  signature: 'http://localhost:3000/api/upload/files/b.png',
};

describe('registerBody', () => {
  it('AUTH-32 accepts a complete teacher registration', () => {
    expect(registerBody.safeParse(valid).success).toBe(true);
  });
  it('AUTH-28 rejects differing passwords with the verbatim text', () => {
    const r = registerBody.safeParse({ ...valid, repeatPassword: 'anders123' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('Die Passwörter stimmen nicht überein !');
  });
  it('AUTH-30 requires class and all five placements for students', () => {
    const r = registerBody.safeParse({ ...valid, userType: 'student' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path[0])).toEqual(['grade', 'impatient1', 'impatient2', 'impatient3', 'impatient4', 'impatient5']);
  });
  it('SEC-11 rejects a malformed e-mail and a short password', () => {
    const r = registerBody.safeParse({ ...valid, email: 'kein-at', password: 'kurz', repeatPassword: 'kurz' });
    expect(r.error?.issues.map((i) => i.path[0])).toEqual(['email', 'password']);
  });
  it('AMB-145 rejects a birth date in the future and before 1900', () => {
    expect(registerBody.safeParse({ ...valid, dob: '2999-01-01' }).success).toBe(false);
    expect(registerBody.safeParse({ ...valid, dob: '1899-12-31' }).success).toBe(false);
    expect(registerBody.safeParse({ ...valid, dob: '2001-02-30' }).success).toBe(false);
  });
  it('AMB-07 does not accept kilian sign-ups', () => {
    expect(registerBody.safeParse({ ...valid, userType: 'kilian' }).success).toBe(false);
  });
  it('AMB-24 accepts a phone with +49 and spaces, rejects letters', () => {
    expect(registerBody.safeParse({ ...valid, contact: '+49 431 556-7120' }).success).toBe(true);
    expect(registerBody.safeParse({ ...valid, contact: 'abc' }).success).toBe(false);
  });
});

describe('constants', () => {
  it('AUTH-24 AMB-22 lists the 13 placements as given and 12 unique ones', () => {
    expect(placementOptionsAsSpecified).toHaveLength(13);
    expect(placementOptions).toHaveLength(12);
    expect(placementOptions.filter((p) => p === 'Pädiatrie')).toHaveLength(1);
  });
  it('AUTH-05 login needs both fields', () => {
    expect(loginBody.safeParse({ email: '', password: 'x' }).success).toBe(false);
    expect(loginBody.safeParse({ email: 'a@b.de', password: 'x' }).success).toBe(true);
  });
  it('CLS-12 an empty class name gives the verbatim message', () => {
    const r = createClassBody.safeParse({ className: '   ' });
    expect(r.error?.issues[0]?.message).toBe('Please fill the form correctly!');
  });
});
