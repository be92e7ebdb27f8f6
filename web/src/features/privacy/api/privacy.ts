import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EraseResponse, PrivacySummary } from '@praxisport/contract/privacy';
import { api, apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/admin/privacy/{userId}: what is stored about a person (DSGVO). */
export function usePrivacySummary(userId: string) {
  return useQuery({
    queryKey: queryKeys.privacy.summary(userId),
    queryFn: ({ signal }) => api.get<PrivacySummary>(`/api/admin/privacy/${encodeURIComponent(userId)}`, signal),
    meta: { silent: true },
  });
}

/** The address of the export (a .tar.gz the browser downloads with the admin's session). */
export const exportUrl = (userId: string) => `/api/admin/privacy/${encodeURIComponent(userId)}/export`;

/** DELETE /api/admin/privacy/{userId}: erases the person's personal data; the e-mail address confirms. */
export function useErasePerson(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (confirmEmail: string) => apiRequest<EraseResponse>(`/api/admin/privacy/${encodeURIComponent(userId)}`, { method: 'DELETE', body: { confirmEmail } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.privacy.summary(userId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.accounts });
    },
  });
}
