import { describe, expect, it } from 'vitest';
import { initialSignUpValues, missingFields, parseSignUp, signUpAlert, toRegisterFields, validateSignUp, withUserType, type SignUpValues } from './signup-form';

const png = new File(['x'], 'a.png', { type: 'image/png' });
const filled = (over: Partial<SignUpValues> = {}): SignUpValues => ({
  ...initialSignUpValues(),
  name: 'Weber',
  firstName: 'Markus',
  username: 'mweber2',
  email: 'm.weber@example.de',
  password: 'geheim123',
  repeatPassword: 'geheim123',
  contact: '+49 431 123456',
  dob: '1985-02-21',
  profile: png,
  signature: png,
  ...over,
});
const placements = (v: SignUpValues) => [v.impatient1, v.impatient2, v.impatient3, v.impatient4, v.impatient5];

describe('sign-up rules', () => {
  it('AUTH-16 AUTH-25 the default type is teacher and lfce defaults to LF', () => {
    expect(initialSignUpValues().userType).toBe('teacher');
    expect(withUserType(filled({ lfce: 'CE' }), 'supervisor').lfce).toBe('LF');
  });

  it('AUTH-23 switching to student adds five empty placements', () => {
    const v = withUserType(filled({ userType: 'supervisor', impatient1: 'Tagespflege' }), 'student');
    expect(placements(v)).toEqual(['', '', '', '', '']);
  });

  it('AUTH-28 passwords are compared before anything else', () => {
    const v = filled({ name: '', repeatPassword: 'anders' });
    expect(signUpAlert(v)).toBe('passwordsDiffer');
    expect(validateSignUp(v)).toMatchObject({ repeatPassword: 'Die Passwörter stimmen nicht überein !', name: expect.any(String) });
  });

  it('AUTH-29 AUTH-30 every required field is checked; the class and placements only for students', () => {
    expect(missingFields(filled())).toEqual([]);
    expect(missingFields(filled({ contact: '  ', signature: null }))).toEqual(['contact', 'signature']);
    expect(missingFields(withUserType(filled(), 'student'))).toEqual(['grade', 'impatient1', 'impatient2', 'impatient3', 'impatient4', 'impatient5']);
    expect(signUpAlert(filled({ contact: '' }))).toBe('incomplete');
  });

  it('AUTH-26 AUTH-32 the payload carries only the fields of the chosen type', () => {
    expect(toRegisterFields(filled())).not.toHaveProperty('lfce');
    expect(toRegisterFields(filled())).not.toHaveProperty('impatient1');
    expect(toRegisterFields(filled({ userType: 'supervisor' }))).toMatchObject({ lfce: 'LF' });
    const student = toRegisterFields(
      filled({ userType: 'student', grade: 'g', impatient1: 'Tagespflege', impatient2: 'Pädiatrie', impatient3: 'Psychiatrie', impatient4: 'Kurzzeitpflege', impatient5: 'ambulante Pflege' }),
    );
    expect(student).toMatchObject({ grade: 'g', impatient1: 'Tagespflege', impatient5: 'ambulante Pflege' });
    expect(student).not.toHaveProperty('lfce');
  });

  it('SEC-08 AMB-24 the contract rules run before any upload, every field error at once', () => {
    expect(validateSignUp(filled({ contact: 'abc' }))).toHaveProperty('contact');
    expect(validateSignUp(filled({ password: 'kurz', repeatPassword: 'kurz' }))).toHaveProperty('password');
    expect(Object.keys(validateSignUp(filled({ contact: 'abc', username: 'a', email: 'kein-at' }))).sort()).toEqual(['contact', 'email', 'username']);
    expect(validateSignUp(filled())).toEqual({});
    const ok = parseSignUp(filled());
    expect(ok).toMatchObject({ userType: 'teacher', contact: '+49 431 123456' });
    expect(ok && 'profile' in ok).toBe(false);
  });
});
