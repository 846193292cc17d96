import { queryOptions } from '@tanstack/react-query';
import { routes } from '@shared/routes';
import { api } from '../api-client';
import { queryKeyOf } from '../query-key';

/** GET /api/customer/cart: the customer's cart lines, each with its product as the catalogue has it now. */
export function getCart(signal?: AbortSignal) {
  return api(routes.getCart, { signal });
}

/** The cart as a query: stale at once, so every screen that shows it asks again. */
export const cartQuery = () => queryOptions({ queryKey: queryKeyOf(routes.getCart), queryFn: ({ signal }) => getCart(signal) });
