import { serverMessageOr } from '@shared/format/server-message';

/** The wishlist page's texts (spec 02 §2, §4, §8), word for word where the spec gives them. */
export const WISHLIST_MESSAGES = {
  title: 'My Wishlist',
  loading: 'Loading your wishlist…',
  loadErrorTitle: 'Error loading wishlist',
  emptyTitle: 'Your wishlist is empty',
  emptyHint: 'Save the scents you love from the shop and find them here.',
  exploreProducts: 'Explore Products',
  addToCart: 'Add to Cart',
  adding: 'Adding…',
  remove: 'Remove',
  outOfStock: 'Out of Stock',
  inCart: 'In cart',
  removed: 'Removed from wishlist',
  movedToCart: 'Added to cart and removed from wishlist!',
  removeFailed: 'Failed to remove item from wishlist',
  addToCartFailed: 'Failed to add item to cart',
  unauthorized: 'Please log in to view your wishlist',
  notFound: 'Wishlist not found',
  noResponse: 'Cannot connect to server. Please check your connection.',
  unexpected: 'An unexpected error occurred',
  /** Beside 'Server error: {status}': what it means for the shopper. */
  serverErrorHelp: "We couldn't load your wishlist just now. Your saved scents are safe; please try again in a moment.",
} as const;

/** Why the wishlist could not be loaded: an answer with a status, no answer at all, or another error. */
export type WishlistLoadFailure = { kind: 'status'; status: number } | { kind: 'no-response' } | { kind: 'other'; message?: unknown };

/**
 * The load failure's text (spec 02 §8): 401 asks to log in; 404 'Wishlist not found'; another
 * status 'Server error: {status}'; no answer 'Cannot connect to server…'; else the error's
 * message or 'An unexpected error occurred'.
 */
export function wishlistLoadError(failure: WishlistLoadFailure): string {
  switch (failure.kind) {
    case 'status':
      if (failure.status === 401) return WISHLIST_MESSAGES.unauthorized;
      if (failure.status === 404) return WISHLIST_MESSAGES.notFound;
      return `Server error: ${failure.status}`;
    case 'no-response':
      return WISHLIST_MESSAGES.noResponse;
    default:
      return serverMessageOr(failure.message, WISHLIST_MESSAGES.unexpected);
  }
}

/** The sentence a shopper reads beside the load failure's text, when that text is the spec's bare 'Server error: {status}'. */
export function wishlistLoadHelp(failure: WishlistLoadFailure): string | null {
  return failure.kind === 'status' && failure.status !== 401 && failure.status !== 404 ? WISHLIST_MESSAGES.serverErrorHelp : null;
}

/** A failed remove: the server message, else 'Failed to remove item from wishlist'. */
export function removeFailedMessage(serverMessage: unknown): string {
  return serverMessageOr(serverMessage, WISHLIST_MESSAGES.removeFailed);
}

/** A failed add to cart: the server message, else 'Failed to add item to cart'. */
export function addToCartFailedMessage(serverMessage: unknown): string {
  return serverMessageOr(serverMessage, WISHLIST_MESSAGES.addToCartFailed);
}

/** The '+n' after the visible tags: how many more there are, or null when all are shown. */
export function moreTagsLabel(hidden: number): string | null {
  return hidden > 0 ? `+${hidden}` : null;
}
