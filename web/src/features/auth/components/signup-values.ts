import { registerBody, type RegisterBody } from '@praxisport/contract/auth';
import type { lfceChoices, signupUserTypes } from '@praxisport/contract/common';

export type SignUpType = (typeof signupUserTypes)[number];
export type Lfce = (typeof lfceChoices)[number];

/** What the sign-up form holds; strings stay '' until filled (AUTH-16, AUTH-23, AUTH-25). */
export interface SignUpValues {
  userType: SignUpType;
  name: string;
  firstName: string;
  username: string;
  email: string;
  password: string;
  repeatPassword: string;
  contact: string;
  dob: string;
  profile: File | null;
  signature: File | null;
  grade: string;
  lfce: Lfce;
  placements: [string, string, string, string, string];
}

export type SignUpField = Exclude<keyof SignUpValues, 'placements' | 'userType'> | `impatient${1 | 2 | 3 | 4 | 5}`;
export type SignUpErrors = Partial<Record<SignUpField, string>>;

const emptyPlacements = (): SignUpValues['placements'] => ['', '', '', '', ''];

export const initialSignUpValues = (): SignUpValues => ({
  userType: 'teacher',
  name: '',
  firstName: '',
  username: '',
  email: '',
  password: '',
  repeatPassword: '',
  contact: '',
  dob: '',
  profile: null,
  signature: null,
  grade: '',
  lfce: 'LF',
  placements: emptyPlacements(),
});

/** Switching the type adds five empty placements (student) or lfce 'LF' (supervisor) (D1 §4). */
export function withUserType(values: SignUpValues, userType: SignUpType): SignUpValues {
  if (values.userType === userType) return values;
  return { ...values, userType, grade: '', lfce: 'LF', placements: emptyPlacements() };
}

const TEXT_FIELDS = ['name', 'firstName', 'username', 'email', 'password', 'repeatPassword', 'contact', 'dob'] as const;

/** The fields that are empty but required (AUTH-29, AUTH-30). */
export function missingFields(v: SignUpValues): SignUpField[] {
  const missing: SignUpField[] = TEXT_FIELDS.filter((k) => !v[k].trim());
  if (!v.profile) missing.push('profile');
  if (!v.signature) missing.push('signature');
  if (v.userType === 'student') {
    if (!v.grade) missing.push('grade');
    v.placements.forEach((p, i) => {
      if (!p) missing.push(`impatient${(i + 1) as 1 | 2 | 3 | 4 | 5}`);
    });
  }
  return missing;
}

/** The register payload without the image addresses (AUTH-32): only the fields of the chosen type. */
export function toRegisterFields(v: SignUpValues): Omit<RegisterBody, 'profile' | 'signature'> {
  const common = {
    name: v.name,
    firstName: v.firstName,
    username: v.username,
    email: v.email,
    password: v.password,
    repeatPassword: v.repeatPassword,
    contact: v.contact,
    dob: v.dob,
    userType: v.userType,
  };
  if (v.userType === 'supervisor') return { ...common, lfce: v.lfce };
  if (v.userType === 'student') {
    const [impatient1, impatient2, impatient3, impatient4, impatient5] = v.placements;
    return { ...common, grade: v.grade, impatient1, impatient2, impatient3, impatient4, impatient5 };
  }
  return common;
}

// stand-ins for the image addresses, so the contract can check everything else before any upload
const PENDING_UPLOAD = 'https://upload.invalid/pending';

export type SignUpCheck =
  | { ok: true; fields: Omit<RegisterBody, 'profile' | 'signature'> }
  | { ok: false; alert: 'passwordsDiffer' }
  | { ok: false; alert: 'incomplete'; missing: SignUpField[] }
  | { ok: false; alert: 'invalid'; message: string; field?: SignUpField };

/**
 * The client rules in the order of D1 §5: passwords first (AUTH-28), then every required field
 * (AUTH-29, AUTH-30, AMB-21), then the contract's own schema, so nothing is uploaded for a form
 * the server would refuse (AMB-19).
 */
export function checkSignUp(v: SignUpValues): SignUpCheck {
  if (v.password !== v.repeatPassword) return { ok: false, alert: 'passwordsDiffer' };
  const missing = missingFields(v);
  if (missing.length) return { ok: false, alert: 'incomplete', missing };
  const parsed = registerBody.safeParse({ ...toRegisterFields(v), profile: PENDING_UPLOAD, signature: PENDING_UPLOAD });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path[0] === undefined ? undefined : (String(issue.path[0]) as SignUpField);
    return { ok: false, alert: 'invalid', message: issue.message, field };
  }
  const { profile: _p, signature: _s, ...fields } = parsed.data;
  return { ok: true, fields };
}
