import type Stripe from 'stripe';
import type { ApiContext } from './api-context';
import { createCharge } from './charges';
import type { Params } from './form-params';
import { confirmableStatuses, publishableView } from './payment-intent-object';
import { readIntentOptions } from './payment-intent-options';
import { checkParamNames, optionalHash, optionalString } from './params';
import { createPaymentMethod, resolvePaymentMethod } from './payment-methods';
import { snapshot, type StoredPaymentMethod } from './store';
import { cardError, invalidRequest, unexpectedState } from './stripe-errors';

const confirmNames = {
  supported: ['payment_method', 'payment_method_data', 'receipt_email', 'shipping', 'return_url', 'expand'],
  // `client_secret` and `expected_payment_method_type` are what Stripe.js adds from the browser.
  ignored: [
    'client_secret',
    'expected_payment_method_type',
    'use_stripe_sdk',
    'error_on_requires_action',
    'off_session',
    'payment_method_options',
    'radar_options',
    'mandate_data',
    'setup_future_usage',
    'capture_method',
  ],
  unsupported: [
    'amount_details',
    'amount_to_confirm',
    'confirmation_token',
    'hooks',
    'mandate',
    'payment_details',
    'allowed_payment_method_types',
    'excluded_payment_method_types',
  ],
};

/** Stripe.js sends these inside `payment_method_data` alongside the card; they change nothing here. */
const browserExtras = [
  'payment_user_agent',
  'time_on_page',
  'guid',
  'muid',
  'sid',
  'referrer',
  'pasted_fields',
  'client_attribution_metadata',
];

function choosePaymentMethod(ctx: ApiContext, intent: Stripe.PaymentIntent, params: Params): StoredPaymentMethod {
  const id = optionalString(params, 'payment_method');
  const data = optionalHash(params, 'payment_method_data');
  if (id && data) {
    throw invalidRequest('You cannot specify both payment_method and payment_method_data.', undefined, 'payment_method_data');
  }
  if (data) {
    const cardData: Params = { ...data };
    for (const name of browserExtras) delete cardData[name];
    return createPaymentMethod(ctx.store, cardData, 'payment_method_data');
  }
  if (id) return resolvePaymentMethod(ctx.store, id);
  if (intent.payment_method) return resolvePaymentMethod(ctx.store, String(intent.payment_method));
  throw unexpectedState(
    "You cannot confirm this PaymentIntent because it's missing a payment method. You can either update the " +
      'PaymentIntent with a payment method and then confirm it again, or confirm it again directly with a payment method.',
  );
}

function checkConfirmable(intent: Stripe.PaymentIntent): void {
  if (intent.status === 'succeeded') {
    throw unexpectedState('You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.');
  }
  if (!confirmableStatuses.includes(intent.status)) {
    throw unexpectedState(
      `You cannot confirm this PaymentIntent because it has a status of ${intent.status}. ` +
        `Only a PaymentIntent with one of the following statuses may be confirmed: ${confirmableStatuses.join(', ')}.`,
    );
  }
}

/**
 * POST /v1/payment_intents/:id/confirm, from the server (secret key) or the browser
 * (publishable key + client secret, checked by the caller). A good card charges at once
 * (`succeeded`); a declined one leaves the intent `requires_payment_method` with
 * `last_payment_error` and answers 402 card_error, as Stripe does. Either way an event follows.
 */
export function confirmPaymentIntent(
  ctx: ApiContext,
  intent: Stripe.PaymentIntent,
  params: Params,
  options: { publishable: boolean },
): Stripe.PaymentIntent {
  checkParamNames(params, confirmNames);
  checkConfirmable(intent);
  const pm = choosePaymentMethod(ctx, intent, params);
  Object.assign(intent, readIntentOptions({ ...pickDefined(params, ['receipt_email', 'shipping']) }, intent));
  const charge = createCharge(ctx.store, intent, pm);
  intent.latest_charge = charge.id;

  if (!pm.decline) {
    Object.assign(intent, {
      status: 'succeeded',
      amount_received: intent.amount,
      payment_method: pm.object.id,
      last_payment_error: null,
    } satisfies Partial<Stripe.PaymentIntent>);
    ctx.events.record('payment_intent.succeeded', intent, ctx.request);
    return intent;
  }

  const decline = pm.decline;
  const lastError: Stripe.PaymentIntent.LastPaymentError = {
    type: 'card_error',
    code: decline.code as Stripe.PaymentIntent.LastPaymentError.Code,
    ...(decline.declineCode ? { decline_code: decline.declineCode } : {}),
    ...(decline.param ? { param: decline.param } : {}),
    message: decline.message,
    charge: charge.id,
    doc_url: `https://stripe.com/docs/error-codes/${decline.code.replaceAll('_', '-')}`,
    payment_method: snapshot(pm.object),
  };
  // Stripe detaches the failed payment method so the customer must supply another one.
  Object.assign(intent, { status: 'requires_payment_method', payment_method: null, last_payment_error: lastError });
  ctx.events.record('payment_intent.payment_failed', intent, ctx.request);
  throw cardError(decline.message, decline.code, {
    ...(decline.declineCode ? { declineCode: decline.declineCode } : {}),
    ...(decline.param ? { param: decline.param } : {}),
    extra: {
      charge: charge.id,
      payment_intent: options.publishable ? publishableView(intent) : snapshot(intent),
      payment_method: snapshot(pm.object),
    },
  });
}

function pickDefined(params: Params, names: readonly string[]): Params {
  const picked: Params = {};
  for (const name of names) {
    const value = params[name];
    if (value !== undefined) picked[name] = value;
  }
  return picked;
}
