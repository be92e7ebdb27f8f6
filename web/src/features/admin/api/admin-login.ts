import { useMutation } from '@tanstack/react-query';
import type { AdminLoginResponse, LoginBody } from '@praxisport/contract/auth';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/admin/auth/login {email, password, userType:'admin'} (ADM-03, AMB-14).
 * @throws ApiError
 */
export function adminLogin(body: LoginBody): Promise<AdminLoginResponse> {
  return apiRequest<AdminLoginResponse>('/api/admin/auth/login', { method: 'POST', body: { ...body, userType: 'admin' }, keepOn401: true });
}

/** The admin sign-in mutation; the page shows failures (AMB-13). */
export function useAdminLogin() {
  return useMutation({ mutationFn: adminLogin, meta: { silent: true } });
}
