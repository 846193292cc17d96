import { describe, expect, it } from 'vitest';
import {
  FREE_SHIPPING_THRESHOLD,
  SHIPPING_FEE,
  amountToFreeShippingCents,
  freeShippingBanner,
  qualifiesForFreeShipping,
  shippingCents,
} from './shipping';

describe('shipping', () => {
  it('uses one threshold of $75 and a $9.99 fee', () => {
    expect(FREE_SHIPPING_THRESHOLD).toBe(75);
    expect(SHIPPING_FEE).toBe(9.99);
  });

  it('is free only strictly above $75', () => {
    expect(qualifiesForFreeShipping(7501)).toBe(true);
    expect(qualifiesForFreeShipping(7500)).toBe(false);
    expect(shippingCents(7501)).toBe(0);
    expect(shippingCents(7500)).toBe(999);
    expect(shippingCents(1)).toBe(999);
  });

  it('charges nothing when nothing is bought', () => {
    expect(shippingCents(0)).toBe(0);
  });
});

describe('free shipping banner', () => {
  it("says 'Add ${75 − subtotal} more for free shipping'", () => {
    expect(freeShippingBanner(5000)).toBe('Add $25.00 more for free shipping');
    expect(freeShippingBanner(7499)).toBe('Add $0.01 more for free shipping');
    expect(freeShippingBanner(1)).toBe('Add $74.99 more for free shipping');
  });

  it('asks for a cent more at exactly $75, since shipping is free only above it', () => {
    expect(amountToFreeShippingCents(7500)).toBe(1);
    expect(freeShippingBanner(7500)).toBe('Add $0.01 more for free shipping');
  });

  it('disappears once shipping is free, and for an empty cart', () => {
    expect(freeShippingBanner(7501)).toBeNull();
    expect(amountToFreeShippingCents(9000)).toBe(0);
    expect(freeShippingBanner(0)).toBeNull();
  });
});
