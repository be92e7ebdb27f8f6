import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClassRow, classResponse } from '@praxisport/contract/classes';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { ClassesResponse } from '../../../lib/api/get-my-classes';
import type { NotJoinedPages } from './get-not-joined-classes';

export type ClassResponse = z.infer<typeof classResponse>;

/** A teacher joins a class (CLS-06, AMB-34). */
export const joinClass = ({ userId, classId }: { userId: string; classId: string }) =>
  api.post<ClassResponse>(`/api/grade/joinClass/${encodeURIComponent(userId)}/${encodeURIComponent(classId)}`);

/** Joins, then moves the class from the joinable list to My Classes at once (CLS-07). */
export function useJoinClass(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (classId: string) => joinClass({ userId, classId }),
    onSuccess: ({ class: joined }) => {
      // every page of every search of the join list (paged)
      queryClient.setQueriesData<NotJoinedPages>({ queryKey: queryKeys.classes.notJoined(userId) }, (old) =>
        old ? { ...old, pages: old.pages.map((p) => ({ ...p, classes: p.classes.filter((c) => c._id !== joined._id) })) } : old,
      );
      queryClient.setQueryData<ClassesResponse>(queryKeys.classes.mine(userId), (old) =>
        old ? { classes: upsert(old.classes, joined) } : old,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.classes.all });
    },
  });
}

function upsert(list: ClassRow[], row: ClassRow) {
  return list.some((c) => c._id === row._id) ? list.map((c) => (c._id === row._id ? row : c)) : [...list, row];
}
