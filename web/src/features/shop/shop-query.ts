import type { Product } from '@shared/types';
import { type ShopFilters, filterProducts } from '@shared/catalog/filters';
import { searchProducts } from '@/lib/catalog/search';
import { type SortKey, sortProducts } from '@shared/catalog/sort';

/** What the shop page applies to the catalogue: a search text, the filters and a sort key. */
export interface ShopQuery {
  search?: string;
  filters?: ShopFilters;
  sort?: SortKey;
}

/** The products the shop shows: searched, then filtered, then sorted. The input is left untouched. */
export function applyShopQuery(products: readonly Product[], query: ShopQuery): Product[] {
  const searched = searchProducts(products, query.search);
  const filtered = query.filters ? filterProducts(searched, query.filters) : searched;
  return sortProducts(filtered, query.sort);
}
