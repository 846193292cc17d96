import { queryOptions } from '@tanstack/react-query';
import * as routes from '@shared/routes/endpoints';
import { api } from '@/lib/api-client';
import { queryKeyOf } from '@/lib/query-key';

/** GET /api/customer/wishlist/alerts: the saved products with each one's alert setting, as a query. */
export const wishlistAlertsQuery = () =>
  queryOptions({
    queryKey: queryKeyOf(routes.getWishlistAlerts),
    queryFn: ({ signal }) => api(routes.getWishlistAlerts, { signal }),
  });
