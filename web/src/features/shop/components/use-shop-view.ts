import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseCategoryParam } from '../../../../../shared/catalog/category-param';
import { type ShopFilters, defaultFilters } from '../../../../../shared/catalog/filters';
import { PRODUCTS_PER_PAGE, clampPage, pageCount, pageSlice } from '../../../../../shared/catalog/pagination';
import { applyShopQuery } from '../../../../../shared/catalog/shop-query';
import type { Product } from '../../../../../shared/types';

/**
 * What the grid shows: the loaded products through the filters, 12 to a page. The filters start
 * from the `?category=` link; the page goes back to 1 whenever the shown list changes (spec 01 §4).
 */
export function useShopView(products: readonly Product[]) {
  const [params, setParams] = useSearchParams();
  const category = parseCategoryParam(params.get('category'));

  // null: the defaults for this catalogue and the linked category (the price pair needs the products).
  const [chosen, setChosen] = useState<ShopFilters | null>(null);
  const [seenCategory, setSeenCategory] = useState(category);
  if (category !== seenCategory) {
    setSeenCategory(category);
    setChosen(null);
  }
  const filters = useMemo(() => chosen ?? defaultFilters(products, category), [chosen, products, category]);

  const shown = useMemo(() => applyShopQuery(products, { filters }), [products, filters]);
  const [page, setPage] = useState(1);
  const [seenShown, setSeenShown] = useState(shown);
  if (shown !== seenShown) {
    setSeenShown(shown);
    setPage(1);
  }
  const totalPages = pageCount(shown.length);

  const clearFilters = () => {
    setChosen(defaultFilters(products));
    if (!params.has('category')) return;
    setParams(
      (now) => {
        const next = new URLSearchParams(now);
        next.delete('category');
        return next;
      },
      { replace: true },
    );
  };

  return {
    filters,
    setFilters: setChosen,
    clearFilters,
    preselected: category,
    shown,
    page: clampPage(page, totalPages),
    totalPages,
    pageItems: pageSlice(shown, page),
    setPage,
    perPage: PRODUCTS_PER_PAGE,
  };
}
