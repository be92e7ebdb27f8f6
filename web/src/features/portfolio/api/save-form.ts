import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PortfolioForm, StudentPortfolioResponse } from '@praxisport/contract/portfolio';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Saves the printable form's blanks and assignment blocks of a student. */
export const savePortfolioForm = ({ studentId, form }: { studentId: string; form: PortfolioForm }) =>
  api.put<{ form: PortfolioForm; message: string }>(`/api/teacher/trainingportfolio/form/${encodeURIComponent(studentId)}`, form);

export function useSavePortfolioForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePortfolioForm,
    onSuccess: ({ form }, { studentId }) => {
      queryClient.setQueryData<StudentPortfolioResponse>(queryKeys.portfolio.student(studentId), (old) => (old ? { ...old, form } : old));
      return queryClient.invalidateQueries({ queryKey: queryKeys.portfolio.student(studentId) });
    },
  });
}
