import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@praxisport/contract/auth';
import { api } from '../api-client';

/**
 * POST /api/user/auth/changePassword: the current password is required; other sessions end. Shared:
 * replacing a one-time password (ADR 014) and the own profile's password section.
 * @throws ApiError
 */
export const changePassword = (body: ChangePasswordBody) => api.post<null>('/api/user/auth/changePassword', body);

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
