import { bearerHeader } from '../auth/role-access';
import { productIdOfPath } from '@shared/catalog/product-page';
import type { Product } from '@shared/types';
import { isPrerendered } from '../prerendered';
import { readToken } from '../stored-token';

/**
 * How many cards, from the first, load their picture at once: the first row on a phone, what a
 * visitor sees first. The rest load as they come into view.
 */
export const EAGER_CARDS = 2;

interface EarlyCatalogue {
  request: Promise<unknown>;
  /** The answer, once it has arrived. */
  products?: Product[];
}

type EarlyWindow = Window & { __maisonCatalogue?: EarlyCatalogue };

/**
 * Run by the first-load script, before the framework has downloaded: on the shop page and a
 * product's page, the catalogue request starts at once instead of after React and the page's
 * code (the shop's hottest read, loaded once per visit), and once it answers, the pictures the
 * page shows first are fetched (the first cards of the unfiltered shop in catalogue order, or the
 * product's own), so the largest paint does not wait for the page to ask for them. The path is
 * written out: the route table stays out of this script. Like every API call (spec 01 §7), it
 * carries the stored token, read as the API client reads it.
 */
export function startEarlyCatalogue(): void {
  const productId = productIdOfPath(location.pathname);
  if (location.pathname.replace(/\/+$/, '') !== '/shop' && productId === undefined) return;
  const token = readToken();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = bearerHeader(token);
  const request = fetch('/api/customer/products', { headers }).then((res): Promise<unknown> =>
    res.ok ? res.json() : Promise.reject(new Error(`HTTP ${res.status}`)),
  );
  const early: EarlyCatalogue = { request };
  (window as EarlyWindow).__maisonCatalogue = early;
  request.then(
    (products) => {
      if (!Array.isArray(products)) return;
      early.products = products as Product[];
      if (productId !== undefined) preloadPictures(early.products.filter((product) => product.product_id === productId));
      else if (!location.search) preloadPictures(early.products.slice(0, EAGER_CARDS));
    },
    () => undefined,
  );
}

function preloadPictures(products: Product[]): void {
  for (const { image_url: src } of products) {
    if (typeof src !== 'string' || !src.trim()) continue;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = src;
    link.fetchPriority = 'high';
    document.head.append(link);
  }
}

// Read as the app's code loads, not as the shop renders: the app takes a drawn page over (and
// clears the mark) once its shell has hydrated, and the page inside hydrates after that.
const drawnShop = isPrerendered();

/**
 * The early request's products, if it has answered and has not been used up. Never on a shop
 * the build drew (nor on the server drawing it): the app's first render must be the one drawn,
 * without products, and the shop takes the answer in the render after.
 */
export function arrivedCatalogue(): Product[] | undefined {
  if (typeof window === 'undefined' || drawnShop) return undefined;
  return (window as EarlyWindow).__maisonCatalogue?.products;
}

/** The early request, if any; taken once. */
export function takeEarlyCatalogue(): Promise<Product[]> | undefined {
  const w = window as EarlyWindow;
  const early = w.__maisonCatalogue;
  delete w.__maisonCatalogue;
  return early?.request as Promise<Product[]> | undefined;
}
