import { isUuid } from '../../lib/ids';
import type { RoutePrefetch } from '../../lib/route-prefetch';
import { itemQuery } from './api/item-query';
import { reviewQuery } from './api/review-query';

/** /reviewa/{reviewId}: the review (and with it its student, see reviewQuery). */
export const reviewPage: RoutePrefetch = ({ queryClient, params }) => {
  if (isUuid(params.reviewId)) void queryClient.prefetchQuery(reviewQuery(queryClient, params.reviewId!));
};

/** /itema/{itemId}: the item with its points. */
export const itemPage: RoutePrefetch = ({ queryClient, params }) => {
  if (isUuid(params.itemId)) void queryClient.prefetchQuery(itemQuery(params.itemId!));
};
