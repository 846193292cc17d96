import { paymentRoutes } from '@shared/routes/payments';
import { defineSignedInHandler } from '../commons/signed-in-handler';
import { type Budget, tooManyRequests } from '../commons/throttle';
import { stripeGateway } from '../payments/payment-gateway';
import { discardCheckout, getOpenCheckout, setCheckoutPayment, startCheckout } from '../repositories/checkouts';
import { getProduct } from '../repositories/products';
import { claimParts, customerClaims, customerHasPaidOrder, getPromotion } from '../repositories/promos';
import { claimBudgets } from '../repositories/rate-limits';
import { clientAddress } from '../services/auth/client-address';
import { createCheckoutService } from '../services/checkout';
import { createPromoCheck } from '../services/promo-check';
import { env } from '../commons/env';

const checkout = createCheckoutService({
  getOpenCheckout,
  startCheckout,
  setCheckoutPayment,
  discardCheckout,
  getProduct,
  promoCheck: createPromoCheck({ getPromotion, customerClaims, hasPaidOrder: customerHasPaidOrder, timeZone: env.shopTimeZone }),
  claimParts,
  payments: stripeGateway,
  holdMinutes: env.checkoutHoldMinutes,
  timeZone: env.shopTimeZone,
});

/**
 * Every call creates a PaymentIntent and may cancel the one it replaces: two Stripe requests
 * against the account's rate limit, which every shopper's checkout shares. A shopper opens the
 * payment step once or twice per order (going back to the address opens a new one), so ten in
 * ten minutes is never met by a real one. An address is shared by a household, an office or a
 * mobile carrier's NAT, so its budget is ten times that; even spent, it is about 0.3 Stripe
 * requests a second, a small share of the account's limit. Every attempt counts, refused or not.
 */
export const PAYMENT_INTENT_BUDGETS = {
  perCustomer: { limit: 10, windowSeconds: 10 * 60 },
  perClient: { limit: 100, windowSeconds: 10 * 60 },
} as const satisfies Record<string, Budget>;

export const tooManyPaymentAttempts = (wait: string) => `Too many payment attempts. Please wait ${wait} and try again.`;

export const handler = defineSignedInHandler(paymentRoutes.createPaymentIntent, async ({ input, user, event }) => {
  const claim = await claimBudgets([
    { key: `payment-intent:user:${user.id}`, budget: PAYMENT_INTENT_BUDGETS.perCustomer },
    { key: `payment-intent:client:${clientAddress(event)}`, budget: PAYMENT_INTENT_BUDGETS.perClient },
  ]);
  if (!claim.allowed) throw tooManyRequests(tooManyPaymentAttempts, claim.retryAfterSeconds);
  return checkout.createPaymentIntent(user, input);
});
