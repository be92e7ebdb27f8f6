import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LoginResponse, SignInOptions } from '@praxisport/contract/auth';
import { api, apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/user/auth/options (public): whether the page offers the school's account and the password form. */
export function getSignInOptions(signal?: AbortSignal): Promise<SignInOptions> {
  return api.get<SignInOptions>('/api/user/auth/options', signal);
}

/**
 * The sign-in options, undefined until they answer or when they fail (the page then offers the password
 * form as it always did). They change only with the server's configuration: one answer serves the visit.
 * Read from the query cache with `fetchQuery`, not `useQuery`: the query observer is ≈ 3 KB (gzip) of the
 * sign-in page's first load, which has 200 KB in all (decision 023).
 */
export function useSignInOptions(): SignInOptions | undefined {
  const queryClient = useQueryClient();
  const [options, setOptions] = useState(() => queryClient.getQueryData<SignInOptions>(queryKeys.auth.options));
  useEffect(() => {
    queryClient
      .fetchQuery({ queryKey: queryKeys.auth.options, queryFn: ({ signal }) => getSignInOptions(signal), staleTime: Infinity, meta: { silent: true } })
      .then(setOptions, () => undefined);
  }, [queryClient]);
  return options;
}

/**
 * GET /api/user/auth/session: the session the school's provider just opened (its cookie is set by the
 * callback), stored like a login's answer. A 401 keeps the page: the caller says the sign-in failed.
 * @throws ApiError
 */
export function getSession(): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/api/user/auth/session', { keepOn401: true });
}
