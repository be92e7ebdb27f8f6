import { useQuery } from '@tanstack/react-query';
import type { SupervisorRow } from '@praxisport/contract/users';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The supervisors for the 'Praxisbegleitung' choices (RA-08, API-13). */
export const getSupervisors = (signal?: AbortSignal) => api.get<{ supervisors: SupervisorRow[] }>('/api/user/getSupervisors', signal);

export function useSupervisors() {
  return useQuery({ queryKey: queryKeys.registerAnalysis.supervisors, queryFn: ({ signal }) => getSupervisors(signal), staleTime: 10 * 60_000, meta: { silent: true } });
}
