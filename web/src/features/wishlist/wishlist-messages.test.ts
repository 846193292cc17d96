import { describe, expect, it } from 'vitest';
import {
  WISHLIST_MESSAGES,
  addToCartFailedMessage,
  moreTagsLabel,
  removeFailedMessage,
  wishlistLoadError,
  wishlistLoadHelp,
} from './wishlist-messages';

describe('wishlistLoadError', () => {
  it('asks to log in on 401 and says the wishlist is not found on 404', () => {
    expect(wishlistLoadError({ kind: 'status', status: 401 })).toBe('Please log in to view your wishlist');
    expect(wishlistLoadError({ kind: 'status', status: 404 })).toBe('Wishlist not found');
  });

  it("names any other status: 'Server error: {status}'", () => {
    expect(wishlistLoadError({ kind: 'status', status: 500 })).toBe('Server error: 500');
    expect(wishlistLoadError({ kind: 'status', status: 403 })).toBe('Server error: 403');
  });

  it('says it cannot connect when no answer came', () => {
    expect(wishlistLoadError({ kind: 'no-response' })).toBe('Cannot connect to server. Please check your connection.');
  });

  it("otherwise shows the error's message, else 'An unexpected error occurred'", () => {
    expect(wishlistLoadError({ kind: 'other', message: 'Bad answer' })).toBe('Bad answer');
    expect(wishlistLoadError({ kind: 'other', message: '  ' })).toBe('An unexpected error occurred');
    expect(wishlistLoadError({ kind: 'other' })).toBe('An unexpected error occurred');
  });
});

describe('action failures', () => {
  it('show the server message, else the fixed text', () => {
    expect(removeFailedMessage('Product is locked')).toBe('Product is locked');
    expect(removeFailedMessage(undefined)).toBe('Failed to remove item from wishlist');
    expect(addToCartFailedMessage('Only 2 left in stock')).toBe('Only 2 left in stock');
    expect(addToCartFailedMessage('')).toBe('Failed to add item to cart');
  });

  it('say the successes word for word', () => {
    expect(WISHLIST_MESSAGES.removed).toBe('Removed from wishlist');
    expect(WISHLIST_MESSAGES.movedToCart).toBe('Added to cart and removed from wishlist!');
    expect(WISHLIST_MESSAGES.exploreProducts).toBe('Explore Products');
  });
});

describe('moreTagsLabel', () => {
  it("is '+n' when tags are hidden, else null", () => {
    expect(moreTagsLabel(2)).toBe('+2');
    expect(moreTagsLabel(0)).toBeNull();
  });
});

describe('wishlistLoadHelp', () => {
  it("explains the spec's bare server errors only", () => {
    expect(wishlistLoadHelp({ kind: 'status', status: 500 })).toBe(WISHLIST_MESSAGES.serverErrorHelp);
    expect(wishlistLoadHelp({ kind: 'status', status: 403 })).toBe(WISHLIST_MESSAGES.serverErrorHelp);
    expect(wishlistLoadHelp({ kind: 'status', status: 401 })).toBeNull();
    expect(wishlistLoadHelp({ kind: 'status', status: 404 })).toBeNull();
    expect(wishlistLoadHelp({ kind: 'no-response' })).toBeNull();
  });
});
