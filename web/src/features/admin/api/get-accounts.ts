import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AccountsResponse } from '@praxisport/contract/admin';
import type { UserStatus } from '@praxisport/contract/users';
import type { UserType } from '@praxisport/contract/common';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface AccountsFilter {
  search: string;
  userType: UserType | '';
  status: UserStatus | '';
  page: number;
}

/** GET /api/admin/users?search&userType&status&page: one page of every account (accounts). */
export function getAccounts(f: AccountsFilter, signal?: AbortSignal): Promise<AccountsResponse> {
  const q = new URLSearchParams({ page: String(f.page) });
  if (f.search.trim()) q.set('search', f.search.trim());
  if (f.userType) q.set('userType', f.userType);
  if (f.status) q.set('status', f.status);
  return api.get<AccountsResponse>(`/api/admin/users?${q.toString()}`, signal);
}

export function useAccounts(f: AccountsFilter) {
  return useQuery({
    queryKey: queryKeys.admin.accountsPage({ ...f }),
    queryFn: ({ signal }) => getAccounts(f, signal),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}
