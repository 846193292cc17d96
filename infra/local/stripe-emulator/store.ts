import type Stripe from 'stripe';
import type { Decline } from './test-cards';

/** A PaymentMethod plus what its test card will do at confirmation (kept off the wire). */
export interface StoredPaymentMethod {
  object: Stripe.PaymentMethod;
  decline?: Decline;
}

/**
 * Everything the emulator knows, in memory only: restarting the local cloud forgets every
 * intent, payment method, charge, refund and event (orders in DynamoDB survive, their
 * PaymentIntents do not; start a new checkout after a restart).
 */
export interface EmulatorStore {
  paymentIntents: Map<string, Stripe.PaymentIntent>;
  paymentMethods: Map<string, StoredPaymentMethod>;
  charges: Map<string, Stripe.Charge>;
  refunds: Map<string, Stripe.Refund>;
}

export function createStore(): EmulatorStore {
  return { paymentIntents: new Map(), paymentMethods: new Map(), charges: new Map(), refunds: new Map() };
}

/** A copy that later changes to the stored object cannot reach (answers, events). */
export function snapshot<T>(value: T): T {
  return structuredClone(value);
}
