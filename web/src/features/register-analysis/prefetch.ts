import { LFCE_CHOICES_STALE_MS, lfcesQuery } from '../../lib/api/lfces-query';
import { isUuid } from '../../lib/ids';
import type { RoutePrefetch } from '../../lib/route-prefetch';
import { supervisorsQuery } from './api/supervisors-query';

/**
 * /classRegisterAnalysis/{classId}: the choices (LFCEs, supervisors) only. Not the day's attendance and
 * analysis (or a teacher's first page): with them in the cache the page's first render is the whole
 * attendance list and editor, and its title painted 1.2 s later at 4× CPU slow-down (LCP 2.5 -> 3.7 s,
 * bench/web.mjs); without them the title and the loading states paint first.
 */
export const registerPage: RoutePrefetch = ({ queryClient, params }) => {
  if (!isUuid(params.classId)) return;
  void queryClient.prefetchQuery(lfcesQuery({ staleTime: LFCE_CHOICES_STALE_MS }));
  void queryClient.prefetchQuery(supervisorsQuery());
};
