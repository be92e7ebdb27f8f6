import { useQuery } from '@tanstack/react-query';
import type { FormRow } from '@praxisport/contract/reviews';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type FormsResponse = { forms: FormRow[] };

/** A student's forms (FORM-02, API-14). */
export const getForms = (studentId: string, signal?: AbortSignal) =>
  api.get<FormsResponse>(`/api/home/forms/${encodeURIComponent(studentId)}`, signal);

/** `silent`: the page shows 403/404 itself. */
export function useForms(studentId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.reviews.forms(studentId ?? ''),
    queryFn: ({ signal }) => getForms(studentId!, signal),
    enabled: !!studentId,
    meta: { silent: true },
  });
}
