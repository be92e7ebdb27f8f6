import { useMutation, useQueryClient } from '@tanstack/react-query';
import i18n from '../../../lib/i18n';
import type { StudentPortfolioResponse, TrainingPortfolioRow, UpdateTrainingPortfolioBody } from '@praxisport/contract/portfolio';
import { sendOrQueue } from '../../../lib/offline';
import { queryKeys } from '../../../lib/query-keys';

export const tickScope = (studentId: string, itemId: string, side: 'teacher' | 'student') => `tick:${studentId}:${itemId}:${side}`;

export interface TickVars {
  body: UpdateTrainingPortfolioBody;
  /** The item's title, for what the person sees of a queued tick. */
  title: string;
}

/**
 * Ticks one side of an item (PORT-13): the teacher teacherChecked, the student studentChecked;
 * without a connection the tick waits on the device (decision 031).
 */
export const updateTick = ({ body, title }: TickVars) => {
  const side = body.teacherChecked !== undefined ? 'teacher' : 'student';
  const checked = (side === 'teacher' ? body.teacherChecked : body.studentChecked) ?? false;
  return sendOrQueue<{ trainingPortfolio: TrainingPortfolioRow; message: string }>({
    kind: 'tick',
    method: 'PATCH',
    path: '/api/teacher/trainingportfolio/update',
    body,
    label: i18n.t('offline.label.tick', { title }),
    mine: [{ label: title, value: i18n.t(checked ? 'offline.ticked' : 'offline.unticked') }],
    scope: tickScope(body._student, body._trainingPortfolioItem, side),
    href: `/listingOptions/trainingportfolio/${body._student}`,
    ref: { studentId: body._student, itemId: body._trainingPortfolioItem, side },
    invalidate: [[...queryKeys.portfolio.student(body._student)]],
  });
};

/** The item's row in the student's portfolio replaced by `change`. */
const withRow = (old: StudentPortfolioResponse | undefined, itemId: string, change: (tp: TrainingPortfolioRow) => TrainingPortfolioRow) =>
  old && {
    ...old,
    categories: old.categories.map((c) => ({ ...c, items: c.items.map((i) => (i._id === itemId ? { ...i, trainingPortfolio: change(i.trainingPortfolio) } : i)) })),
  };

export function useUpdateTick() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTick,
    onSuccess: (sent, { body }) => {
      const key = queryKeys.portfolio.student(body._student);
      if (sent.queued) {
        // shown as ticked while it waits (and after a reload: the query data is kept on the device)
        const flags = { ...(body.teacherChecked !== undefined && { teacherChecked: body.teacherChecked }), ...(body.studentChecked !== undefined && { studentChecked: body.studentChecked }) };
        queryClient.setQueryData<StudentPortfolioResponse>(key, (old) => withRow(old, body._trainingPortfolioItem, (tp) => ({ ...tp, ...flags })));
        return;
      }
      const tp = sent.data.trainingPortfolio;
      queryClient.setQueryData<StudentPortfolioResponse>(queryKeys.portfolio.student(tp._student), (old) => withRow(old, tp._trainingPortfolioItem, () => tp));
    },
    onError: (_err, { body }) => queryClient.invalidateQueries({ queryKey: queryKeys.portfolio.student(body._student) }),
  });
}
