import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@praxisport/contract/auth';
import { api } from '../../../lib/api-client';

/** POST /api/user/auth/changePassword: replaces a one-time password (ADR 014). */
export const changePassword = (body: ChangePasswordBody) => api.post<null>('/api/user/auth/changePassword', body);

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
