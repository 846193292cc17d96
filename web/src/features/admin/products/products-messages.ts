/** The admin products screen's load and bulk texts (spec 02 §8), word for word where the spec gives them. */
export const PRODUCTS_MESSAGES = {
  authFailed: 'Authentication failed. Please log in again.',
  accessDenied: 'Access denied. Admin privileges required.',
  loadFailed: 'Failed to fetch products. Please try again.',
  invalidFormat: 'Invalid data format received from server',
  internalError: 'Internal server error',
  added: 'Product added successfully',
  updated: 'Product updated successfully',
  deleted: 'Product deleted successfully',
} as const;

/** How a product list load ended badly: an answer with a status (and maybe a message), or a body that is not a list. */
export type ProductsLoadFailure = { kind: 'status'; status: number; message?: string } | { kind: 'invalid-format' } | { kind: 'other' };

/**
 * The products load failure (spec 02 §8): 401 and 403 have their own texts, 500 names the
 * server's message (else 'Internal server error'), a non-array body is an invalid format, and
 * anything else asks to try again.
 */
export function productsLoadError(failure: ProductsLoadFailure): string {
  if (failure.kind === 'invalid-format') return PRODUCTS_MESSAGES.invalidFormat;
  if (failure.kind !== 'status') return PRODUCTS_MESSAGES.loadFailed;
  if (failure.status === 401) return PRODUCTS_MESSAGES.authFailed;
  if (failure.status === 403) return PRODUCTS_MESSAGES.accessDenied;
  if (failure.status === 500) return `Server error: ${failure.message?.trim() || PRODUCTS_MESSAGES.internalError}`;
  return PRODUCTS_MESSAGES.loadFailed;
}
