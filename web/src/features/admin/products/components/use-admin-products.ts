import { useCallback, useEffect, useRef, useState } from 'react';
import type { Product } from '@shared/types';
import { listAdminProducts, productsLoadMessage } from '../api/list-admin-products';

export type ProductsLoad =
  | { status: 'loading'; products: Product[] }
  | { status: 'error'; products: Product[]; error: string }
  | { status: 'ready'; products: Product[] };

/**
 * Every product for an admin screen, loaded on mount; `reload` fetches again after a change and
 * keeps the rows on screen meanwhile (only the first load shows skeletons).
 */
export function useAdminProducts() {
  const [load, setLoad] = useState<ProductsLoad>({ status: 'loading', products: [] });
  const latest = useRef<AbortController | null>(null);

  const reload = useCallback(async () => {
    latest.current?.abort();
    const controller = new AbortController();
    latest.current = controller;
    try {
      const products = await listAdminProducts(controller.signal);
      if (!controller.signal.aborted) setLoad({ status: 'ready', products });
    } catch (error) {
      if (!controller.signal.aborted) setLoad((now) => ({ status: 'error', products: now.products, error: productsLoadMessage(error) }));
    }
  }, []);

  const retry = useCallback(() => {
    setLoad((now) => ({ status: 'loading', products: now.products }));
    void reload();
  }, [reload]);

  useEffect(() => {
    void reload();
    return () => latest.current?.abort();
  }, [reload]);

  /** Puts one saved product in place at once, before the reload confirms it. */
  const replace = useCallback((product: Product) => {
    setLoad((now) => ({ ...now, products: now.products.map((p) => (p.product_id === product.product_id ? product : p)) }));
  }, []);

  return { load, reload, retry, replace };
}
