import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_MESSAGES,
  CHECKOUT_STEPS,
  checkoutBlockReason,
  confirmPaymentFailureMessage,
  paymentErrorMessage,
  paymentIntentIdOf,
  paymentResultMessage,
} from './checkout-messages';

describe('checkoutBlockReason', () => {
  it('lets checkout go on with at least one in-stock line', () => {
    expect(
      checkoutBlockReason([
        { inStock: false, quantity: 1 },
        { inStock: true, quantity: 1 },
      ]),
    ).toBeNull();
  });

  it("blocks with 'No items available for checkout' otherwise", () => {
    expect(checkoutBlockReason([{ inStock: false, quantity: 2 }])).toBe('No items available for checkout');
    expect(checkoutBlockReason([])).toBe('No items available for checkout');
  });
});

describe('paymentIntentIdOf', () => {
  it('takes the part before the secret marker', () => {
    expect(paymentIntentIdOf('pi_3Abc_secret_xyz')).toBe('pi_3Abc');
    expect(paymentIntentIdOf('pi_plain')).toBe('pi_plain');
  });
});

describe('payment outcomes', () => {
  it('goes on when succeeded, else explains', () => {
    expect(paymentResultMessage('succeeded')).toBeNull();
    expect(paymentResultMessage('processing')).toBe('Payment is being processed. Please wait...');
    expect(paymentResultMessage('requires_action')).toBe('Payment status unclear. Please check your order history.');
  });

  it('prefixes card and validation errors', () => {
    expect(paymentErrorMessage({ type: 'card_error', message: 'Your card was declined.' })).toBe('Card Error: Your card was declined.');
    expect(paymentErrorMessage({ type: 'validation_error', message: 'Incomplete number.' })).toBe('Validation Error: Incomplete number.');
    expect(paymentErrorMessage({ type: 'api_error', message: 'Try later' })).toBe('Try later');
    expect(paymentErrorMessage({})).toBe('Payment failed. Please try again.');
  });

  it('maps the server confirmation failures', () => {
    expect(confirmPaymentFailureMessage(404)).toBe(CHECKOUT_MESSAGES.confirmNotFound);
    expect(confirmPaymentFailureMessage(401)).toBe('Session expired. Please login again.');
    expect(confirmPaymentFailureMessage(500)).toBe(
      'Payment succeeded but confirmation failed. Please contact support or check your order history.',
    );
  });

  it('has three steps', () => {
    expect(CHECKOUT_STEPS.map((s) => s.label)).toEqual(['Cart', 'Shipping', 'Payment']);
  });
});
