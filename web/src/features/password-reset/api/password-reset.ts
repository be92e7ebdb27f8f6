import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type AccountKind = 'user' | 'admin';

/** POST /api/{user|admin}/auth/forgotPassword: the same answer whether or not the address exists. */
export const forgotPassword = (kind: AccountKind, email: string) => api.post<null>(`/api/${kind}/auth/forgotPassword`, { email }, { keepOn401: true });

/** POST /api/{user|admin}/auth/resetPassword: sets the password from a reset or invitation link. */
export const resetPassword = (kind: AccountKind, token: string, password: string) =>
  api.post<null>(`/api/${kind}/auth/resetPassword`, { token, password }, { keepOn401: true });

export function useForgotPassword(kind: AccountKind) {
  return useMutation({ mutationFn: (email: string) => forgotPassword(kind, email) });
}

export function useResetPassword(kind: AccountKind) {
  return useMutation({ mutationFn: ({ token, password }: { token: string; password: string }) => resetPassword(kind, token, password) });
}
