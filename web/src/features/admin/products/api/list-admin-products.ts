import { productsLoadError } from '../products-messages';
import { routes } from '@shared/routes';
import type { Product } from '@shared/types';
import { ApiError, api } from '@/lib/api-client';

/** The list answer was not an array. */
class InvalidProductsFormat extends Error {
  constructor() {
    super('Invalid data format received from server');
    this.name = 'InvalidProductsFormat';
  }
}

/** GET /api/admin/products: every product, for the products and inventory screens. Rejects when the answer is not a list. */
export async function listAdminProducts(signal?: AbortSignal): Promise<Product[]> {
  const answer: unknown = await api(routes.listAdminProducts, { signal });
  if (!Array.isArray(answer)) throw new InvalidProductsFormat();
  return answer as Product[];
}

/** The spec's text for a failed products load (spec 02 §8). */
export function productsLoadMessage(error: unknown): string {
  if (error instanceof InvalidProductsFormat) return productsLoadError({ kind: 'invalid-format' });
  if (error instanceof ApiError) return productsLoadError({ kind: 'status', status: error.status, message: error.serverMessage });
  return productsLoadError({ kind: 'other' });
}
