import { createContext, useContext } from 'react';
import type { RelatedRows, RowProduct } from '@shared/catalog/product-page';
import type { Product } from '@shared/types';

/** The id of the script element that carries a drawn product page's data (web/src/render/product-page-html.tsx). */
export const PRODUCT_PAGE_DATA_ID = 'product-page-data';

/**
 * A product page as it was drawn: the product and its rows, or `null` for "not available", and
 * the public origin its head's links were drawn with.
 */
export type DrawnProductPage = ({ product: Product; related: RelatedRows<RowProduct> } | { product: null }) & { origin?: string };

/** The drawn page the app's first render shows, given to the App by main.tsx and by the renderer. */
export const DrawnProductPageContext = createContext<DrawnProductPage | undefined>(undefined);

const isProducts = (value: unknown): value is Product[] =>
  Array.isArray(value) && value.every((item) => typeof item?.product_id === 'string');

function isDrawnProductPage(value: unknown): value is DrawnProductPage {
  if (typeof value !== 'object' || value === null || !('product' in value)) return false;
  const { product, related, origin } = value as {
    product: unknown;
    related?: { house?: unknown; alike?: unknown; similar?: unknown };
    origin?: unknown;
  };
  if (origin !== undefined && typeof origin !== 'string') return false;
  if (product === null) return true;
  return (
    typeof (product as Product | undefined)?.product_id === 'string' &&
    isProducts(related?.house) &&
    isProducts(related?.alike) &&
    isProducts(related?.similar)
  );
}

/** The data a product page drawn outside the browser carries, if this page has it. */
export function readDrawnProductPage(): DrawnProductPage | undefined {
  const text = typeof document === 'undefined' ? null : document.getElementById(PRODUCT_PAGE_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    const data: unknown = JSON.parse(text);
    return isDrawnProductPage(data) ? data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What the drawn page showed for `productId`: its product and rows, `null` if it said "not
 * available" (the missing page serves every unknown id), undefined if it drew another product
 * or nothing.
 */
export function useDrawnProductPage(productId: string): { product: Product; related: RelatedRows<RowProduct> } | null | undefined {
  const drawn = useContext(DrawnProductPageContext);
  if (!drawn) return undefined;
  if (drawn.product === null) return null;
  return drawn.product.product_id === productId ? drawn : undefined;
}
