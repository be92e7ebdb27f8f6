import { useQuery } from '@tanstack/react-query';
import type { SignupClass } from '@praxisport/contract/classes';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/grade/signupClasses: anonymous, names only (AUTH-22, AMB-28). */
export async function getSignupClasses(signal?: AbortSignal): Promise<SignupClass[]> {
  const data = await api.get<{ classes: SignupClass[] }>('/api/grade/signupClasses', signal);
  return data.classes;
}

export function useSignupClasses({ enabled }: { enabled: boolean }) {
  return useQuery({ queryKey: queryKeys.classes.forSignup, queryFn: ({ signal }) => getSignupClasses(signal), enabled, staleTime: 60_000 });
}
