import type Stripe from 'stripe';
import { checkChargeAmount, normalizeCurrency } from './amount-rules';
import type { ApiContext } from './api-context';
import { confirmPaymentIntent } from './confirm-payment-intent';
import type { Params } from './form-params';
import { blankPaymentIntent, cancelableStatuses, confirmableStatuses } from './payment-intent-object';
import { readIntentOptions } from './payment-intent-options';
import { checkParamNames, optionalBoolean, optionalInteger, optionalString, requiredInteger, requiredString } from './params';
import { resolvePaymentMethod } from './payment-methods';
import { invalidRequest, resourceMissing, unexpectedState } from './stripe-errors';

/** Parameters Stripe reads at creation; other real ones are either ignored here or refused. */
const createNames = {
  supported: [
    'amount',
    'currency',
    'automatic_payment_methods',
    'allowed_payment_method_types',
    'excluded_payment_method_types',
    'payment_method_types',
    'capture_method',
    'confirm',
    'confirmation_method',
    'description',
    'metadata',
    'payment_method',
    'payment_method_data',
    'receipt_email',
    'return_url',
    'setup_future_usage',
    'shipping',
    'statement_descriptor',
    'statement_descriptor_suffix',
    'expand',
  ],
  ignored: [
    'error_on_requires_action',
    'off_session',
    'payment_method_options',
    'radar_options',
    'mandate_data',
    'transfer_group',
    'use_stripe_sdk',
  ],
  unsupported: [
    'amount_details',
    'application_fee_amount',
    'confirmation_token',
    'customer',
    'customer_account',
    'hooks',
    'mandate',
    'on_behalf_of',
    'payment_details',
    'payment_method_configuration',
    'transfer_data',
  ],
};

const updateNames = {
  supported: [
    'amount',
    'currency',
    'description',
    'metadata',
    'payment_method',
    'payment_method_types',
    'allowed_payment_method_types',
    'excluded_payment_method_types',
    'receipt_email',
    'setup_future_usage',
    'shipping',
    'statement_descriptor',
    'statement_descriptor_suffix',
    'capture_method',
    'expand',
  ],
  ignored: ['payment_method_options', 'transfer_group'],
  unsupported: createNames.unsupported.filter((name) => name !== 'confirmation_token' && name !== 'mandate'),
};

export function getPaymentIntent(ctx: ApiContext, id: string): Stripe.PaymentIntent {
  const intent = ctx.store.paymentIntents.get(id);
  if (!intent) throw resourceMissing('payment_intent', id, 'intent');
  return intent;
}

/** POST /v1/payment_intents; with `confirm=true` it goes straight on to confirmation. */
export function createPaymentIntent(ctx: ApiContext, params: Params): Stripe.PaymentIntent {
  checkParamNames(params, createNames);
  const amount = requiredInteger(params, 'amount', 1);
  const currency = normalizeCurrency(requiredString(params, 'currency'));
  checkChargeAmount(amount, currency);
  const intent = blankPaymentIntent(amount, currency);
  Object.assign(intent, readIntentOptions(params, intent));
  const paymentMethod = optionalString(params, 'payment_method');
  const confirm = optionalBoolean(params, 'confirm') ?? false;
  if (!confirm && params.payment_method_data !== undefined) {
    throw invalidRequest('payment_method_data can only be used when confirm=true.', undefined, 'payment_method_data');
  }
  if (paymentMethod && !confirm) {
    intent.payment_method = resolvePaymentMethod(ctx.store, paymentMethod).object.id;
    intent.status = 'requires_confirmation';
  }
  ctx.store.paymentIntents.set(intent.id, intent);
  if (confirm) {
    const confirmParams: Params = {};
    for (const name of ['payment_method', 'payment_method_data', 'return_url'] as const) {
      const value = params[name];
      if (value !== undefined) confirmParams[name] = value;
    }
    return confirmPaymentIntent(ctx, intent, confirmParams, { publishable: false });
  }
  return intent;
}

/**
 * POST /v1/payment_intents/:id. Metadata and descriptions may change at any time; the amount,
 * currency and payment method only while the intent is still awaiting payment, as on Stripe.
 */
export function updatePaymentIntent(ctx: ApiContext, id: string, params: Params): Stripe.PaymentIntent {
  const intent = getPaymentIntent(ctx, id);
  checkParamNames(params, updateNames);
  if (intent.status === 'canceled') {
    throw unexpectedState('You cannot update this PaymentIntent because it has a status of canceled.');
  }
  const amount = optionalInteger(params, 'amount', 1);
  const currencyText = optionalString(params, 'currency');
  const paymentMethod = optionalString(params, 'payment_method');
  const changesPayment =
    amount !== undefined ||
    currencyText !== undefined ||
    paymentMethod !== undefined ||
    params.payment_method_types !== undefined ||
    params.allowed_payment_method_types !== undefined;
  if (changesPayment && !confirmableStatuses.includes(intent.status)) {
    throw unexpectedState(
      `This PaymentIntent's amount could not be updated because it has a status of ${intent.status}. ` +
        `You may only update the amount of a PaymentIntent with one of the following statuses: ${confirmableStatuses.join(', ')}.`,
    );
  }
  const currency = currencyText === undefined ? intent.currency : normalizeCurrency(currencyText);
  checkChargeAmount(amount ?? intent.amount, currency);
  Object.assign(intent, readIntentOptions(params, intent), { amount: amount ?? intent.amount, currency });
  if (paymentMethod !== undefined) {
    intent.payment_method = paymentMethod ? resolvePaymentMethod(ctx.store, paymentMethod).object.id : null;
    intent.status = intent.payment_method ? 'requires_confirmation' : 'requires_payment_method';
  }
  return intent;
}

const cancellationReasons = ['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned'];

/** POST /v1/payment_intents/:id/cancel, announced as `payment_intent.canceled`. */
export function cancelPaymentIntent(ctx: ApiContext, id: string, params: Params): Stripe.PaymentIntent {
  const intent = getPaymentIntent(ctx, id);
  checkParamNames(params, { supported: ['cancellation_reason', 'expand'] });
  const reason = optionalString(params, 'cancellation_reason');
  if (reason !== undefined && !cancellationReasons.includes(reason)) {
    throw invalidRequest(
      `Invalid cancellation_reason: must be one of ${cancellationReasons.join(', ')}`,
      'parameter_invalid_string',
      'cancellation_reason',
    );
  }
  if (!cancelableStatuses.includes(intent.status)) {
    throw unexpectedState(
      `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. ` +
        `Only a PaymentIntent with one of the following statuses may be canceled: ${cancelableStatuses.join(', ')}.`,
    );
  }
  intent.status = 'canceled';
  intent.canceled_at = Math.floor(Date.now() / 1000);
  intent.cancellation_reason = (reason ?? null) as Stripe.PaymentIntent.CancellationReason | null;
  ctx.events.record('payment_intent.canceled', intent, ctx.request);
  return intent;
}
