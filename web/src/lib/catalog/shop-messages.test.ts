import { describe, expect, it } from 'vitest';
import { SHOP_MESSAGES, TOAST_LIFETIME_MS, addedToCartMessage } from './shop-messages';

describe('shop messages', () => {
  it('toasts last 3 seconds', () => {
    expect(TOAST_LIFETIME_MS).toBe(3000);
  });

  it("announces 'Added {n} item(s) to cart!'", () => {
    expect(addedToCartMessage(1)).toBe('Added 1 item(s) to cart!');
    expect(addedToCartMessage(3)).toBe('Added 3 item(s) to cart!');
  });

  it('uses the spec wording for states and failures', () => {
    expect(SHOP_MESSAGES.emptyTitle).toBe('No products found');
    expect(SHOP_MESSAGES.emptyHint).toBe('Try adjusting your filters or search criteria');
    expect(SHOP_MESSAGES.loadErrorTitle).toBe('Error loading products');
    expect(SHOP_MESSAGES.loadErrorFallback).toBe('Failed to fetch products');
    expect(SHOP_MESSAGES.addToCartFailed).toBe('Failed to add item to cart. Please try again.');
    expect(SHOP_MESSAGES.wishlistFailed).toBe('Failed to update wishlist. Please try again.');
  });
});
