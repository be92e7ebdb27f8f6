import { useRef } from 'react';
import type { MutateOptions, UseMutationResult } from '@tanstack/react-query';

/**
 * `mutate` that ignores a second call while the first request is in flight (a double click sends
 * one request). Pair it with the button's `loading={mutation.isPending}`: the ref closes the gap
 * before React re-renders the button as disabled.
 */
export function useSubmitOnce<TData, TError, TVariables, TContext>(mutation: UseMutationResult<TData, TError, TVariables, TContext>) {
  const isBusy = useRef(false);
  return (variables: TVariables, options: MutateOptions<TData, TError, TVariables, TContext> = {}) => {
    if (isBusy.current) return;
    isBusy.current = true;
    mutation.mutate(variables, {
      ...options,
      onSettled: (...args) => {
        isBusy.current = false;
        return options.onSettled?.(...args);
      },
    });
  };
}
