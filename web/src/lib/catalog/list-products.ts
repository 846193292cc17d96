import { queryOptions } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';
import { SHOP_MESSAGES } from './shop-messages';
import * as routes from '@shared/routes/endpoints';
import type { Product } from '@shared/types';
import { api, errorMessage } from '../api-client';
import { queryKeyOf } from '../query-key';
import { useRouteQuery } from '../use-route-query';
import { arrivedCatalogue, takeEarlyCatalogue } from './early-catalogue';

/** GET /api/customer/products: the whole public catalogue; the first-load script's request when it made one. */
function fetchProducts(signal?: AbortSignal): Promise<Product[]> {
  const early = takeEarlyCatalogue();
  return early ? early.catch(() => api(routes.listProducts, { signal })) : api(routes.listProducts, { signal });
}

/** The early request's products if they have arrived, used up so a later load asks anew. */
function arrivedOnce(): Product[] | undefined {
  const products = arrivedCatalogue();
  if (products) takeEarlyCatalogue();
  return products;
}

/**
 * The catalogue as a query. A snapshot, rebuilt when an admin changes a product: for a minute
 * the shop, a product page and the scent finder share one answer instead of asking again.
 */
const productsQuery = () =>
  queryOptions({
    queryKey: queryKeyOf(routes.listProducts),
    queryFn: ({ signal }) => fetchProducts(signal),
    initialData: arrivedOnce,
    staleTime: 60_000,
  });

export type ProductsState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; products: Product[] };

/**
 * The catalogue (spec 01 §4: filters, search and sort work on the loaded list). `reload` is the
 * Try Again of the error state. On a first visit whose early request has already answered, the
 * page renders with the products at once, no skeleton first.
 */
export function useProducts(): ProductsState & { reload: () => void } {
  const { query, reload } = useRouteQuery(productsQuery());
  // The answer is shown through a transition: the grid of a whole page of cards renders in
  // slices, not one long task.
  const [shown, setShown] = useState(query.data);
  useEffect(() => startTransition(() => setShown(query.data)), [query.data]);
  if (query.data === undefined) {
    return query.isError
      ? { status: 'error', message: errorMessage(query.error, SHOP_MESSAGES.loadErrorFallback), reload }
      : { status: 'loading', reload };
  }
  return shown ? { status: 'ready', products: shown, reload } : { status: 'loading', reload };
}
