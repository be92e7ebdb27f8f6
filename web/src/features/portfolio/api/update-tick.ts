import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StudentPortfolioResponse, TrainingPortfolioRow, UpdateTrainingPortfolioBody } from '@praxisport/contract/portfolio';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Ticks one side of an item (PORT-13): the teacher teacherChecked, the student studentChecked. */
export const updateTick = (body: UpdateTrainingPortfolioBody) =>
  api.patch<{ trainingPortfolio: TrainingPortfolioRow; message: string }>('/api/teacher/trainingportfolio/update', body);

export function useUpdateTick() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTick,
    onSuccess: ({ trainingPortfolio: tp }) =>
      queryClient.setQueryData<StudentPortfolioResponse>(queryKeys.portfolio.student(tp._student), (old) =>
        old
          ? {
              ...old,
              categories: old.categories.map((c) => ({
                ...c,
                items: c.items.map((i) => (i._id === tp._trainingPortfolioItem ? { ...i, trainingPortfolio: tp } : i)),
              })),
            }
          : old,
      ),
    onError: (_err, body) => queryClient.invalidateQueries({ queryKey: queryKeys.portfolio.student(body._student) }),
  });
}
