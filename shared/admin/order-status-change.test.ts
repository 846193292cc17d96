import { describe, expect, it } from 'vitest';
import {
  cancelConsequence,
  needsCancelConfirmation,
  statusChangeFailure,
  statusChangedMessage,
  statusMoveRefusal,
} from './order-status-change';

describe('needsCancelConfirmation', () => {
  it('asks before cancelling', () => {
    expect(needsCancelConfirmation('confirmed', 'cancelled')).toBe(true);
    expect(needsCancelConfirmation('delivered', 'cancelled')).toBe(true);
  });

  it('does not ask for other changes, nor for an order already cancelled', () => {
    expect(needsCancelConfirmation('confirmed', 'shipped')).toBe(false);
    expect(needsCancelConfirmation('cancelled', 'cancelled')).toBe(false);
    expect(needsCancelConfirmation('cancelled', 'pending')).toBe(false);
  });
});

describe('cancelConsequence', () => {
  it('mentions the refund only for a paid order', () => {
    expect(cancelConsequence('ORD-1', 'paid')).toBe('ORD-1: The payment will be refunded and the items will go back into stock.');
    expect(cancelConsequence('ORD-1', 'pending')).toBe('ORD-1: The items will go back into stock.');
  });
});

describe('statusChangedMessage', () => {
  it("prefers the server's message", () => {
    expect(statusChangedMessage('ORD-1', 'shipped', 'Order shipped')).toBe('Order shipped');
    expect(statusChangedMessage('ORD-1', 'shipped')).toBe('ORD-1 is now Shipped.');
  });
});

describe('statusChangeFailure', () => {
  it("shows the server's message, else the fallback", () => {
    expect(statusChangeFailure('Refund failed')).toBe('Refund failed');
    expect(statusChangeFailure(undefined)).toBe('Failed to update order status. Please try again.');
  });
});

describe('statusMoveRefusal', () => {
  it('lets a paid order move along, back a step, or be cancelled', () => {
    expect(statusMoveRefusal('confirmed', 'shipped', 'paid')).toBeNull();
    expect(statusMoveRefusal('shipped', 'processing', 'paid')).toBeNull();
    expect(statusMoveRefusal('delivered', 'cancelled', 'paid')).toBeNull();
    expect(statusMoveRefusal('shipped', 'shipped', 'refunded')).toBeNull();
  });

  it('keeps a cancelled order cancelled', () => {
    for (const to of ['pending', 'confirmed', 'processing', 'shipped', 'delivered'] as const) {
      expect(statusMoveRefusal('cancelled', to, 'refunded')).toMatch(/^A cancelled order cannot become/);
    }
  });

  it('sends no order back to pending', () => {
    expect(statusMoveRefusal('delivered', 'pending', 'paid')).toBe('An order cannot go back to Pending once it is Delivered.');
  });

  it('fulfils only a paid order', () => {
    expect(statusMoveRefusal('confirmed', 'shipped', 'refunded')).toBe(
      'This order has no payment (it is refunded), so it cannot become Shipped.',
    );
    expect(statusMoveRefusal('pending', 'confirmed', 'pending')).toMatch(/cannot become Confirmed/);
    expect(statusMoveRefusal('confirmed', 'cancelled', 'refunded')).toBeNull();
  });
});
