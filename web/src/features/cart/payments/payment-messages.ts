/** The payment step's own texts, beside shared/cart/checkout-messages.ts. */

/** A failed payment as the page shows it: 'Payment failed: {reason}' (spec 02 §8), not doubled when the reason says so already. */
export function paymentFailedMessage(reason: string): string {
  return /^payment failed\b/i.test(reason) ? reason : `Payment failed: ${reason}`;
}

/** The test-card hint shown in test mode and on the local card form (spec 02 §2). */
export const TEST_CARD_HINT = {
  number: '4242 4242 4242 4242',
  text: 'Test mode: pay with card 4242 4242 4242 4242, any future expiry date and any 3-digit security code. 4000 0000 0000 0002 is declined.',
} as const;

/** True for a test-mode publishable key (or the local emulator), where the test-card hint applies. */
export function isTestMode(config: { provider: string; publishableKey: string }): boolean {
  return config.provider === 'emulator' || config.publishableKey.startsWith('pk_test_');
}
