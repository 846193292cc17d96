import type Stripe from 'stripe';
import { env } from '../commons/env';
import { stripeClient } from './stripe-client';

/** The metadata every intent the shop creates carries: the shop, and which deployment of it. */
const SHOP_METADATA_NAME = 'maison';

/** The mark of this deployment's intents, as it goes into an intent's metadata. */
const ourMark = () => ({ shop: SHOP_METADATA_NAME, stage: env.shopStage });

/**
 * Whether an intent is this deployment's: Stripe sends a whole account's events to every
 * endpoint, so another deployment's checkouts, payment links, invoices or a point of sale reach
 * this webhook too, and must be left alone.
 */
function isOurs(metadata: Record<string, string> | null | undefined, stage: string): boolean {
  return metadata?.shop === SHOP_METADATA_NAME && metadata.stage === stage;
}

/** A PaymentIntent as the shop reads it. */
export interface IntentView {
  id: string;
  status: string;
  amount: number;
  currency: string;
  /** The order the intent pays for (its metadata). */
  orderId?: string;
  /** Made by this deployment of the shop (its metadata says so); false for any other payment on the account. */
  ours: boolean;
  /** 'card', or whatever the provider says the customer paid with. */
  paymentMethodType: string;
  /** The provider's last decline message, when it failed. */
  lastError?: string;
}

/** What checkout needs from the payment provider; Stripe in production, the emulator locally, a fake in unit tests. */
export interface PaymentGateway {
  createIntent(input: {
    orderId: string;
    userId: string;
    amountCents: number;
    email: string;
    description: string;
  }): Promise<{ id: string; clientSecret: string }>;
  retrieveIntent(id: string): Promise<IntentView>;
  /** Cancels an unpaid intent; answers false when it can no longer be cancelled (it succeeded or is processing). */
  cancelIntent(id: string): Promise<boolean>;
  /** Refunds an intent in full, once however often it is called. */
  refund(intentId: string, reason: string): Promise<void>;
}

/** Reads an SDK PaymentIntent (from the API or a webhook event) as the shop's view. */
export function intentView(intent: Stripe.PaymentIntent): IntentView {
  const method = intent.payment_method;
  return {
    id: intent.id,
    status: intent.status,
    amount: intent.amount,
    currency: intent.currency,
    orderId: intent.metadata?.orderId || undefined,
    ours: isOurs(intent.metadata, env.shopStage),
    paymentMethodType: (typeof method === 'object' && method?.type) || intent.payment_method_types?.[0] || 'card',
    lastError: intent.last_payment_error?.message ?? undefined,
  };
}

/** The gateway over the Stripe SDK (pointed at the emulator on the laptop). */
export const stripeGateway: PaymentGateway = {
  async createIntent({ orderId, userId, amountCents, email, description }) {
    const stripe = await stripeClient();
    const intent = await stripe.paymentIntents.create(
      {
        amount: amountCents,
        currency: 'usd',
        allowed_payment_method_types: ['card'],
        metadata: { orderId, userId, ...ourMark() },
        description,
        receipt_email: email,
      },
      { idempotencyKey: `checkout-${orderId}` },
    );
    if (!intent.client_secret) throw new Error(`PaymentIntent ${intent.id} has no client secret`);
    return { id: intent.id, clientSecret: intent.client_secret };
  },

  async retrieveIntent(id) {
    const stripe = await stripeClient();
    return intentView(await stripe.paymentIntents.retrieve(id));
  },

  async cancelIntent(id) {
    const stripe = await stripeClient();
    try {
      await stripe.paymentIntents.cancel(id);
      return true;
    } catch (error) {
      const intent = await stripe.paymentIntents.retrieve(id).catch(() => undefined);
      if (intent && intent.status === 'canceled') return true;
      if (intent && (intent.status === 'succeeded' || intent.status === 'processing')) return false;
      throw error;
    }
  },

  async refund(intentId, reason) {
    const stripe = await stripeClient();
    try {
      await stripe.refunds.create(
        { payment_intent: intentId, reason: 'requested_by_customer', metadata: { reason: reason.slice(0, 450) } },
        { idempotencyKey: `refund-${intentId}` },
      );
    } catch (error) {
      // Refunded already (by an earlier attempt whose idempotency key expired, or at the provider).
      if ((error as { code?: string }).code === 'charge_already_refunded') return;
      throw error;
    }
  },
};
