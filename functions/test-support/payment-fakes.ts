import { normalizePromoCode, promotionRules } from '@shared/cart/promo-codes';
import type { Order, Product } from '@shared/types';
import type { IntentView, PaymentGateway } from '../payments/payment-gateway';
import type { CompletionResult, HoldOutcome, OpenCheckout, PaymentRecord } from '../repositories/checkouts';
import { type OrderRecord, toOrderRecord } from '../repositories/orders';
import type { PromoClaim, StoredPromotion } from '../repositories/promos';
import type { TransactItem } from '../repositories/transact';
import { createPromoCheck } from '../services/promo-check';

/** A promotion as stored, with defaults: a 10 % code with no limits, active, unused. */
export function aPromotion(fields: Partial<StoredPromotion> & { code: string }): StoredPromotion {
  return {
    ...promotionRules({ code: fields.code }),
    uses: 0,
    claimed: 0,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...fields,
  };
}

/** A payment provider in memory: intents, their states, refunds, and a switch to make it fail. */
export function fakePayments() {
  const intents = new Map<string, IntentView & { canceled?: boolean }>();
  const refunds: string[] = [];
  let next = 0;
  const state = { down: false };
  const gateway: PaymentGateway = {
    async createIntent({ orderId, amountCents }) {
      if (state.down) throw new Error('provider down');
      const id = `pi_${++next}`;
      intents.set(id, {
        id,
        status: 'requires_payment_method',
        amount: amountCents,
        currency: 'usd',
        orderId,
        ours: true,
        paymentMethodType: 'card',
      });
      return { id, clientSecret: `${id}_secret_x` };
    },
    async retrieveIntent(id) {
      const intent = intents.get(id);
      if (!intent) throw Object.assign(new Error('No such intent'), { statusCode: 404 });
      return { ...intent };
    },
    async cancelIntent(id) {
      const intent = intents.get(id)!;
      if (intent.status === 'succeeded' || intent.status === 'processing') return false;
      intent.status = 'canceled';
      return true;
    },
    async refund(intentId) {
      if (!refunds.includes(intentId)) refunds.push(intentId);
    },
  };
  return { gateway, intents, refunds, state, succeed: (id: string) => (intents.get(id)!.status = 'succeeded') };
}

/**
 * Checkouts, orders, stock, holds, promotions and cart lines in memory, with the table's
 * conditions: a hold takes stock (never below zero) and a promo claim (never past `maxUses`),
 * and gives them back once.
 */
export function fakeCheckoutStore(products: Product[], promos: StoredPromotion[] = []) {
  const orders = new Map<string, OrderRecord>();
  const pointers = new Map<string, OpenCheckout>();
  const stock = new Map(products.map((p) => [p.product_id, p.stock_quantity]));
  const promotions = new Map(promos.map((p) => [p.code, { ...p }]));
  const cartLines = new Set<string>();
  const mails: string[] = [];
  const giveBack = (record: OrderRecord) => {
    for (const line of record.items) stock.set(line.productId, (stock.get(line.productId) ?? 0) + line.quantity);
    const promo = record.promoClaim && promotions.get(record.promoClaim.code);
    if (promo) promo.claimed -= 1;
  };
  const releaseHold = async (record: OrderRecord) => {
    const current = orders.get(record.id);
    if (current?.type !== 'checkout' || current.holdState !== 'held') return false;
    giveBack(current);
    current.holdState = 'released';
    return true;
  };
  return {
    orders,
    pointers,
    stock,
    promotions,
    cartLines,
    mails,
    getProduct: async (id: string) => {
      const product = products.find((p) => p.product_id === id);
      return product && { ...product, stock_quantity: stock.get(id) ?? 0 };
    },
    promoCheck: createPromoCheck({
      getPromotion: async (code: string) => promotions.get(normalizePromoCode(code)),
      customerClaims: async () => 0,
      hasPaidOrder: async () => false,
    }),
    claimParts: (promotion: StoredPromotion): { parts: TransactItem[]; claim: PromoClaim } => ({
      parts: [],
      claim: { code: promotion.code, perCustomer: false },
    }),
    getOpenCheckout: async (userId: string) => pointers.get(userId),
    startCheckout: async (order: Order, _now: Date, hold: { until: Date; promo?: { claim: PromoClaim } }): Promise<HoldOutcome> => {
      const shortProducts = order.items.filter((line) => (stock.get(line.productId) ?? 0) < line.quantity).map((line) => line.productId);
      const promo = hold.promo && promotions.get(hold.promo.claim.code);
      const promoRefused = Boolean(hold.promo && (!promo || (promo.maxUses !== null && promo.claimed >= promo.maxUses)));
      if (shortProducts.length || promoRefused) return { held: false, shortProducts, promoRefused };
      for (const line of order.items) stock.set(line.productId, stock.get(line.productId)! - line.quantity);
      if (promo) promo.claimed += 1;
      orders.set(order.id, {
        ...toOrderRecord(order),
        type: 'checkout',
        holdState: 'held',
        holdUntil: hold.until.toISOString(),
        ...(hold.promo ? { promoClaim: hold.promo.claim } : {}),
      });
      pointers.set(order.userId, { orderId: order.id, paymentId: null });
      return { held: true };
    },
    releaseHold,
    setCheckoutPayment: async (userId: string, orderId: string, paymentId: string) => {
      orders.get(orderId)!.paymentId = paymentId;
      pointers.set(userId, { orderId, paymentId });
    },
    discardCheckout: async (userId: string, orderId: string) => {
      const current = orders.get(orderId);
      if (current) await releaseHold(current);
      if (orders.get(orderId)?.type === 'checkout') orders.delete(orderId);
      if (pointers.get(userId)?.orderId === orderId) pointers.delete(userId);
    },
    getOrderRecord: async (id: string) => {
      const record = orders.get(id);
      return record && structuredClone(record);
    },
    completeCheckout: async (record: OrderRecord, payment: PaymentRecord): Promise<CompletionResult> => {
      const current = orders.get(record.id);
      if (current?.type !== 'checkout') return 'already-settled';
      // A held checkout's stock is taken already; one whose hold was released takes it again, if it is there.
      if (current.holdState !== 'held') {
        if (record.items.some((line) => (stock.get(line.productId) ?? 0) < line.quantity)) return 'out-of-stock';
        for (const line of record.items) stock.set(line.productId, stock.get(line.productId)! - line.quantity);
      }
      const promo = current.promoClaim && promotions.get(current.promoClaim.code);
      if (promo) {
        if (current.holdState !== 'held') promo.claimed += 1;
        promo.uses += 1;
      }
      delete current.holdState;
      for (const line of record.items) cartLines.delete(`${record.userId}|${line.productId}`);
      Object.assign(current, { type: 'order', status: 'confirmed', paymentStatus: 'paid', ...payment });
      mails.push(`confirmed:${record.id}`);
      return 'completed';
    },
    cancelRefundedCheckout: async (record: OrderRecord, payment: PaymentRecord, reason: string) => {
      const current = orders.get(record.id);
      if (current?.type !== 'checkout') return false;
      if (current.holdState === 'held') giveBack(current);
      delete current.holdState;
      Object.assign(current, { type: 'order', status: 'cancelled', paymentStatus: 'refunded', cancelReason: reason, ...payment });
      mails.push(`refunded:${record.id}`);
      return true;
    },
    recordPaymentFailure: async (orderId: string, message: string) => {
      const current = orders.get(orderId);
      if (current?.type === 'checkout') Object.assign(current, { paymentStatus: 'failed', paymentError: message });
    },
    recordRefund: async (record: OrderRecord) => {
      const current = orders.get(record.id);
      if (current?.type !== 'order' || current.paymentStatus !== 'paid' || current.status !== record.status) return false;
      current.paymentStatus = 'refunded';
      mails.push(`${record.status === 'cancelled' ? 'cancelled' : 'refunded'}:${record.id}`);
      return true;
    },
  };
}
