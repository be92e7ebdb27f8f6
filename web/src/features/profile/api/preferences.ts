import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences, SavePreferencesBody } from '@praxisport/contract/notifications';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/notifications/preferences: e-mail on or off per kind the user can get. */
export function usePreferences() {
  return useQuery({
    queryKey: queryKeys.notifications.preferences,
    queryFn: ({ signal }) => api.get<NotificationPreferences>('/api/notifications/preferences', signal),
    meta: { silent: true },
  });
}

/** PUT /api/notifications/preferences */
export function useSavePreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SavePreferencesBody) => api.put<NotificationPreferences>('/api/notifications/preferences', body),
    onSuccess: (data) => client.setQueryData(queryKeys.notifications.preferences, data),
  });
}
