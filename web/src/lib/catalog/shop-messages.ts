/** How long a storefront toast stays (spec 01 §4, §9). */
export const TOAST_LIFETIME_MS = 3000;

/** The shop's fixed texts (spec 01 §2, §8). */
export const SHOP_MESSAGES = {
  loadErrorTitle: 'Error loading products',
  loadErrorFallback: 'Failed to fetch products',
  emptyTitle: 'No products found',
  emptyHint: 'Try adjusting your filters or search criteria',
  clearAllFilters: 'Clear All Filters',
  categoryBanner: 'Showing products for category',
  viewAllCategories: 'View All Categories',
  guestAddButton: 'Sign in to Add',
  guestPopupNotice: 'Sign in to add items to cart and wishlist',
  addToCartFailed: 'Failed to add item to cart. Please try again.',
  wishlistFailed: 'Failed to update wishlist. Please try again.',
  addedToWishlist: 'Added to wishlist!',
  removedFromWishlist: 'Removed from wishlist',
} as const;

/** The add-to-cart success toast: 'Added {n} item(s) to cart!'. */
export function addedToCartMessage(quantity: number): string {
  return `Added ${quantity} item(s) to cart!`;
}
