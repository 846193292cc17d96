import { randomUUID } from 'node:crypto';
import type * as z from 'zod/mini';
import { INVALID_PROMO_MESSAGE, type Promo } from '../../shared/cart/promo-codes';
import { DELIVERY_DAYS } from '../../shared/cart/shipping';
import { stockLimitMessage } from '../../shared/cart/quantity-rules';
import { cartTotals, totalsInDollars } from '../../shared/cart/totals';
import { CHECKOUT_MESSAGES } from '../../shared/cart/checkout-messages';
import { AppError } from '../../shared/errors';
import { fromCents, toCents } from '../../shared/format/money';
import { createOrderNumber } from '../../shared/orders/order-number';
import { formatShippingAddress } from '../../shared/orders/shipping-address-text';
import type { paymentIntentInput } from '../../shared/routes/payments';
import type { Order, Product, SessionUser, ShippingAddress } from '../../shared/types';
import { log } from '../commons/logger';
import type { PaymentGateway } from '../payments/payment-gateway';
import type { OpenCheckout } from '../repositories/checkouts';

export type PaymentIntentRequest = z.output<typeof paymentIntentInput>;

/** The message for client figures that differ from the server's. */
export const PRICES_CHANGED_MESSAGE = 'The prices in your cart have changed. Please review your cart and try again.';

export interface CheckoutDeps {
  getProduct(productId: string): Promise<Product | undefined>;
  getPromo(code: string): Promise<Promo | null>;
  getOpenCheckout(userId: string): Promise<OpenCheckout | undefined>;
  startCheckout(order: Order, now: Date): Promise<void>;
  setCheckoutPayment(userId: string, orderId: string, paymentId: string): Promise<void>;
  discardCheckout(userId: string, orderId: string): Promise<void>;
  payments: PaymentGateway;
  now?: () => Date;
  newId?: () => string;
}

/**
 * Checkout: prices the request from stored prices, the stored promo and the shared rules, refuses
 * client figures that differ, stores the unpaid checkout (replacing the customer's previous one)
 * and opens a PaymentIntent for the server's total.
 */
export function createCheckoutService(deps: CheckoutDeps) {
  const now = deps.now ?? (() => new Date());
  const newId = deps.newId ?? (() => randomUUID());

  async function promoOf(code: string | null | undefined): Promise<Promo | null> {
    if (!code) return null;
    const promo = await deps.getPromo(code);
    if (!promo) throw new AppError('VALIDATION', INVALID_PROMO_MESSAGE, { fieldErrors: { promoCode: INVALID_PROMO_MESSAGE } });
    return promo;
  }

  /** The in-stock lines priced from the catalogue; an out-of-stock line is neither charged nor ordered. */
  async function pricedLines(items: PaymentIntentRequest['items']) {
    const merged = new Map<string, number>();
    for (const item of items) merged.set(item.productId, (merged.get(item.productId) ?? 0) + item.quantity);
    const products = await Promise.all([...merged.keys()].map((id) => deps.getProduct(id)));
    const lines = [...merged].map(([productId, quantity], i) => {
      const product = products[i];
      if (!product) throw new AppError('VALIDATION', 'A product in your cart is no longer available. Please review your cart.', { productId });
      return { product, quantity, inStock: product.stock_quantity > 0, price: product.retail_price };
    });
    const inStock = lines.filter((line) => line.inStock);
    if (!inStock.length) throw new AppError('VALIDATION', CHECKOUT_MESSAGES.noItemsForCheckout);
    for (const line of inStock) {
      if (line.quantity > line.product.stock_quantity) {
        throw new AppError('OUT_OF_STOCK', `${line.product.name}: ${stockLimitMessage(line.product.stock_quantity)}`, {
          productId: line.product.product_id, available: line.product.stock_quantity,
        });
      }
    }
    return { lines: inStock, clientPrices: new Map(items.map((item) => [item.productId, item.price])) };
  }

  async function replaceOpenCheckout(userId: string): Promise<void> {
    const open = await deps.getOpenCheckout(userId);
    if (!open) return;
    // An intent that can no longer be cancelled is being paid: leave its checkout to complete.
    if (open.paymentId && !(await deps.payments.cancelIntent(open.paymentId))) return;
    await deps.discardCheckout(userId, open.orderId);
  }

  return {
    async createPaymentIntent(user: SessionUser, request: PaymentIntentRequest) {
      const promo = await promoOf(request.promoCode);
      const { lines, clientPrices } = await pricedLines(request.items);
      const totals = cartTotals(lines, promo);
      const figures = totalsInDollars(totals);
      const clientFigures = { subtotal: request.subtotal, promoDiscount: request.promoDiscount, shipping: request.shipping, tax: request.tax, total: request.total };
      const differs = (Object.keys(figures) as (keyof typeof figures)[]).some((key) => toCents(figures[key]) !== toCents(clientFigures[key]))
        || lines.some((line) => toCents(clientPrices.get(line.product.product_id) ?? -1) !== toCents(line.price));
      if (differs) throw new AppError('CONFLICT', PRICES_CHANGED_MESSAGE, { expected: figures });

      await replaceOpenCheckout(user.id);

      const at = now();
      const id = newId();
      const address = request.shippingAddress as ShippingAddress;
      const order: Order = {
        id, _id: id, orderId: createOrderNumber(at, crypto.getRandomValues(new Uint8Array(6))), userId: user.id,
        status: 'pending', date: at.toISOString(), createdAt: at.toISOString(), orderDate: at.toISOString(), updatedAt: at.toISOString(),
        items: lines.map((line, i) => ({
          _id: `${id}-${i + 1}`, productId: line.product.product_id, name: line.product.name, productName: line.product.name,
          image: line.product.image_url, quantity: line.quantity, price: line.price,
          totalPrice: fromCents(toCents(line.price) * line.quantity),
        })),
        ...figures, promoCode: promo?.code ?? null,
        shippingAddress: address, customerName: address.fullName, country: address.country,
        address: formatShippingAddress({ ...address, fullName: null }),
        estimatedDelivery: new Date(at.getTime() + DELIVERY_DAYS * 24 * 3600 * 1000).toISOString(),
        trackingNumber: null, paymentMethod: 'card', paymentStatus: 'pending', paymentId: null,
      };
      await deps.startCheckout(order, at);
      let intent: { id: string; clientSecret: string };
      try {
        intent = await deps.payments.createIntent({
          orderId: id, userId: user.id, amountCents: totals.totalCents, email: address.email,
          description: `Maison order ${order.orderId}`,
        });
      } catch (error) {
        log.error('payment intent not created', { orderId: id, error });
        await deps.discardCheckout(user.id, id);
        throw new AppError('PAYMENT_UNAVAILABLE', 'The payment service is not available right now. Please try again in a moment.');
      }
      await deps.setCheckoutPayment(user.id, id, intent.id);
      return { success: true as const, clientSecret: intent.clientSecret, orderId: id, message: 'Payment initialized' };
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
