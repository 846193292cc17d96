/**
 * Which product pages a batch of product changes makes stale: a page shows its product and two
 * rows of others (shared/catalog/product-page.ts `relatedProducts`), so it is drawn again when
 * what it shows of any of them changed, and not for a change it does not show (a stock count
 * moving inside its band, a purchase cost below retail, the last-change date).
 */
import { relatedProducts } from '@shared/catalog/product-page';
import { publicProduct } from '@shared/catalog/public-product';
import { withSimilarScents } from '@shared/catalog/similar-scents';
import { isInStock, lowStockHint, stockBand } from '@shared/catalog/stock-band';
import type { Product } from '@shared/types';
import { fromItem, type ProductItem } from '../repositories/products';
import type { TableChange } from './reactions';

/**
 * What a page shows of a product, as one comparable string: its public fields, and of its stock
 * the band, or the count itself where the page says "Only 3 left!".
 */
function shownOf(product: Product | undefined): string {
  if (!product) return '';
  const { stock_quantity: stock, created_at: _created, ...shown } = publicProduct(product);
  return JSON.stringify({ ...shown, stock: lowStockHint(stock) ?? stockBand(stock) });
}

const productOf = (item: Record<string, unknown> | undefined) =>
  item?.type === 'product' ? fromItem(item as unknown as ProductItem) : undefined;

/** Whether a change alters what any page shows of its product (a created or deleted product always does). */
export function changesWhatPagesShow(change: TableChange): boolean {
  return shownOf(productOf(change.oldItem)) !== shownOf(productOf(change.newItem));
}

/** The product id a change is about. */
export const productIdOf = (change: TableChange) => String((change.newItem ?? change.oldItem)?.productId);

/** The products a page could name in its rows: those of its house and those of its category. */
function neighbourhoods(catalogue: readonly Product[]) {
  const byBrand = new Map<string, Product[]>();
  const byCategory = new Map<string, Product[]>();
  const add = (groups: Map<string, Product[]>, key: string, product: Product) => {
    const group = groups.get(key);
    if (group) group.push(product);
    else groups.set(key, [product]);
  };
  for (const product of catalogue) {
    add(byBrand, product.brand, product);
    add(byCategory, product.category, product);
  }
  return (product: Product) => [...new Set([...(byBrand.get(product.brand) ?? []), ...(byCategory.get(product.category) ?? [])])];
}

/** The rows under a product's page, as what they show. */
function rowsShown(product: Product, near: (product: Product) => Product[]): string {
  const { house, alike } = relatedProducts(product, near(product));
  return [house, alike].map((row) => row.map(shownOf).join('\n')).join('\n\n');
}

/** What ranks a product among others' similar scents: its profile, whether it is in stock, its rating. */
const rankedBy = (product: Product | undefined) =>
  JSON.stringify(product && [product.notes, product.scent_family, isInStock(product.stock_quantity), product.rating]);

/** Each product's similar scents, as ids in order. */
const similarIds = (catalogue: readonly Product[]) =>
  new Map(withSimilarScents(catalogue).map((product) => [product.product_id, (product.similar_scents ?? []).join('\n')]));

export interface PageChoice {
  /** Products whose pages are drawn again, as the catalogue holds them now. */
  render: Product[];
  /** Ids of deleted products, whose pages are taken down. */
  remove: string[];
}

/**
 * The pages to draw again and to take down after `changes`, given the catalogue as the table
 * holds it now. What a page showed before is the catalogue with each changed product as the
 * batch's first record of it found it; a page is drawn when its product changed what it shows,
 * or when its rows (same house; same category sharing tags; similar scents) show something else.
 */
export function choosePages(changes: readonly TableChange[], catalogue: readonly Product[]): PageChoice {
  const before = new Map<string, Product | undefined>();
  for (const change of changes) {
    const id = productIdOf(change);
    if (!before.has(id)) before.set(id, productOf(change.oldItem));
  }
  const now = new Map(catalogue.map((product) => [product.product_id, product]));
  const changed = [...before.keys()].filter((id) => shownOf(before.get(id)) !== shownOf(now.get(id)));
  if (!changed.length) return { render: [], remove: [] };

  const previous = [
    ...catalogue.filter((product) => !before.has(product.product_id)),
    ...[...before.values()].filter((p) => p !== undefined),
  ];
  const touched = changed.flatMap((id) => [before.get(id), now.get(id)]).filter((p): p is Product => p !== undefined);
  const brands = new Set(touched.map((p) => p.brand));
  const categories = new Set<string>(touched.map((p) => p.category));
  const nearNow = neighbourhoods(catalogue);
  const nearBefore = neighbourhoods(previous);
  const ownChange = new Set(changed);
  // The similar scents row: drawn again when its list changed (only a change to what ranks
  // products can change it) or when it lists a changed product.
  const similarNow = similarIds(catalogue);
  const similarBefore = changed.some((id) => rankedBy(before.get(id)) !== rankedBy(now.get(id))) ? similarIds(previous) : similarNow;
  const listsChanged = (product: Product) => {
    const ids = similarNow.get(product.product_id) ?? '';
    return ids !== (similarBefore.get(product.product_id) ?? '') || (ids !== '' && ids.split('\n').some((id) => ownChange.has(id)));
  };
  const render = catalogue.filter(
    (product) =>
      ownChange.has(product.product_id) ||
      listsChanged(product) ||
      ((brands.has(product.brand) || categories.has(product.category)) && rowsShown(product, nearBefore) !== rowsShown(product, nearNow)),
  );
  return { render, remove: changed.filter((id) => !now.has(id)) };
}
