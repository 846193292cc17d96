import * as z from 'zod/mini';
import { PROMO_CODE_MAX_LENGTH, type Promo } from '../cart/promo-codes';
import { MAX_CART_LINE_QUANTITY, QUANTITY_MESSAGES } from '../cart/quantity-rules';
import { shippingAddressSchema } from '../orders/shipping-address-schema';
import { returns, route, type TableNeeds } from '../route-kit';
import type { Order } from '../types';
import * as endpoints from './endpoints';

/** The most lines one checkout may hold (a transaction writes each line's stock and cart line). */
const MAX_CHECKOUT_LINES = 40;

const id = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .check(z.trim(), z.minLength(1, { error: `${name} is required` }), z.maxLength(200, { error: `${name} is too long` }));

const dollars = (name: string) =>
  z
    .number({ error: `${name} must be a number` })
    .check(z.gte(0, { error: `${name} must not be negative` }), z.lte(1_000_000, { error: `${name} is too large` }));

const promoCode = z
  .string({ error: 'Promo code is required' })
  .check(
    z.trim(),
    z.minLength(1, { error: 'Promo code is required' }),
    z.maxLength(PROMO_CODE_MAX_LENGTH, { error: 'Invalid promo code' }),
  );

/** The payment-intent request (spec 02 §3): the client's figures, which the server only checks against its own. */
export const paymentIntentInput = z.object({
  items: z
    .array(
      z.object({
        productId: id('Product id'),
        name: z.optional(z.string().check(z.maxLength(300))),
        quantity: z
          .int({ error: QUANTITY_MESSAGES.whole })
          .check(z.gte(1, { error: QUANTITY_MESSAGES.atLeastOne }), z.lte(MAX_CART_LINE_QUANTITY, { error: QUANTITY_MESSAGES.atMost })),
        price: dollars('Price'),
      }),
      { error: 'Items are required' },
    )
    .check(
      z.minLength(1, { error: 'Your cart is empty' }),
      z.maxLength(MAX_CHECKOUT_LINES, { error: `A checkout holds at most ${MAX_CHECKOUT_LINES} products` }),
    ),
  promoCode: z.optional(z.nullable(promoCode)),
  subtotal: dollars('Subtotal'),
  promoDiscount: dollars('Discount'),
  shipping: dollars('Shipping'),
  tax: dollars('Tax'),
  total: dollars('Total'),
  shippingAddress: shippingAddressSchema,
});

/** How the browser pays: Stripe's Payment Element with a publishable key, or the local emulator's card form. */
export interface PaymentConfig {
  provider: 'stripe' | 'emulator';
  publishableKey: string;
  /** Where the local card form reaches the emulator's Stripe-shaped API (same origin), for `emulator` only. */
  apiBase?: string;
}

/**
 * Checkouts (repositories/checkouts.ts): the customer's checkout pointer and cart lines
 * (USER#<id>), the order, the products' stock and the promotions' claims.
 */
const checkoutTable: TableNeeds = {
  actions: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem', 'ConditionCheckItem'],
  keys: ['USER#*', 'ORDER#*', 'PRODUCT#*', 'PROMO#*'],
};

/** A checkout's completion also queues the order's mail; the webhook also records the Stripe events it handled. */
const completionTable: TableNeeds = { ...checkoutTable, keys: [...checkoutTable.keys, 'OUTBOX#*'] };
const webhookTable: TableNeeds = { ...checkoutTable, keys: [...completionTable.keys, 'STRIPE_EVENT#*'] };

/** Checkout, promo codes and the payment provider's webhook. */
export const paymentRoutes = {
  /**
   * Checks a promo code against every rule of its promotion for the caller and their cart on the
   * server (case-insensitive): a refusal is a 400 naming the reason ("Invalid promo code" for an
   * unknown one); a cart below the code's minimum is told how much more to add. Checks are
   * budgeted per customer and per client (RATE# counters): over, a 429.
   */
  applyPromo: route({
    ...endpoints.applyPromo,
    access: 'user',
    input: z.object({ code: promoCode }),
    needs: { table: { actions: ['GetItem', 'Query', 'UpdateItem'], keys: ['PROMO#*', 'RATE#*', 'USER#*', 'PRODUCT#*'] } },
    response: returns<{ success: true; promo: Promo; message: string }>(),
  }),
  /** Which payment form the web shows and with which publishable key, decided at run time. */
  paymentConfig: route({
    ...endpoints.paymentConfig,
    access: 'public',
    needs: { payments: 'keys' },
    response: returns<PaymentConfig>(),
  }),
  /**
   * Prices the cart on the server, checks its promo code, stores the unpaid checkout holding its
   * stock and promo claim, and only then opens a PaymentIntent for it: lines that cannot be held
   * are a 409 `OUT_OF_STOCK` naming them with the stock left (`lines`), before any payment.
   * Budgeted per customer and per client (RATE# counters): over, a 429 before any Stripe call.
   */
  createPaymentIntent: route({
    ...endpoints.createPaymentIntent,
    access: 'user',
    input: paymentIntentInput,
    needs: { table: { actions: [...checkoutTable.actions, 'Query'], keys: [...checkoutTable.keys, 'RATE#*'] }, payments: 'sdk' },
    response: returns<{ success: true; clientSecret: string; orderId: string; message: string }>(),
  }),
  /** Completes the caller's paid order (the same idempotent completion as the webhook). */
  confirmPayment: route({
    ...endpoints.confirmPayment,
    access: 'user',
    input: z.object({ paymentIntentId: id('Payment intent id'), orderId: id('Order id') }),
    needs: { table: completionTable, payments: 'sdk' },
    response: returns<{ success: true; order: Order; message: string }>(),
  }),
  /** Stripe's signed events: succeeded, failed, canceled (the hold goes back), refunded. */
  stripeWebhook: route({
    ...endpoints.stripeWebhook,
    access: 'stripe-signature',
    needs: { table: webhookTable, payments: 'sdk' },
    response: returns<{ received: true }>(),
  }),
};
