import { queryOptions } from '@tanstack/react-query';
import * as routes from '@shared/routes/admin-endpoints';
import { api } from '@/lib/api-client';
import { queryKeyOf } from '@/lib/query-key';

/** GET /api/admin/promotions: every promotion, as a query. */
export const promotionsQuery = () =>
  queryOptions({
    queryKey: queryKeyOf(routes.listPromotions),
    queryFn: ({ signal }) => api(routes.listPromotions, { signal }),
  });
