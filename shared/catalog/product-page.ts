import type { Product } from '../types';
import { shopCategoryHref } from './category-param';
import { isInStock } from './stock-band';

/** How many products each row under a product page shows. */
const RELATED_ROW_LIMIT = 8;

/** A product's own page: `/products/byredo-mojave-ghost-edp`. */
export function productPath(productId: string): string {
  return `/products/${encodeURIComponent(productId)}`;
}

/** The product id a product page's path names, or undefined for any other path. */
export function productIdOfPath(pathname: string): string | undefined {
  const match = /^\/products\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
}

/** The shop filtered to one house: `/shop?brand=Byredo`. */
export function shopBrandHref(brand: string): string {
  return `/shop?brand=${encodeURIComponent(brand)}`;
}

/** One step of a product page's breadcrumbs. */
export interface Crumb {
  name: string;
  path: string;
}

/** Shop › Category › House › the product: each step but the last links back into the shop with that filter. */
export function productBreadcrumbs(product: Pick<Product, 'product_id' | 'name' | 'category' | 'brand'>): Crumb[] {
  return [
    { name: 'Shop', path: '/shop' },
    { name: product.category, path: shopCategoryHref(product.category) },
    { name: product.brand, path: shopBrandHref(product.brand) },
    { name: product.name, path: productPath(product.product_id) },
  ];
}

/** In stock first, then the better rated, then the more reviewed, then by name: a stable order. */
function byAppeal(a: Product, b: Product): number {
  return (
    Number(isInStock(b.stock_quantity)) - Number(isInStock(a.stock_quantity)) ||
    b.rating - a.rating ||
    b.review_count - a.review_count ||
    a.name.localeCompare(b.name)
  );
}

const tagKey = (tag: string) => tag.trim().toLowerCase();

/** What a card in a row under a product page shows of its product. */
export type RowProduct = Pick<Product, 'product_id' | 'name' | 'brand' | 'image_url' | 'retail_price' | 'cost_price'>;

/** A product as a row's card needs it, nothing more: what a drawn page embeds for each card. */
export function rowProduct({ product_id, name, brand, image_url, retail_price, cost_price }: RowProduct): RowProduct {
  return { product_id, name, brand, image_url, retail_price, ...(cost_price === undefined ? {} : { cost_price }) };
}

/** The rows under a product page. */
export interface RelatedRows<P extends RowProduct = Product> {
  house: P[];
  alike: P[];
  /** The scents that smell like it, as the published catalogue lists them (`similar_scents`). */
  similar: P[];
}

/** The products a product's `similar_scents` names, in its order, those the catalogue no longer has left out. */
export function similarOf(product: Pick<Product, 'similar_scents'>, catalogue: readonly Product[]): Product[] {
  if (!product.similar_scents?.length) return [];
  const byId = new Map(catalogue.map((candidate) => [candidate.product_id, candidate]));
  return product.similar_scents.map((id) => byId.get(id)).filter((candidate): candidate is Product => candidate !== undefined);
}

/**
 * The rows under a product page: more from its house; products alike (other houses, same
 * category, sharing at least one tag, most shared tags first); and the scents that smell like it.
 * The product itself is never in any; the first two hold at most `limit`, in stock first.
 */
export function relatedProducts(product: Product, catalogue: readonly Product[], limit = RELATED_ROW_LIMIT): RelatedRows {
  const others = catalogue.filter((other) => other.product_id !== product.product_id);
  const house = others
    .filter((other) => other.brand === product.brand)
    .sort(byAppeal)
    .slice(0, limit);
  const tags = new Set(product.tags.map(tagKey));
  const shared = (other: Product) => new Set(other.tags.map(tagKey).filter((tag) => tags.has(tag))).size;
  const alike = others
    .filter((other) => other.brand !== product.brand && other.category === product.category)
    .map((other) => ({ other, score: shared(other) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || byAppeal(a.other, b.other))
    .slice(0, limit)
    .map(({ other }) => other);
  return { house, alike, similar: similarOf(product, catalogue) };
}
