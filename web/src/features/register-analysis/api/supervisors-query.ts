import { queryOptions } from '@tanstack/react-query';
import type { SupervisorRow } from '@praxisport/contract/users';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The supervisors for the 'Praxisbegleitung' choices (RA-08, API-13). */
export const getSupervisors = (signal?: AbortSignal) => api.get<{ supervisors: SupervisorRow[] }>('/api/user/getSupervisors', signal);

/** The supervisors: the hook and the register page's route prefetch share the key and the call. */
export const supervisorsQuery = () =>
  queryOptions({ queryKey: queryKeys.registerAnalysis.supervisors, queryFn: ({ signal }) => getSupervisors(signal), staleTime: 10 * 60_000, meta: { silent: true } });
