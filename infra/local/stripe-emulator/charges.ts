import type Stripe from 'stripe';
import { newId, nowSeconds } from './ids';
import type { EmulatorStore, StoredPaymentMethod } from './store';
import { resourceMissing } from './stripe-errors';

/** The issuer's wording for a declined charge, as Stripe puts it in `outcome`. */
function outcomeOf(pm: StoredPaymentMethod): Stripe.Charge.Outcome {
  const decline = pm.decline;
  if (!decline) {
    return {
      advice_code: null,
      network_advice_code: null,
      network_decline_code: null,
      network_status: 'approved_by_network',
      reason: null,
      risk_level: 'normal',
      risk_score: 20,
      seller_message: 'Payment complete.',
      type: 'authorized',
    };
  }
  return {
    advice_code: null,
    network_advice_code: null,
    network_decline_code: null,
    network_status: decline.code === 'processing_error' ? 'not_sent_to_network' : 'declined_by_network',
    reason: decline.declineCode ?? decline.code,
    risk_level: 'normal',
    risk_score: 20,
    seller_message: 'The bank did not return any further details with this decline.',
    type: decline.code === 'processing_error' ? 'invalid' : 'issuer_declined',
  };
}

/**
 * The charge one confirmation produces: `succeeded` and captured in full for a good card,
 * `failed` with the decline's code and message otherwise.
 */
export function createCharge(store: EmulatorStore, intent: Stripe.PaymentIntent, pm: StoredPaymentMethod): Stripe.Charge {
  const card = pm.object.card;
  const failed = pm.decline !== undefined;
  const charge: Stripe.Charge = {
    id: newId('ch'),
    object: 'charge',
    amount: intent.amount,
    amount_captured: failed ? 0 : intent.amount,
    amount_refunded: 0,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: null,
    billing_details: pm.object.billing_details,
    calculated_statement_descriptor: intent.statement_descriptor ?? 'LOCAL TEST PAYMENT',
    captured: !failed,
    created: nowSeconds(),
    currency: intent.currency,
    customer: null,
    description: intent.description,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: pm.decline?.code ?? null,
    failure_message: pm.decline?.message ?? null,
    fraud_details: {},
    livemode: false,
    metadata: { ...intent.metadata },
    on_behalf_of: null,
    outcome: outcomeOf(pm),
    paid: !failed,
    payment_intent: intent.id,
    payment_method: pm.object.id,
    payment_method_details: card
      ? {
          type: 'card',
          card: {
            amount_authorized: failed ? null : intent.amount,
            authorization_code: failed ? null : '123456',
            brand: card.brand,
            checks: card.checks,
            country: card.country,
            exp_month: card.exp_month,
            exp_year: card.exp_year,
            fingerprint: card.fingerprint ?? null,
            funding: card.funding,
            installments: null,
            last4: card.last4,
            mandate: null,
            network: card.brand,
            network_transaction_id: failed ? null : '1234567890',
            regulated_status: 'unregulated',
            three_d_secure: null,
            transaction_link_id: null,
            electronic_commerce_indicator: null,
            wallet: null,
          },
        }
      : null,
    receipt_email: intent.receipt_email,
    receipt_number: null,
    receipt_url: null,
    refunded: false,
    review: null,
    shipping: intent.shipping,
    source: null,
    source_transfer: null,
    statement_descriptor: intent.statement_descriptor,
    statement_descriptor_suffix: intent.statement_descriptor_suffix,
    status: failed ? 'failed' : 'succeeded',
    transfer_data: null,
    transfer_group: null,
  };
  store.charges.set(charge.id, charge);
  return charge;
}

export function getCharge(store: EmulatorStore, id: string, param = 'id'): Stripe.Charge {
  const charge = store.charges.get(id);
  if (!charge) throw resourceMissing('charge', id, param);
  return charge;
}
