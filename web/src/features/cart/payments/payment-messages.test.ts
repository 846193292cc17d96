import { describe, expect, it } from 'vitest';
import { TEST_CARD_HINT, isTestMode, paymentFailedMessage } from './payment-messages';

describe('paymentFailedMessage', () => {
  it("heads the reason with 'Payment failed:'", () => {
    expect(paymentFailedMessage('Card Error: Your card was declined.')).toBe('Payment failed: Card Error: Your card was declined.');
  });

  it('does not say it twice', () => {
    expect(paymentFailedMessage('Payment failed. Please try again.')).toBe('Payment failed. Please try again.');
  });
});

describe('isTestMode', () => {
  it('is on for the emulator and for test keys, off for live keys', () => {
    expect(isTestMode({ provider: 'emulator', publishableKey: 'pk_local' })).toBe(true);
    expect(isTestMode({ provider: 'stripe', publishableKey: 'pk_test_123' })).toBe(true);
    expect(isTestMode({ provider: 'stripe', publishableKey: 'pk_live_123' })).toBe(false);
  });

  it('names the card that succeeds', () => {
    expect(TEST_CARD_HINT.text).toContain(TEST_CARD_HINT.number);
  });
});
