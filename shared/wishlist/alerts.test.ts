import { describe, expect, it } from 'vitest';
import { alertsFor, productPagePath, productToOpen } from './alerts';

describe('wishlist alerts', () => {
  it('call a back-in-stock alert only when stock goes from none to some', () => {
    expect(alertsFor({ stock: 0, retailCents: 5000 }, { stock: 3, retailCents: 5000 })).toEqual(['back-in-stock']);
    expect(alertsFor({ stock: 2, retailCents: 5000 }, { stock: 5, retailCents: 5000 })).toEqual([]);
    expect(alertsFor({ stock: 2, retailCents: 5000 }, { stock: 0, retailCents: 5000 })).toEqual([]);
  });

  it('call a price-drop alert only when the price falls', () => {
    expect(alertsFor({ stock: 4, retailCents: 5000 }, { stock: 4, retailCents: 4500 })).toEqual(['price-drop']);
    expect(alertsFor({ stock: 4, retailCents: 4500 }, { stock: 4, retailCents: 5000 })).toEqual([]);
    expect(alertsFor({ stock: 0, retailCents: 5000 }, { stock: 1, retailCents: 4000 })).toEqual(['back-in-stock', 'price-drop']);
  });

  it('link a product to the shop and read it back', () => {
    const path = productPagePath('rose & oud');
    expect(path).toBe('/shop?product=rose%20%26%20oud');
    expect(productToOpen(new URL(path, 'http://x').searchParams)).toBe('rose & oud');
    expect(productToOpen(new URLSearchParams(''))).toBeUndefined();
  });
});
