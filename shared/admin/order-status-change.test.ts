import { describe, expect, it } from 'vitest';
import { statusChangeFailure, statusChangedMessage, statusChangeQuestion, statusMoveRefusal } from './order-status-change';

describe('statusChangeQuestion', () => {
  const order = { number: 'ORD-1', status: 'confirmed' as const, paymentStatus: 'paid' as const, total: 53.19 };

  it('asks before shipping or delivering, naming the order and the email', () => {
    expect(statusChangeQuestion(order, 'shipped')).toMatchObject({
      question: 'Mark ORD-1 as shipped and email the customer?',
      confirmLabel: 'Mark as shipped',
      destructive: false,
    });
    expect(statusChangeQuestion({ ...order, status: 'shipped' }, 'delivered')?.question).toBe(
      'Mark ORD-1 as delivered and email the customer?',
    );
  });

  it('names the refund when cancelling a paid order, and only then', () => {
    expect(statusChangeQuestion(order, 'cancelled')).toMatchObject({
      question: 'Cancel ORD-1, refund $53.19 and email the customer?',
      confirmLabel: 'Cancel and refund',
      backLabel: 'Keep order',
      destructive: true,
    });
    expect(statusChangeQuestion({ ...order, status: 'pending', paymentStatus: 'pending' }, 'cancelled')?.question).toBe(
      'Cancel ORD-1 and email the customer?',
    );
  });

  it('does not ask for a change that neither emails nor refunds, nor for no change', () => {
    expect(statusChangeQuestion(order, 'processing')).toBeNull();
    expect(statusChangeQuestion({ ...order, status: 'processing' }, 'confirmed')).toBeNull();
    expect(statusChangeQuestion({ ...order, status: 'shipped' }, 'shipped')).toBeNull();
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
