import { queryOptions } from '@tanstack/react-query';
import * as routes from '@shared/routes/endpoints';
import { queryKeyOf } from '../query-key';
import { getCart } from './get-cart';

/**
 * The cart as a query: stale at once, so every screen that shows it asks again. A module apart
 * from `getCart`, which the header's count calls: the shell imports nothing of the query library.
 */
export const cartQuery = () => queryOptions({ queryKey: queryKeyOf(routes.getCart), queryFn: ({ signal }) => getCart(signal) });
