import { describe, expect, it } from 'vitest';
import { confirmationTitle } from './confirmation-title';

describe('confirmationTitle', () => {
  it("says 'Order Confirmed!' for a paid order", () => {
    expect(confirmationTitle({ status: 'confirmed', paymentStatus: 'paid' })).toBe('Order Confirmed!');
    expect(confirmationTitle({ status: 'delivered', paymentStatus: 'paid' })).toBe('Order Confirmed!');
  });

  it("says 'Order Details' for an unpaid, refunded or cancelled order", () => {
    expect(confirmationTitle({ status: 'pending', paymentStatus: 'pending' })).toBe('Order Details');
    expect(confirmationTitle({ status: 'cancelled', paymentStatus: 'refunded' })).toBe('Order Details');
    expect(confirmationTitle({ status: 'cancelled', paymentStatus: 'paid' })).toBe('Order Details');
  });
});
