import { registerBody, type RegisterBody } from '@praxisport/contract/auth';
import type { lfceChoices, signupUserTypes } from '@praxisport/contract/common';
import i18n from '../../../lib/i18n';
import { zodResolver } from '../../../lib/zod-form';

export type SignUpType = (typeof signupUserTypes)[number];
export type Lfce = (typeof lfceChoices)[number];
export const placementFields = ['impatient1', 'impatient2', 'impatient3', 'impatient4', 'impatient5'] as const;
type PlacementField = (typeof placementFields)[number];

/** The values of the sign-up form (@mantine/form); strings stay '' until filled (AUTH-16, AUTH-23, AUTH-25). */
export type SignUpValues = {
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
} & Record<PlacementField, string>;

export type SignUpField = Exclude<keyof SignUpValues, 'userType'>;

const emptyPlacements = () => Object.fromEntries(placementFields.map((f) => [f, ''])) as Record<PlacementField, string>;

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
  ...emptyPlacements(),
});

/** Switching the type adds five empty placements (student) or lfce 'LF' (supervisor) (D1 §4). */
export function withUserType(values: SignUpValues, userType: SignUpType): SignUpValues {
  if (values.userType === userType) return values;
  return { ...values, userType, grade: '', lfce: 'LF', ...emptyPlacements() };
}

const TEXT_FIELDS = ['name', 'firstName', 'username', 'email', 'password', 'repeatPassword', 'contact', 'dob'] as const;

/** The fields that are empty but required (AUTH-29, AUTH-30). */
export function missingFields(v: SignUpValues): SignUpField[] {
  const missing: SignUpField[] = TEXT_FIELDS.filter((k) => !v[k].trim());
  if (!v.profile) missing.push('profile');
  if (!v.signature) missing.push('signature');
  if (v.userType === 'student') {
    if (!v.grade) missing.push('grade');
    missing.push(...placementFields.filter((f) => !v[f]));
  }
  return missing;
}

/** The register payload without the image addresses (AUTH-32): only the fields of the chosen type. */
export function toRegisterFields(v: SignUpValues): Omit<RegisterBody, 'profile' | 'signature'> {
  const { name, firstName, username, email, password, repeatPassword, contact, dob, userType } = v;
  const common = { name, firstName, username, email, password, repeatPassword, contact, dob, userType };
  if (userType === 'supervisor') return { ...common, lfce: v.lfce };
  if (userType === 'student') return { ...common, grade: v.grade, ...Object.fromEntries(placementFields.map((f) => [f, v[f]])) };
  return common;
}

// stand-ins for the image addresses, so the contract can check everything else before any upload (AMB-19)
const PENDING_UPLOAD = 'https://upload.invalid/pending';
const withPendingUploads = (v: SignUpValues) => ({ ...toRegisterFields(v), profile: PENDING_UPLOAD, signature: PENDING_UPLOAD });
const contractErrors = zodResolver<ReturnType<typeof withPendingUploads>>(registerBody);

/**
 * Every field error at once: 'required' for an empty field (AUTH-29, AUTH-30), the passwords'
 * mismatch (AUTH-28), and every rule of the contract's registerBody (SEC-08, AMB-24).
 */
export function validateSignUp(v: SignUpValues): Partial<Record<SignUpField, string>> {
  const errors: Partial<Record<SignUpField, string>> = { ...contractErrors(withPendingUploads(v)) };
  for (const field of missingFields(v)) errors[field] = i18n.t('auth.signup.required');
  if (v.password !== v.repeatPassword && v.repeatPassword) errors.repeatPassword = i18n.t('auth.messages.passwordsDiffer');
  return errors;
}

/** Which alert a refused form shows, in the order of D1 §5: passwords first, then missing fields, then the rest. */
export function signUpAlert(v: SignUpValues): 'passwordsDiffer' | 'incomplete' | 'invalid' {
  if (v.password !== v.repeatPassword) return 'passwordsDiffer';
  if (missingFields(v).length) return 'incomplete';
  return 'invalid';
}

/** The register fields as the contract reads them (trimmed), or null when the form is not valid. */
export function parseSignUp(v: SignUpValues): Omit<RegisterBody, 'profile' | 'signature'> | null {
  const parsed = registerBody.safeParse(withPendingUploads(v));
  if (!parsed.success) return null;
  const { profile: _p, signature: _s, ...fields } = parsed.data;
  return fields;
}
