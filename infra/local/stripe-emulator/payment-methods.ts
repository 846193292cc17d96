import { createHash } from 'node:crypto';
import type Stripe from 'stripe';
import { readBillingDetails } from './address-params';
import { readCardInput, type CardInput } from './card-input';
import type { Params } from './form-params';
import { newId, nowSeconds } from './ids';
import { checkParamNames, mergeMetadata, optionalHash, readMetadata, requiredString } from './params';
import type { EmulatorStore, StoredPaymentMethod } from './store';
import { invalidRequest, missingParam, resourceMissing } from './stripe-errors';
import { cardProfile, magicPaymentMethodNumber } from './test-cards';

const createNames = {
  supported: ['type', 'card', 'billing_details', 'metadata', 'expand'],
  ignored: ['allow_redisplay', 'radar_options'],
  unsupported: ['customer', 'payment_method'],
};

/** Stripe fingerprints a card number so the same card is recognisable without the number. */
const fingerprintOf = (number: string) => createHash('sha256').update(number).digest('base64url').slice(0, 16);

function buildPaymentMethod(
  store: EmulatorStore,
  input: CardInput,
  billingDetails: Stripe.PaymentMethod.BillingDetails,
  metadata: Record<string, string>,
): StoredPaymentMethod {
  const profile = cardProfile(input.number);
  const object: Stripe.PaymentMethod = {
    id: newId('pm'),
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: billingDetails,
    card: {
      brand: profile.brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: input.cvc ? 'unchecked' : null },
      country: profile.country,
      display_brand: profile.brand,
      exp_month: input.expMonth,
      exp_year: input.expYear,
      fingerprint: fingerprintOf(input.number),
      funding: profile.funding,
      generated_from: null,
      last4: input.number.slice(-4),
      networks: { available: [profile.brand], preferred: null },
      regulated_status: 'unregulated',
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: nowSeconds(),
    customer: null,
    customer_account: null,
    livemode: false,
    metadata,
    type: 'card',
  };
  const stored: StoredPaymentMethod = { object, ...(profile.decline ? { decline: profile.decline } : {}) };
  store.paymentMethods.set(object.id, stored);
  return stored;
}

/**
 * POST /v1/payment_methods, and `payment_method_data[...]` on confirm (`prefix` then names
 * the nesting in errors). Only cards exist here.
 */
export function createPaymentMethod(store: EmulatorStore, params: Params, prefix = ''): StoredPaymentMethod {
  checkParamNames(params, createNames, prefix);
  const at = (name: string) => (prefix ? `${prefix}[${name}]` : name);
  const type = requiredString(params, 'type', prefix);
  if (type !== 'card') {
    throw invalidRequest(`The local payment emulator only supports card payment methods, not ${type}.`, undefined, at('type'));
  }
  const card = optionalHash(params, 'card', prefix);
  if (!card) throw missingParam(at('card'));
  const input = readCardInput(card, at('card'));
  return buildPaymentMethod(store, input, readBillingDetails(params, prefix), mergeMetadata({}, readMetadata(params) ?? null));
}

const emptyBillingDetails: Stripe.PaymentMethod.BillingDetails = {
  address: null,
  email: null,
  name: null,
  phone: null,
  tax_id: null,
};

/**
 * A `payment_method` parameter: either a stored `pm_…` or one of Stripe's `pm_card_*` test ids,
 * which (as on Stripe) yields a fresh PaymentMethod each time it is used.
 */
export function resolvePaymentMethod(store: EmulatorStore, id: string, param = 'payment_method'): StoredPaymentMethod {
  const magicNumber = magicPaymentMethodNumber(id);
  if (magicNumber) {
    const nextYear = new Date().getUTCFullYear() + 1;
    return buildPaymentMethod(store, { number: magicNumber, expMonth: 12, expYear: nextYear }, emptyBillingDetails, {});
  }
  const stored = store.paymentMethods.get(id);
  if (!stored) throw resourceMissing('PaymentMethod', id, param);
  return stored;
}

export function getPaymentMethod(store: EmulatorStore, id: string): StoredPaymentMethod {
  const stored = store.paymentMethods.get(id);
  if (!stored) throw resourceMissing('payment_method', id, 'payment_method');
  return stored;
}
