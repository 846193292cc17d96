import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES, emptyOrdersHint, orderLoadError, ordersLoadError } from './order-messages';

describe('order messages', () => {
  it('hints at the search only while searching', () => {
    expect(emptyOrdersHint('rose')).toBe('Try adjusting your search criteria');
    expect(emptyOrdersHint('   ')).toBe("You haven't placed any orders yet");
    expect(emptyOrdersHint(undefined)).toBe("You haven't placed any orders yet");
  });

  it('prefers a non-blank server message on failure', () => {
    expect(ordersLoadError('The orders are resting')).toBe('The orders are resting');
    expect(ordersLoadError('  ')).toBe('Failed to load orders. Please try again.');
    expect(orderLoadError('Order not found')).toBe('Order not found');
    expect(orderLoadError(undefined)).toBe('Failed to load order details');
  });

  it("keeps the spec's titles", () => {
    expect(ORDER_MESSAGES.loadErrorTitle).toBe('Error Loading Orders');
    expect(ORDER_MESSAGES.confirmationNotFound).toBe('Order Not Found');
  });
});
