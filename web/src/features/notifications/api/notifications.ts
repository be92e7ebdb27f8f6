import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationsResponse } from '@praxisport/contract/notifications';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Notifications the bell shows at once; older ones follow on request (lists that grow with time are paged by cursor). */
export const NOTIFICATIONS_PAGE = 20;

/** GET /api/notifications: a page of the latest notifications (after the `before` cursor) and the unread count. */
export const getNotifications = (before?: string, signal?: AbortSignal) =>
  api.get<NotificationsResponse>(`/api/notifications?limit=${NOTIFICATIONS_PAGE}${before ? `&before=${encodeURIComponent(before)}` : ''}`, signal);

/** Polled while the page is open (every loaded page again). */
export function useNotifications(owner: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.notifications.list(owner),
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
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
