import { useMutation } from '@tanstack/react-query';
import type { RegisterBody } from '@praxisport/contract/auth';
import type { PublicUser } from '@praxisport/contract/users';
import { apiRequest, uploadFile } from '../../../lib/api-client';

/**
 * POST /api/user/auth/register (AUTH-32).
 * @throws ApiError
 */
export async function registerUser(body: RegisterBody): Promise<PublicUser> {
  const data = await apiRequest<{ user: PublicUser }>('/api/user/auth/register', { method: 'POST', body, keepOn401: true });
  return data.user;
}

export interface SignUpInput {
  /** Every field but the two image addresses. */
  fields: Omit<RegisterBody, 'profile' | 'signature'>;
  profile: File;
  signature: File;
}

/** Uploads the profile picture, then the signature, then registers with their addresses (AUTH-31). */
export async function signUp({ fields, profile, signature }: SignUpInput): Promise<PublicUser> {
  const profileUrl = await uploadFile(profile);
  const signatureUrl = await uploadFile(signature);
  return registerUser({ ...fields, profile: profileUrl, signature: signatureUrl });
}

/** The sign-up mutation; errors are shown by the page (AUTH-34). */
export function useSignUp() {
  return useMutation({ mutationFn: signUp, meta: { silent: true } });
}
