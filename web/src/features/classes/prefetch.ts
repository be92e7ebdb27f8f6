import { myClassesQuery } from '../../lib/api/my-classes-query';
import type { RoutePrefetch } from '../../lib/route-prefetch';

/** /classes: the user's classes (the join list loads when its tab is chosen). */
export const classesPage: RoutePrefetch = ({ queryClient, session }) => {
  void queryClient.prefetchQuery(myClassesQuery(session.user._id));
};
