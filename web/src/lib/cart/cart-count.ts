/** A cart line as the server may send it; the product is missing when it left the catalogue. */
export interface CartCountItem {
  quantity?: number | null;
  product?: unknown;
}

/** The cart badge count: the sum of quantities of lines that have a product and a quantity above 0 (spec 01 §9). */
export function cartCount(items: readonly CartCountItem[] | null | undefined): number {
  let count = 0;
  for (const item of items ?? []) {
    const quantity = item.quantity;
    if (item.product && typeof quantity === 'number' && Number.isFinite(quantity) && quantity > 0) count += quantity;
  }
  return count;
}
