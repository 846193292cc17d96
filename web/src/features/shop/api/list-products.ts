import { useEffect, useState } from 'react';
import { SHOP_MESSAGES } from '../../../../../shared/catalog/shop-messages';
import { routes } from '../../../../../shared/routes';
import type { Product } from '../../../../../shared/types';
import { api, errorMessage } from '../../../lib/api-client';

/** The catalogue request `public/catalogue-prefetch.js` started with the page, if any; taken once. */
function takeEarlyCatalogue(): Promise<Product[]> | undefined {
  const w = window as Window & { __maisonCatalogue?: Promise<unknown> };
  const early = w.__maisonCatalogue as Promise<Product[]> | undefined;
  delete w.__maisonCatalogue;
  return early;
}

/** GET /api/customer/products: the whole public catalogue. */
export function fetchProducts(signal?: AbortSignal): Promise<Product[]> {
  const early = takeEarlyCatalogue();
  return early ? early.catch(() => api(routes.listProducts, { signal })) : api(routes.listProducts, { signal });
}

export type ProductsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; products: Product[] };

/**
 * Loads the catalogue once per visit to the shop (spec 01 §4: filters, search and sort work on
 * the loaded list). `reload` is the Try Again of the error state.
 */
export function useProducts(): ProductsState & { reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ProductsState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchProducts(controller.signal).then(
      (products) => setState({ status: 'ready', products: Array.isArray(products) ? products : [] }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error', message: errorMessage(error, SHOP_MESSAGES.loadErrorFallback) });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  return { ...state, reload: () => setAttempt((n) => n + 1) };
}
