import { describe, expect, it } from 'vitest';
import type { CartLine } from '../cart-line';
import type { Promo } from '@shared/cart/promo-codes';
import { paymentIntentRequest } from './payment-intent-request';

const line = (productId: string, price: number, quantity: number, stockQuantity = 10): CartLine => ({
  productId,
  name: `Scent ${productId}`,
  brand: 'Maison',
  price,
  quantity,
  image: '',
  size: '100ml',
  stockQuantity,
  inStock: stockQuantity > 0,
});

const SAVE20: Promo = { code: 'SAVE20', kind: 'percent', value: 20, minSubtotal: null };
const TENOFF50: Promo = { code: 'TENOFF50', kind: 'amount', value: 10, minSubtotal: 50 };

const ADDRESS = {
  fullName: ' Ada Lovelace ',
  email: 'ada@example.com',
  phone: '(555) 123-4567',
  addressLine1: '1 Main St',
  addressLine2: '',
  city: 'Portland',
  state: 'Oregon',
  zipCode: '97205',
  country: 'United States',
};

describe('paymentIntentRequest', () => {
  it('sends only the in-stock lines, the promo code and the summary in dollars', () => {
    const request = paymentIntentRequest([line('a', 40, 1), line('b', 25.5, 2), line('c', 99, 1, 0)], SAVE20, ADDRESS);
    expect(request.items).toEqual([
      { productId: 'a', name: 'Scent a', quantity: 1, price: 40 },
      { productId: 'b', name: 'Scent b', quantity: 2, price: 25.5 },
    ]);
    expect(request.promoCode).toBe('SAVE20');
    // 91.00 − 18.20 = 72.80; shipping free above $75 before discount; tax 8% of 72.80 = 5.82.
    expect(request).toMatchObject({ subtotal: 91, promoDiscount: 18.2, shipping: 0, tax: 5.82, total: 78.62 });
    expect(request.shippingAddress.fullName).toBe('Ada Lovelace');
  });

  it('sends an amount code once the in-stock subtotal reaches its minimum', () => {
    const request = paymentIntentRequest([line('a', 50, 1)], TENOFF50, ADDRESS);
    // 50.00 − 10.00 = 40.00; shipping 9.99; tax 8% of 40.00 = 3.20.
    expect(request).toMatchObject({ promoCode: 'TENOFF50', subtotal: 50, promoDiscount: 10, shipping: 9.99, tax: 3.2, total: 53.19 });
  });

  it('leaves out a code the cart is below the minimum of, and prices without it', () => {
    // The out-of-stock line does not count toward the minimum.
    const request = paymentIntentRequest([line('a', 45, 1), line('c', 99, 1, 0)], TENOFF50, ADDRESS);
    expect(request).toMatchObject({ promoCode: null, subtotal: 45, promoDiscount: 0, shipping: 9.99, tax: 3.6, total: 58.59 });
  });

  it('sends a null promo code and charges shipping at $75 or less', () => {
    const request = paymentIntentRequest([line('a', 30, 1)], null, ADDRESS);
    expect(request).toMatchObject({ promoCode: null, subtotal: 30, promoDiscount: 0, shipping: 9.99, tax: 2.4, total: 42.39 });
  });
});
