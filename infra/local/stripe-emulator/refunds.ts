import type Stripe from 'stripe';
import { formatAmount } from './amount-rules';
import type { ApiContext } from './api-context';
import { getCharge } from './charges';
import type { Params } from './form-params';
import { newId, nowSeconds } from './ids';
import { checkParamNames, mergeMetadata, optionalInteger, optionalString, readMetadata } from './params';
import { getPaymentIntent } from './payment-intents';
import { invalidRequest, resourceMissing } from './stripe-errors';

const createNames = {
  supported: ['payment_intent', 'charge', 'amount', 'reason', 'metadata', 'expand'],
  ignored: ['instructions_email', 'refund_application_fee', 'reverse_transfer'],
  unsupported: ['customer', 'currency', 'origin'],
};

const reasons = ['duplicate', 'fraudulent', 'requested_by_customer'];

/** The succeeded charge a refund applies to, named by `charge` or by `payment_intent`. */
function chargeToRefund(ctx: ApiContext, params: Params): Stripe.Charge {
  const chargeId = optionalString(params, 'charge');
  const intentId = optionalString(params, 'payment_intent');
  if (!chargeId && !intentId) {
    throw invalidRequest('One of the following params should be provided for this request: payment_intent or charge.');
  }
  if (chargeId) return getCharge(ctx.store, chargeId, 'charge');
  const intent = getPaymentIntent(ctx, intentId ?? '');
  if (intent.status !== 'succeeded' || typeof intent.latest_charge !== 'string') {
    throw invalidRequest(
      `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
      'charge_not_refundable',
      'payment_intent',
    );
  }
  return getCharge(ctx.store, intent.latest_charge, 'payment_intent');
}

/**
 * POST /v1/refunds: refunds all that remains of the charge, or `amount` of it; succeeds at
 * once (card refunds settle later on Stripe, but report `succeeded` in test mode too) and
 * announces `charge.refunded` with the updated charge.
 */
export function createRefund(ctx: ApiContext, params: Params): Stripe.Refund {
  checkParamNames(params, createNames);
  const charge = chargeToRefund(ctx, params);
  if (charge.status !== 'succeeded') {
    throw invalidRequest(`Charge ${charge.id} has not succeeded, so it cannot be refunded.`, 'charge_not_refundable', 'charge');
  }
  const remaining = charge.amount_captured - charge.amount_refunded;
  if (remaining <= 0) {
    throw invalidRequest(`Charge ${charge.id} has already been refunded.`, 'charge_already_refunded');
  }
  const amount = optionalInteger(params, 'amount', 1) ?? remaining;
  if (amount > remaining) {
    throw invalidRequest(
      `Refund amount (${formatAmount(amount, charge.currency)}) is greater than unrefunded amount on charge (${formatAmount(remaining, charge.currency)})`,
      'amount_too_large',
      'amount',
    );
  }
  const reason = optionalString(params, 'reason');
  if (reason !== undefined && !reasons.includes(reason)) {
    throw invalidRequest(`Invalid reason: must be one of ${reasons.join(', ')}`, 'parameter_invalid_string', 'reason');
  }

  const refund: Stripe.Refund = {
    id: newId('re'),
    object: 'refund',
    amount,
    balance_transaction: null,
    charge: charge.id,
    created: nowSeconds(),
    currency: charge.currency,
    customer: null,
    customer_account: null,
    metadata: mergeMetadata({}, readMetadata(params) ?? null),
    payment_intent: charge.payment_intent,
    payment_method: charge.payment_method,
    reason: (reason ?? null) as Stripe.Refund.Reason | null,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  };
  ctx.store.refunds.set(refund.id, refund);
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded === charge.amount_captured;
  ctx.events.record('charge.refunded', charge, ctx.request);
  return refund;
}

export function getRefund(ctx: ApiContext, id: string): Stripe.Refund {
  const refund = ctx.store.refunds.get(id);
  if (!refund) throw resourceMissing('refund', id, 'id');
  return refund;
}
