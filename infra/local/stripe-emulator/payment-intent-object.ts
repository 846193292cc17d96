import type Stripe from 'stripe';
import { newClientSecret, newId, nowSeconds } from './ids';

/** A new PaymentIntent as Stripe first answers it, before the caller's options are applied. */
export function blankPaymentIntent(amount: number, currency: string): Stripe.PaymentIntent {
  const id = newId('pi');
  return {
    id,
    object: 'payment_intent',
    allowed_payment_method_types: null,
    amount,
    amount_capturable: 0,
    amount_details: { tip: {} },
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: { allow_redirects: 'always', enabled: true },
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic_async',
    client_secret: newClientSecret(id),
    confirmation_method: 'automatic',
    created: nowSeconds(),
    currency,
    customer: null,
    customer_account: null,
    description: null,
    excluded_payment_method_types: null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    managed_payments: null,
    metadata: {},
    next_action: null,
    on_behalf_of: null,
    payment_method: null,
    payment_method_configuration_details: null,
    payment_method_options: {
      card: { installments: null, mandate_options: null, network: null, request_three_d_secure: 'automatic' },
    },
    payment_method_types: ['card'],
    payment_record: null,
    processing: null,
    receipt_email: null,
    review: null,
    setup_future_usage: null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'requires_payment_method',
    transfer_data: null,
    transfer_group: null,
  };
}

/** The fields Stripe returns when a PaymentIntent is read with a publishable key. */
const publishableFields = [
  'id',
  'object',
  'amount',
  'automatic_payment_methods',
  'canceled_at',
  'cancellation_reason',
  'capture_method',
  'client_secret',
  'confirmation_method',
  'created',
  'currency',
  'description',
  'last_payment_error',
  'livemode',
  'next_action',
  'payment_method',
  'payment_method_types',
  'processing',
  'receipt_email',
  'setup_future_usage',
  'shipping',
  'status',
] as const satisfies readonly (keyof Stripe.PaymentIntent)[];

/**
 * What a browser holding only the publishable key and client secret may see: no metadata, no
 * charges. Keeping the web to this subset locally keeps it honest for production.
 */
export function publishableView(intent: Stripe.PaymentIntent): Partial<Stripe.PaymentIntent> {
  const view: Record<string, unknown> = {};
  for (const field of publishableFields) view[field] = intent[field];
  return view as Partial<Stripe.PaymentIntent>;
}

/** Statuses from which Stripe lets an intent be confirmed, or its amount changed. */
export const confirmableStatuses: readonly string[] = ['requires_payment_method', 'requires_confirmation', 'requires_action'];

/** Statuses from which Stripe lets an intent be canceled. */
export const cancelableStatuses: readonly string[] = [
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
  'processing',
];
