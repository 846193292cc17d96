import { useMemo, useState } from 'react';
import { ANY_RATING, type ShopFilters } from '@shared/catalog/filters';
import { PRODUCTS_PER_PAGE, clampPage, pageCount, pageSlice } from '@/lib/catalog/pagination';
import { parsePriceInput, priceRangeOf } from '@shared/catalog/price-range';
import { applyShopQuery } from '../shop-query';
import type { Product } from '@shared/types';
import { useSearchParams } from 'react-router-dom';
import { type ShopChange, applyShopChange, readShopParams } from './shop-url-state';

/**
 * What the grid shows: the loaded products searched, filtered and sorted (shared/catalog), 12 to
 * a page. The query lives in the address (shop-url-state.ts); every change but a page change
 * goes back to page 1 (spec 01 §4). Filter changes replace the history entry; pages push one, so
 * Back returns to the previous page.
 */
export function useShopView(products: readonly Product[]) {
  const [params, setParams] = useSearchParams();
  // Router updates are transitions: a ticked box would spring back until the address catches up.
  // The pending copy shows each change at once and gives way as soon as the address moves on.
  const [pending, setPending] = useState<{ over: URLSearchParams; shown: URLSearchParams }>();
  const current = pending?.over === params ? pending.shown : params;
  const query = useMemo(() => readShopParams(current), [current]);
  const bounds = useMemo(() => priceRangeOf(products), [products]);

  const filters = useMemo<ShopFilters>(
    () => ({
      categories: query.preselected ? [query.preselected] : query.categories,
      brands: query.brands,
      families: query.families,
      notes: query.notes,
      priceRange: [parsePriceInput(query.minPrice, 'min', bounds), parsePriceInput(query.maxPrice, 'max', bounds)],
      minRating: query.minRating,
    }),
    [query, bounds],
  );
  const shown = useMemo(
    () => applyShopQuery(products, { search: query.search, filters, sort: query.sort }),
    [products, query.search, query.sort, filters],
  );
  const totalPages = pageCount(shown.length);
  const page = clampPage(query.page, totalPages);

  const change = (next: ShopChange) => {
    const target = applyShopChange(current, next);
    setPending({ over: params, shown: target });
    setParams(target, { replace: !('page' in next) });
  };

  return {
    search: query.search,
    sort: query.sort,
    preselected: query.preselected,
    filters,
    bounds,
    activeFilterCount: countActive(filters, bounds),
    change,
    shown,
    page,
    totalPages,
    pageItems: pageSlice(shown, page),
    perPage: PRODUCTS_PER_PAGE,
  };
}

// For the small-screen Filters button: how many choices narrow the list.
function countActive(filters: ShopFilters, [low, high]: readonly [number, number]): number {
  const [min, max] = filters.priceRange;
  return (
    filters.categories.length +
    filters.brands.length +
    filters.families.length +
    filters.notes.length +
    (min !== low || max !== high ? 1 : 0) +
    (filters.minRating !== ANY_RATING ? 1 : 0)
  );
}
