import type { ProfileResponse } from '@praxisport/contract/profile';
import type { findProfile } from './profile.repository';

export type ProfileRecord = NonNullable<Awaited<ReturnType<typeof findProfile>>>;

/** The own profile as the API answers it. */
export const toProfile = (r: ProfileRecord): ProfileResponse => ({
  _id: r.id,
  firstName: r.firstName,
  name: r.name,
  email: r.email,
  userType: r.userType,
  contact: r.contact,
  profile: r.profile,
  signature: r.signature,
  language: r.language === 'en' ? 'en' : 'de',
});
