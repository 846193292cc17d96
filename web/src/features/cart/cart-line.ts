import { originalPriceOf } from '@shared/catalog/discount';
import type { Product } from '@shared/types';

/** The size a cart line shows when its product's name gives none (spec 02 §3, §9). */
const DEFAULT_SIZE = '100ml';

/**
 * The size a cart line shows: the first volume in the product's name ("Eau de Toilette 75ml",
 * "Miniature Set 5×5ml", a gift set's main bottle), else 100ml. The spec fixes 100ml for every
 * line; the catalogue sells other bottles (docs/spec-decisions.md).
 */
export function bottleSize(name: string): string {
  const match = /(\d+\s*[×x]\s*)?\d+(?:[.,]\d+)?\s*ml\b/i.exec(name);
  if (!match) return DEFAULT_SIZE;
  return match[0].replace(/\s+/g, '').replace(/[×x]/i, '×').replace(/ml$/i, 'ml');
}

/** The brand shown when a product has none (spec 02 §3). */
const UNKNOWN_BRAND = 'Unknown Brand';

/** A cart line as the server sends it; any part may be missing for a product that left the catalogue. */
export interface ServerCartItem {
  productId?: string | null;
  quantity?: number | null;
  product?: Partial<Pick<Product, 'name' | 'brand' | 'retail_price' | 'cost_price' | 'image_url' | 'stock_quantity'>> | null;
}

/** A cart line as the cart page uses it (spec 02 §3). Prices are dollars. */
export interface CartLine {
  productId: string;
  name: string;
  brand: string;
  /** The retail price, 0 when unknown. */
  price: number;
  /** The cost price when the product is on sale (cost above retail, shared/catalog/discount), shown struck through; else undefined. */
  originalPrice?: number;
  quantity: number;
  image: string;
  /** The bottle's size, from the product's name (bottleSize). */
  size: string;
  stockQuantity: number;
  inStock: boolean;
}

function finite(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** Maps a server cart item to a cart line; null (dropped) without a product, a name or a productId, or with a quantity of 0 or less. */
export function toCartLine(item: ServerCartItem): CartLine | null {
  const { product, productId } = item;
  const quantity = finite(item.quantity);
  if (!product || !product.name || !productId || quantity === undefined || quantity <= 0) return null;
  const price = finite(product.retail_price) ?? 0;
  const stockQuantity = Math.max(0, finite(product.stock_quantity) ?? 0);
  const line: CartLine = {
    productId,
    name: product.name,
    brand: product.brand?.trim() ? product.brand : UNKNOWN_BRAND,
    price,
    quantity,
    image: product.image_url ?? '',
    size: bottleSize(product.name),
    stockQuantity,
    inStock: stockQuantity > 0,
  };
  const originalPrice = originalPriceOf({ retail_price: price, cost_price: product.cost_price });
  if (originalPrice !== undefined) line.originalPrice = originalPrice;
  return line;
}

/** Maps the server's cart to cart lines, dropping the unusable ones, in order. */
export function toCartLines(items: readonly ServerCartItem[] | null | undefined): CartLine[] {
  return (items ?? []).map(toCartLine).filter((line): line is CartLine => line !== null);
}

/** Splits lines into the Available Items and Out of Stock lists. */
export function splitByStock(lines: readonly CartLine[]): { available: CartLine[]; outOfStock: CartLine[] } {
  return { available: lines.filter((l) => l.inStock), outOfStock: lines.filter((l) => !l.inStock) };
}
