import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Product } from '@shared/types';
import { adminProductsQuery, productsLoadMessage } from '../api/list-admin-products';

type ProductsLoad =
  | { status: 'loading'; products: Product[] }
  | { status: 'error'; products: Product[]; error: string }
  | { status: 'ready'; products: Product[] };

const NONE: Product[] = [];
const { queryKey } = adminProductsQuery();

/**
 * Every product for an admin screen, loaded on mount; `reload` fetches again after a change and
 * keeps the rows on screen meanwhile (only the first load and a retry show skeletons).
 */
export function useAdminProducts() {
  const client = useQueryClient();
  const query = useQuery(adminProductsQuery());
  const products = query.data ?? NONE;
  const load: ProductsLoad = query.isError
    ? query.isFetching
      ? { status: 'loading', products }
      : { status: 'error', products, error: productsLoadMessage(query.error) }
    : query.isPending
      ? { status: 'loading', products }
      : { status: 'ready', products };

  const reload = useCallback(() => client.invalidateQueries({ queryKey }), [client]);
  /** Puts one saved product in place at once, before the reload confirms it. */
  const replace = useCallback(
    (product: Product) => client.setQueryData(queryKey, (now) => now?.map((p) => (p.product_id === product.product_id ? product : p))),
    [client],
  );
  return { load, reload, retry: reload, replace };
}
