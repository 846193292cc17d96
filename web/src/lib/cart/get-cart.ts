import * as routes from '@shared/routes/endpoints';
import { api } from '../api-client';

/** GET /api/customer/cart: the customer's cart lines, each with its product as the catalogue has it now. */
export function getCart(signal?: AbortSignal) {
  return api(routes.getCart, { signal });
}
