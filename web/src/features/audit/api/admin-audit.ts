import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditEventsResponse } from '@praxisport/contract/audit';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface AuditFilters {
  entity: string;
  actor: string;
  classId: string;
  from: string;
  to: string;
}

export const PAGE_SIZE = 50;

/** GET /api/admin/audit: every event, filtered, page by page (cursor). */
export function useAdminAudit(filters: AuditFilters) {
  const set = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== '')) as Record<string, string>;
  return useInfiniteQuery({
    queryKey: queryKeys.audit.admin(set),
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ ...set, limit: String(PAGE_SIZE), ...(pageParam ? { cursor: pageParam } : {}) });
      return api.get<AuditEventsResponse>(`/api/admin/audit?${query.toString()}`, signal);
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    meta: { silent: true },
  });
}
