import { serverMessageOr } from '../format/server-message';

/** The cart and checkout texts (spec 02 §2, §4, §5, §8), word for word. */
export const CHECKOUT_MESSAGES = {
  emptyCart: 'Your cart is empty',
  noItemsForCheckout: 'No items available for checkout',
  /** Beside noItemsForCheckout, before Secure Checkout is pressed: what the shopper can do. */
  nothingInStockHint: 'Everything in your cart is out of stock. Remove those items, or add products that are in stock.',
  loadFailed: 'Failed to load cart items. Please try again.',
  updateFailed: 'Failed to update quantity. Please try again.',
  removeFailed: 'Failed to remove item. Please try again.',
  initFailed: 'Failed to initialize payment. Please try again.',
  initUnsuccessful: 'Failed to initialize payment',
  stripeNotLoaded: 'Stripe has not loaded yet. Please try again.',
  formLoading: 'Payment form is still loading. Please wait.',
  processing: 'Payment is being processed. Please wait...',
  unclear: 'Payment status unclear. Please check your order history.',
  paymentFailed: 'Payment failed. Please try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
  confirmNotFound:
    'Order not found. Payment may have succeeded but order confirmation failed. Please contact support with your payment details.',
  sessionExpired: 'Session expired. Please login again.',
  confirmFailed: 'Payment succeeded but confirmation failed. Please contact support or check your order history.',
} as const;

/** The checkout steps, in order (spec 02 §2). */
export const CHECKOUT_STEPS = [
  { step: 1, label: 'Cart' },
  { step: 2, label: 'Shipping' },
  { step: 3, label: 'Payment' },
] as const;

/** Secure Checkout needs at least one in-stock line: null when it may go on, else 'No items available for checkout'. */
export function checkoutBlockReason(lines: readonly { inStock: boolean; quantity: number }[]): string | null {
  return lines.some((line) => line.inStock && line.quantity > 0) ? null : CHECKOUT_MESSAGES.noItemsForCheckout;
}

/** The payment intent id from a client secret: the part before '_secret_' (spec 02 §7). */
export function paymentIntentIdOf(clientSecret: string): string {
  const at = clientSecret.indexOf('_secret_');
  return at === -1 ? clientSecret : clientSecret.slice(0, at);
}

/** What the page does after the provider's answer: go on when succeeded, else show a message. */
export function paymentResultMessage(status: string | undefined): string | null {
  if (status === 'succeeded') return null;
  if (status === 'processing') return CHECKOUT_MESSAGES.processing;
  return CHECKOUT_MESSAGES.unclear;
}

/** A card provider error: 'Card Error: …', 'Validation Error: …', else its message or 'Payment failed. Please try again.'. */
export function paymentErrorMessage(error: { type?: string; message?: string }): string {
  if (error.type === 'card_error') return `Card Error: ${error.message ?? ''}`.trim();
  if (error.type === 'validation_error') return `Validation Error: ${error.message ?? ''}`.trim();
  return serverMessageOr(error.message, CHECKOUT_MESSAGES.paymentFailed);
}

/** A failed server confirmation: 404 and 401 have their own texts; anything else the generic one. */
export function confirmPaymentFailureMessage(status: number | undefined): string {
  if (status === 404) return CHECKOUT_MESSAGES.confirmNotFound;
  if (status === 401) return CHECKOUT_MESSAGES.sessionExpired;
  return CHECKOUT_MESSAGES.confirmFailed;
}

/** Milliseconds before the page reloads after 'Session expired. Please login again.'. */
export const SESSION_EXPIRED_RELOAD_MS = 2000;
