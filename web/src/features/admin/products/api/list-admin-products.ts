import { queryOptions } from '@tanstack/react-query';
import { productsLoadError } from '../products-messages';
import * as routes from '@shared/routes/admin-endpoints';
import type { Product } from '@shared/types';
import { ApiError, api } from '@/lib/api-client';
import { queryKeyOf } from '@/lib/query-key';

/** The list answer was not an array. */
class InvalidProductsFormat extends Error {
  constructor() {
    super('Invalid data format received from server');
    this.name = 'InvalidProductsFormat';
  }
}

/**
 * GET /api/admin/products: every product, for the products and inventory screens. Rejects when
 * the answer is not a list: the spec gives that case a text of its own (spec 02 §8).
 */
async function listAdminProducts(signal?: AbortSignal): Promise<Product[]> {
  const answer: unknown = await api(routes.listAdminProducts, { signal });
  if (!Array.isArray(answer)) throw new InvalidProductsFormat();
  return answer as Product[];
}

/** Every product as a query. */
export const adminProductsQuery = () =>
  queryOptions({
    queryKey: queryKeyOf(routes.listAdminProducts),
    queryFn: ({ signal }) => listAdminProducts(signal),
  });

/** The spec's text for a failed products load (spec 02 §8). */
export function productsLoadMessage(error: unknown): string {
  if (error instanceof InvalidProductsFormat) return productsLoadError({ kind: 'invalid-format' });
  if (error instanceof ApiError) return productsLoadError({ kind: 'status', status: error.status, message: error.serverMessage });
  return productsLoadError({ kind: 'other' });
}
