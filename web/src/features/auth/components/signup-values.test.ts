import { describe, expect, it } from 'vitest';
import { checkSignUp, initialSignUpValues, missingFields, toRegisterFields, withUserType, type SignUpValues } from './signup-values';

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

describe('sign-up rules', () => {
  it('AUTH-16 AUTH-25 the default type is teacher and lfce defaults to LF', () => {
    expect(initialSignUpValues().userType).toBe('teacher');
    expect(withUserType(filled({ lfce: 'CE' }), 'supervisor').lfce).toBe('LF');
  });

  it('AUTH-23 switching to student adds five empty placements', () => {
    const v = withUserType(filled({ userType: 'supervisor', placements: ['Tagespflege', '', '', '', ''] }), 'student');
    expect(v.placements).toEqual(['', '', '', '', '']);
  });

  it('AUTH-28 passwords are compared before anything else', () => {
    expect(checkSignUp(filled({ name: '', repeatPassword: 'anders' }))).toEqual({ ok: false, alert: 'passwordsDiffer' });
  });

  it('AUTH-29 AUTH-30 every required field is checked; the class and placements only for students', () => {
    expect(missingFields(filled())).toEqual([]);
    expect(missingFields(filled({ contact: '  ', signature: null }))).toEqual(['contact', 'signature']);
    expect(missingFields(withUserType(filled(), 'student'))).toEqual(['grade', 'impatient1', 'impatient2', 'impatient3', 'impatient4', 'impatient5']);
  });

  it('AUTH-26 AUTH-32 the payload carries only the fields of the chosen type', () => {
    expect(toRegisterFields(filled())).not.toHaveProperty('lfce');
    expect(toRegisterFields(filled())).not.toHaveProperty('impatient1');
    expect(toRegisterFields(filled({ userType: 'supervisor' }))).toMatchObject({ lfce: 'LF' });
    const student = toRegisterFields(filled({ userType: 'student', grade: 'g', placements: ['Tagespflege', 'Pädiatrie', 'Psychiatrie', 'Kurzzeitpflege', 'ambulante Pflege'] }));
    expect(student).toMatchObject({ grade: 'g', impatient1: 'Tagespflege', impatient5: 'ambulante Pflege' });
    expect(student).not.toHaveProperty('lfce');
  });

  it('SEC-08 AMB-24 the contract rules run before any upload', () => {
    expect(checkSignUp(filled({ contact: 'abc' }))).toMatchObject({ ok: false, alert: 'invalid', field: 'contact' });
    expect(checkSignUp(filled({ password: 'kurz', repeatPassword: 'kurz' }))).toMatchObject({ ok: false, alert: 'invalid', field: 'password' });
    const ok = checkSignUp(filled());
    expect(ok).toMatchObject({ ok: true, fields: { userType: 'teacher', contact: '+49 431 123456' } });
    expect(ok.ok && 'profile' in ok.fields).toBe(false);
  });
});
