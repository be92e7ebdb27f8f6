import { useQuery } from '@tanstack/react-query';
import { supervisorsQuery } from './supervisors-query';

// the calls and query options, hook-free for the route prefetches in the main chunk
export * from './supervisors-query';

export function useSupervisors() {
  return useQuery(supervisorsQuery());
}
