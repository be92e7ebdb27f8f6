import { useInfiniteQuery } from '@tanstack/react-query';
import type { AnalysisRecord } from '@praxisport/contract/register-analysis';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { AnalysisFilters } from '../utils/filter-entries';

export type ClassAnalysesPage = { classRegisterAnalysises: AnalysisRecord[]; nextCursor?: string | null };

/** Days a page of the teacher's table holds; older days follow on request (lists that grow with time are paged by cursor). */
export const ANALYSIS_PAGE_DAYS = 30;

/** The query of a page: its size, the previous page's cursor and the applied filters (the server filters, AMB-68). */
export function classAnalysesQuery(filters: AnalysisFilters, before?: string): string {
  const q = new URLSearchParams({ limit: String(ANALYSIS_PAGE_DAYS) });
  if (before) q.set('before', before);
  if (filters.date) q.set('date', filters.date);
  if (filters.lfce) q.set('lfce', filters.lfce);
  if (filters.supervisor) q.set('supervisor', filters.supervisor);
  if (filters.content.trim()) q.set('content', filters.content.trim());
  return q.toString();
}

/** A page of a class's analyses, newest first; teachers get the entries for instructors (RA-07, API-29, AMB-69). */
export const getClassAnalyses = (classId: string, filters: AnalysisFilters, before?: string, signal?: AbortSignal) =>
  api.get<ClassAnalysesPage>(`/api/admin/registerAnalysis/all/${encodeURIComponent(classId)}?${classAnalysesQuery(filters, before)}`, signal);

export function useClassAnalyses(classId: string, filters: AnalysisFilters, enabled = true) {
  return useInfiniteQuery({
    queryKey: [...queryKeys.registerAnalysis.ofClass(classId), filters],
    queryFn: ({ pageParam, signal }) => getClassAnalyses(classId, filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
    meta: { silent: true },
  });
}
