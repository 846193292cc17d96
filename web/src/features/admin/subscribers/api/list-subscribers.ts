import { queryOptions } from '@tanstack/react-query';
import * as routes from '@shared/routes/admin-endpoints';
import { api } from '@/lib/api-client';
import { queryKeyOf } from '@/lib/query-key';

/** GET /api/subscribers: every newsletter subscriber, as a query. */
export const subscribersQuery = () =>
  queryOptions({
    queryKey: queryKeyOf(routes.listSubscribers),
    queryFn: ({ signal }) => api(routes.listSubscribers, { signal }),
  });
