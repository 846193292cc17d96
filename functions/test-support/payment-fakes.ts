import type { Promo } from '../../shared/cart/promo-codes';
import type { Order, Product } from '../../shared/types';
import type { IntentView, PaymentGateway } from '../payments/payment-gateway';
import type { CompletionResult, OpenCheckout, PaymentRecord } from '../repositories/checkouts';
import { type OrderRecord, toOrderRecord } from '../repositories/orders';

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
      intents.set(id, { id, status: 'requires_payment_method', amount: amountCents, currency: 'usd', orderId, ours: true, paymentMethodType: 'card' });
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

/** Checkouts, orders, stock and cart lines in memory, with the table's conditions. */
export function fakeCheckoutStore(products: Product[], promos: Promo[] = []) {
  const orders = new Map<string, OrderRecord>();
  const pointers = new Map<string, OpenCheckout>();
  const stock = new Map(products.map((p) => [p.product_id, p.stock_quantity]));
  const cartLines = new Set<string>();
  const mails: string[] = [];
  return {
    orders, pointers, stock, cartLines, mails,
    getProduct: async (id: string) => {
      const product = products.find((p) => p.product_id === id);
      return product && { ...product, stock_quantity: stock.get(id) ?? 0 };
    },
    getPromo: async (code: string) => promos.find((p) => p.code === code.trim().toUpperCase()) ?? null,
    getOpenCheckout: async (userId: string) => pointers.get(userId),
    startCheckout: async (order: Order) => {
      orders.set(order.id, { ...toOrderRecord(order), type: 'checkout' });
      pointers.set(order.userId, { orderId: order.id, paymentId: null });
    },
    setCheckoutPayment: async (userId: string, orderId: string, paymentId: string) => {
      orders.get(orderId)!.paymentId = paymentId;
      pointers.set(userId, { orderId, paymentId });
    },
    discardCheckout: async (userId: string, orderId: string) => {
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
      if (record.items.some((line) => (stock.get(line.productId) ?? 0) < line.quantity)) return 'out-of-stock';
      for (const line of record.items) {
        stock.set(line.productId, stock.get(line.productId)! - line.quantity);
        cartLines.delete(`${record.userId}|${line.productId}`);
      }
      Object.assign(current, { type: 'order', status: 'confirmed', paymentStatus: 'paid', ...payment });
      mails.push(`confirmed:${record.id}`);
      return 'completed';
    },
    cancelRefundedCheckout: async (record: OrderRecord, payment: PaymentRecord, reason: string) => {
      const current = orders.get(record.id);
      if (current?.type !== 'checkout') return false;
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
