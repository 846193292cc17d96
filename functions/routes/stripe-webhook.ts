import type Stripe from 'stripe';
import { AppError } from '@shared/errors';
import { paymentRoutes } from '@shared/routes/payments';
import { defineHandler } from '../commons/define-handler';
import { log } from '../commons/logger';
import { intentView, stripeGateway } from '../payments/payment-gateway';
import { stripeClient } from '../payments/stripe-client';
import { stripeSettings } from '../payments/stripe-settings';
import {
  cancelRefundedCheckout,
  completeCheckout,
  eventSeen,
  recordPaymentFailure,
  releaseHold,
  rememberEvent,
} from '../repositories/checkouts';
import { recordRefund } from '../repositories/order-status';
import { getOrderRecord } from '../repositories/orders';
import { reclaimPromo } from '../repositories/promos';
import { createPaymentCompletion } from '../services/payment-completion';

const paymentCompletion = createPaymentCompletion({
  completeCheckout: (record, payment, now) => completeCheckout(record, payment, now, reclaimPromo),
  cancelRefundedCheckout,
  recordPaymentFailure,
  releaseHold,
  getOrderRecord,
  recordRefund,
  payments: stripeGateway,
});

/**
 * Stripe's events, verified on the raw body. Each is applied through the same idempotent
 * completion as confirm-payment, so repeats and out-of-order deliveries change nothing; an
 * error answers 500 and Stripe delivers again.
 */
export const handler = defineHandler(paymentRoutes.stripeWebhook, async ({ headers, rawBody }) => {
  const { webhookSecret } = await stripeSettings();
  if (!webhookSecret) throw new AppError('BAD_REQUEST', 'Webhooks are not accepted: no signing secret is configured.');
  const signature = headers['stripe-signature'];
  if (!signature) throw new AppError('BAD_REQUEST', 'The Stripe-Signature header is missing.');
  const stripe = await stripeClient();
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
  } catch {
    throw new AppError('BAD_REQUEST', 'The webhook signature is not valid.');
  }
  if (await eventSeen(event.id)) return { received: true as const };
  switch (event.type) {
    case 'payment_intent.succeeded':
      await paymentCompletion.settle(intentView(event.data.object));
      break;
    case 'payment_intent.payment_failed':
      await paymentCompletion.failed(intentView(event.data.object));
      break;
    case 'payment_intent.canceled':
      await paymentCompletion.canceled(intentView(event.data.object));
      break;
    case 'charge.refunded': {
      const charge = event.data.object;
      const intentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
      if (intentId && charge.refunded) await paymentCompletion.refunded(intentId);
      break;
    }
    default:
      log.info('webhook event ignored', { type: event.type, id: event.id });
  }
  await rememberEvent(event.id);
  return { received: true as const };
});
