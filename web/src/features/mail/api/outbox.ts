import { useQuery } from '@tanstack/react-query';
import type { OutboxMailResponse, OutboxResponse } from '@praxisport/contract/mail';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/admin/outbox: the latest mails, sent or written as .eml. */
export function useOutbox() {
  return useQuery({ queryKey: queryKeys.outbox.all, queryFn: ({ signal }) => api.get<OutboxResponse>('/api/admin/outbox', signal), meta: { silent: true } });
}

/** GET /api/admin/outbox/{id}: one mail with its text. */
export function useOutboxMail(id: string | null) {
  return useQuery({
    queryKey: queryKeys.outbox.one(id ?? ''),
    queryFn: ({ signal }) => api.get<OutboxMailResponse>(`/api/admin/outbox/${encodeURIComponent(id!)}`, signal),
    enabled: !!id,
    meta: { silent: true },
  });
}
