import { useQuery } from '@tanstack/react-query';
import { itemQuery } from './item-query';

// the calls and query options, hook-free for the route prefetches in the main chunk
export * from './item-query';

export function useItem(id: string | undefined) {
  return useQuery({ ...itemQuery(id ?? ''), enabled: !!id });
}
