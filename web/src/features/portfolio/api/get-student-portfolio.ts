import { useQuery } from '@tanstack/react-query';
import type { StudentPortfolioResponse } from '@praxisport/contract/portfolio';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** A student's portfolio: the categories with their items and the student's ticks, and the saved blanks (PORT-06). */
export const getStudentPortfolio = (studentId: string, signal?: AbortSignal) =>
  api.get<StudentPortfolioResponse>(`/api/teacher/trainingportfolio/categories/${encodeURIComponent(studentId)}`, signal);

export function useStudentPortfolio(studentId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.portfolio.student(studentId ?? ''),
    queryFn: ({ signal }) => getStudentPortfolio(studentId!, signal),
    enabled: !!studentId,
    meta: { silent: true },
  });
}

/** The server-made PDF of the filled portfolio (a plain download: the session cookie goes with it). */
export const portfolioPdfHref = (studentId: string) => `/api/teacher/trainingportfolio/pdf/${encodeURIComponent(studentId)}`;
