import { useMutation } from '@tanstack/react-query';
import type { LoginBody, LoginResponse } from '@praxisport/contract/auth';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/user/auth/login (AUTH-06). A 401 here means wrong credentials, so the client keeps
 * the page and the caller shows the server's message (AUTH-11).
 * @throws ApiError
 */
export function login(body: LoginBody): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/api/user/auth/login', { method: 'POST', body, keepOn401: true });
}

/** The sign-in mutation; errors are shown by the page, not by the shared handler. */
export function useLogin() {
  return useMutation({ mutationFn: login, meta: { silent: true } });
}
