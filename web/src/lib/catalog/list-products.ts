import { startTransition, useEffect, useRef, useState } from 'react';
import { SHOP_MESSAGES } from './shop-messages';
import { routes } from '@shared/routes';
import type { Product } from '@shared/types';
import { api, errorMessage } from '../api-client';
import { arrivedCatalogue, takeEarlyCatalogue } from './early-catalogue';

/** GET /api/customer/products: the whole public catalogue. */
function fetchProducts(signal?: AbortSignal): Promise<Product[]> {
  const early = takeEarlyCatalogue();
  return early ? early.catch(() => api(routes.listProducts, { signal })) : api(routes.listProducts, { signal });
}

export type ProductsState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; products: Product[] };

/**
 * Loads the catalogue once per visit to the shop (spec 01 §4: filters, search and sort work on
 * the loaded list). `reload` is the Try Again of the error state. On a first visit whose early
 * request has already answered, the page renders with the products at once, no skeleton first.
 */
export function useProducts(): ProductsState & { reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ProductsState>(() => {
    const products = arrivedCatalogue();
    return products ? { status: 'ready', products } : { status: 'loading' };
  });
  const startedReady = useRef(state.status === 'ready');

  useEffect(() => {
    if (attempt === 0 && startedReady.current) {
      // Used up, so a later visit asks again.
      takeEarlyCatalogue();
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchProducts(controller.signal).then(
      // A transition: the grid of a whole page of cards renders in slices, not one long task.
      (products) => startTransition(() => setState({ status: 'ready', products: Array.isArray(products) ? products : [] })),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error', message: errorMessage(error, SHOP_MESSAGES.loadErrorFallback) });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  return { ...state, reload: () => setAttempt((n) => n + 1) };
}
