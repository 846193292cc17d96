import { AppError } from '@shared/errors';
import type { Order } from '@shared/types';
import { log } from '../commons/logger';
import type { IntentView, PaymentGateway } from '../payments/payment-gateway';
import type { CompletionResult, PaymentRecord } from '../repositories/checkouts';
import { fromOrderRecord, type OrderRecord } from '../repositories/orders';

/** Why the shop cancels a paid order whose stock ran out between checkout and payment. */
export const SOLD_OUT_REASON =
  'An item in your order sold out before your payment went through, so we cancelled the order and refunded your payment in full.';
/** Why the shop cancels a paid order whose promo code could no longer be used when its late payment arrived. */
const PROMO_GONE_REASON =
  'Your promo code could no longer be used when your payment went through (your checkout had expired), so we cancelled the order and refunded your payment in full.';
/** Why the shop refunds a payment that does not match its order. */
export const MISMATCH_REASON = 'The payment did not match the order total, so we cancelled the order and refunded your payment in full.';

/** What settling a succeeded payment reads and writes: the order, its completion or cancellation, and a refund. */
interface SettleDeps {
  getOrderRecord(id: string): Promise<OrderRecord | undefined>;
  completeCheckout(record: OrderRecord, payment: PaymentRecord, now: Date): Promise<CompletionResult>;
  cancelRefundedCheckout(record: OrderRecord, payment: PaymentRecord, reason: string, now: Date): Promise<boolean>;
  payments: PaymentGateway;
  now?: () => Date;
}

/** The provider's other events: a declined payment, a cancelled intent, a refund. */
interface CompletionDeps extends SettleDeps {
  recordPaymentFailure(orderId: string, message: string, now: Date): Promise<void>;
  /** Gives a checkout's held stock and promo claim back, once (its intent was cancelled). */
  releaseHold(record: OrderRecord, now: Date): Promise<boolean>;
  /** Records a paid order's refund once (repositories/order-status.ts). */
  recordRefund(record: OrderRecord, now: Date): Promise<boolean>;
}

/** What became of a succeeded payment; `not-ours`: another deployment's or another app's payment, left alone. */
export type SettleOutcome = 'confirmed' | 'already-settled' | 'refunded' | 'not-paid' | 'not-ours';

/** Settles a succeeded payment: its checkout becomes the order, or the payment is refunded. */
function createSettle(deps: SettleDeps) {
  const now = deps.now ?? (() => new Date());

  async function refundAndCancel(record: OrderRecord | undefined, intent: IntentView, reason: string): Promise<SettleOutcome> {
    await deps.payments.refund(intent.id, reason);
    if (record) await deps.cancelRefundedCheckout(record, { paymentId: intent.id, paymentMethod: intent.paymentMethodType }, reason, now());
    log.warn('payment refunded', { paymentId: intent.id, orderId: record?.id ?? intent.orderId, reason });
    return 'refunded';
  }

  async function settle(intent: IntentView): Promise<SettleOutcome> {
    if (intent.status !== 'succeeded') return 'not-paid';
    const record = intent.orderId ? await deps.getOrderRecord(intent.orderId) : undefined;
    // An intent made before intents were marked is ours when its order names it as its payment.
    if (!intent.ours && !(record && record.paymentId === intent.id)) {
      log.info('payment of another shop or app left alone', { paymentId: intent.id });
      return 'not-ours';
    }
    if (!record) return refundAndCancel(undefined, intent, 'No order matches this payment.');
    if (record.type === 'order') {
      if (record.paymentId === intent.id) return 'already-settled';
      // A second payment for an order settled by another one.
      await deps.payments.refund(intent.id, 'The order was already paid.');
      return 'refunded';
    }
    if (intent.amount !== record.totalCents || intent.currency.toLowerCase() !== 'usd')
      return refundAndCancel(record, intent, MISMATCH_REASON);
    const payment = { paymentId: intent.id, paymentMethod: intent.paymentMethodType };
    const result = await deps.completeCheckout(record, payment, now());
    if (result === 'completed') {
      log.info('order confirmed', { orderId: record.id, paymentId: intent.id });
      return 'confirmed';
    }
    if (result === 'already-settled') return 'already-settled';
    return refundAndCancel(record, intent, result === 'promo-refused' ? PROMO_GONE_REASON : SOLD_OUT_REASON);
  }

  return settle;
}

/**
 * The provider's events for a payment (the webhook). A success takes the one completion path
 * confirm-payment takes too, whichever comes first; the second finds the order settled and changes nothing. The invariant:
 * every succeeded payment ends in exactly one confirmed order or a refund, and stock never goes
 * below zero (the completion writes it under `stock >= qty`).
 */
export function createPaymentCompletion(deps: CompletionDeps) {
  const now = deps.now ?? (() => new Date());
  const settle = createSettle(deps);

  return {
    settle,

    /**
     * A cancelled intent (replaced by a new checkout, or cancelled at the provider): its checkout's
     * held stock and promo claim go back, once.
     */
    async canceled(intent: IntentView): Promise<void> {
      if (!intent.ours || !intent.orderId) return;
      const record = await deps.getOrderRecord(intent.orderId);
      if (record?.type === 'checkout' && record.paymentId === intent.id && record.holdState === 'held')
        await deps.releaseHold(record, now());
    },

    /** A declined payment: noted on the unpaid checkout, which keeps its hold; the cart stays as it is. */
    async failed(intent: IntentView): Promise<void> {
      if (intent.ours && intent.orderId) await deps.recordPaymentFailure(intent.orderId, intent.lastError ?? 'The payment failed.', now());
    },

    /**
     * A full refund at the provider: a paid order becomes refunded and the customer is told once.
     * It also completes an admin's cancellation whose refund went through but was not yet recorded.
     */
    async refunded(intentId: string): Promise<void> {
      const intent = await deps.payments.retrieveIntent(intentId);
      const record = intent.orderId ? await deps.getOrderRecord(intent.orderId) : undefined;
      // The order must name this very intent as its payment: a refund of anyone else's payment changes nothing here.
      if (record?.type === 'order' && record.paymentId === intentId) await deps.recordRefund(record, now());
    },
  };
}

/** confirm-payment: the caller's own order, paid by the intent named, settled as the webhook would; answers the order as it now is. */
export function createPaymentConfirmation(deps: SettleDeps) {
  const settle = createSettle(deps);

  return async function confirmForCustomer(
    userId: string,
    orderId: string,
    paymentIntentId: string,
  ): Promise<{ success: true; order: Order; message: string }> {
    const record = await deps.getOrderRecord(orderId);
    if (!record || record.userId !== userId) throw new AppError('NOT_FOUND', 'Order not found');
    let intent: IntentView;
    try {
      intent = await deps.payments.retrieveIntent(paymentIntentId);
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 404) throw new AppError('NOT_FOUND', 'Payment not found');
      throw error;
    }
    if (intent.orderId !== orderId || (!intent.ours && record.paymentId !== intent.id)) {
      throw new AppError('VALIDATION', 'This payment does not belong to this order.');
    }
    if (intent.status === 'processing') throw new AppError('CONFLICT', 'Payment is being processed. Please wait...');
    if (intent.status !== 'succeeded')
      throw new AppError('CONFLICT', 'The payment has not succeeded yet.', { paymentStatus: intent.status });
    await settle(intent);
    const settled = await deps.getOrderRecord(orderId);
    if (!settled || settled.type !== 'order') throw new Error(`Order ${orderId} was not settled by its succeeded payment`);
    if (settled.status === 'cancelled')
      throw new AppError('CONFLICT', settled.cancelReason ?? 'The order was cancelled and your payment refunded.');
    return { success: true, order: fromOrderRecord(settled), message: 'Payment confirmed' };
  };
}
