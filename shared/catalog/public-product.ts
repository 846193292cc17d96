import type { Product } from '../types';
import { originalPriceOf } from './discount';

/**
 * What anyone may see of a product: everything but a cost price below retail. The cost price is
 * public only as the "was" price of a sale (above retail, the one discount rule); below retail it
 * is what the shop paid, its margin, which only the admin's routes show.
 */
export function publicProduct(product: Product): Product {
  if (product.cost_price === undefined || originalPriceOf(product) !== undefined) return product;
  const shown = { ...product };
  delete shown.cost_price;
  return shown;
}
