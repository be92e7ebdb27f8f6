import { useQuery } from '@tanstack/react-query';
import { myClassesQuery } from './my-classes-query';

// the calls and query options, hook-free for the route prefetches in the main chunk
export * from './my-classes-query';

export function useMyClasses(userId: string | undefined) {
  return useQuery({ ...myClassesQuery(userId ?? ''), enabled: !!userId });
}
