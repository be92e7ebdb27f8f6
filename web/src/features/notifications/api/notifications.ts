import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationsResponse } from '@praxisport/contract/notifications';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/notifications: the latest notifications and the unread count (issue 15); polled while the page is open. */
export const getNotifications = (signal?: AbortSignal) => api.get<NotificationsResponse>('/api/notifications', signal);

export function useNotifications(owner: string) {
  return useQuery({
    queryKey: queryKeys.notifications.list(owner),
    queryFn: ({ signal }) => getNotifications(signal),
    refetchInterval: 20_000,
    refetchOnWindowFocus: true,
    meta: { silent: true },
  });
}

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<null>(`/api/notifications/${encodeURIComponent(id)}/read`),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.notifications.all }),
  });
}

export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<null>('/api/notifications/readAll'),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.notifications.all }),
  });
}
