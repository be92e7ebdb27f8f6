import { queryOptions } from '@tanstack/react-query';
import type { LfceRow } from '@praxisport/contract/register-analysis';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';

/**
 * GET /api/admin/registerAnalysis/lfce: every LFCE with its learning objectives (LFCE-04, RA-09,
 * API-31). Shared: the admin's LFCE page edits them, the class register offers them as choices;
 * one key and one shape, so a change on the one shows on the other.
 * @throws ApiError
 */
export async function getLfces(signal?: AbortSignal): Promise<LfceRow[]> {
  const data = await api.get<{ lfces: LfceRow[] }>('/api/admin/registerAnalysis/lfce', signal);
  return data.lfces;
}

/** How long the class register's LFCE choices count as fresh: they change rarely (the admin page reads fresh). */
export const LFCE_CHOICES_STALE_MS = 10 * 60_000;

/** `staleTime`: the register's choices (LFCE_CHOICES_STALE_MS); the admin page reads fresh. */
export const lfcesQuery = ({ staleTime }: { staleTime?: number } = {}) =>
  queryOptions({ queryKey: queryKeys.lfce.list, queryFn: ({ signal }) => getLfces(signal), staleTime, meta: { silent: true } });
