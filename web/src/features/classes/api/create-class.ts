import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateClassBody } from '@praxisport/contract/classes';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { ClassesResponse } from '../../../lib/api/get-my-classes';
import type { ClassResponse } from './join-class';

/** A supervisor creates a class (CLS-14); the server answers 403 for anyone else (AMB-32). */
export const createClass = (body: Required<CreateClassBody>) => api.post<ClassResponse>('/api/grade/create', body);

/** Creates, then shows the new class in My Classes at once (CLS-15). */
export function useCreateClass(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (className: string) => createClass({ className, _teacher: userId }),
    onSuccess: ({ class: created }) => {
      queryClient.setQueryData<ClassesResponse>(queryKeys.classes.mine(userId), (old) => ({
        classes: [...(old?.classes ?? []).filter((c) => c._id !== created._id), created],
      }));
    },
  });
}
