import { randomUUID } from 'node:crypto';
import type * as z from 'zod/mini';
import { promoOf } from '@shared/cart/promo-codes';
import { DELIVERY_DAYS } from '@shared/cart/shipping';
import { type ShortLine, stockHoldMessage } from '@shared/cart/stock-hold';
import { cartTotals, totalsInDollars } from '@shared/cart/totals';
import { CHECKOUT_MESSAGES } from '@shared/cart/checkout-messages';
import { AppError } from '@shared/errors';
import { fromCents, toCents } from '@shared/format/money';
import { DEFAULT_SHOP_TIME_ZONE } from '@shared/format/shop-day';
import { createOrderNumber } from '@shared/orders/order-number';
import { formatShippingAddress } from '@shared/orders/shipping-address-text';
import type { paymentIntentInput } from '@shared/routes/payments';
import type { Order, Product, SessionUser, ShippingAddress } from '@shared/types';
import { log } from '../commons/logger';
import type { PaymentGateway } from '../payments/payment-gateway';
import type { HoldOutcome, OpenCheckout } from '../repositories/checkouts';
import type { PromoClaim, StoredPromotion } from '../repositories/promos';
import type { TransactItem } from '../repositories/transact';
import type { PromoCheck } from './promo-check';

export type PaymentIntentRequest = z.output<typeof paymentIntentInput>;

/** The message for client figures that differ from the server's. */
export const PRICES_CHANGED_MESSAGE = 'The prices in your cart have changed. Please review your cart and try again.';

/** How long a checkout holds its stock while the shopper pays, when no setting says otherwise. */
const DEFAULT_HOLD_MINUTES = 15;

export interface CheckoutDeps {
  getProduct(productId: string): Promise<Product | undefined>;
  promoCheck: PromoCheck;
  /** The transaction parts that claim a use of a promotion for a customer. */
  claimParts(promotion: StoredPromotion, userId: string, now: Date): { parts: TransactItem[]; claim: PromoClaim };
  getOpenCheckout(userId: string): Promise<OpenCheckout | undefined>;
  startCheckout(order: Order, now: Date, hold: { until: Date; promo?: { parts: TransactItem[]; claim: PromoClaim } }): Promise<HoldOutcome>;
  setCheckoutPayment(userId: string, orderId: string, paymentId: string): Promise<void>;
  discardCheckout(userId: string, orderId: string): Promise<void>;
  payments: PaymentGateway;
  /** How long a checkout holds its stock (minutes). */
  holdMinutes?: number;
  now?: () => Date;
  newId?: () => string;
  /** The shop's time zone (`SHOP_TIME_ZONE`): the order's number is dated by its day there. */
  timeZone?: string;
}

/**
 * Checkout: prices the request from stored prices, the stored promo and the shared rules, refuses
 * client figures that differ, stores the unpaid checkout (replacing the customer's previous one)
 * holding its stock and promo claim, and only then opens a PaymentIntent for the server's total:
 * a shopper whose lines cannot be held is refused before any payment exists.
 */
export function createCheckoutService(deps: CheckoutDeps) {
  const now = deps.now ?? (() => new Date());
  const newId = deps.newId ?? (() => randomUUID());
  const holdMinutes = deps.holdMinutes ?? DEFAULT_HOLD_MINUTES;
  const timeZone = deps.timeZone || DEFAULT_SHOP_TIME_ZONE;

  const shortRefusal = (lines: ShortLine[]) => new AppError('OUT_OF_STOCK', stockHoldMessage(lines), { lines });

  /**
   * The lines priced from the catalogue. A line out of stock is neither charged nor ordered when
   * the client left it out of its figures (the cart showed it sold out); one the client counted
   * sold out meanwhile (held or bought by others), like one short of its quantity, refuses the
   * checkout with the lines and the stock left, before anything is held or charged.
   */
  async function pricedLines(items: PaymentIntentRequest['items'], clientSubtotal: number) {
    const merged = new Map<string, number>();
    for (const item of items) merged.set(item.productId, (merged.get(item.productId) ?? 0) + item.quantity);
    const products = await Promise.all([...merged.keys()].map((id) => deps.getProduct(id)));
    const lines = [...merged].map(([productId, quantity], i) => {
      const product = products[i];
      if (!product)
        throw new AppError('VALIDATION', 'A product in your cart is no longer available. Please review your cart.', { productId });
      return { product, quantity, inStock: product.stock_quantity > 0, price: product.retail_price };
    });
    const clientCountedAll = toCents(clientSubtotal) === cartTotals(lines.map((line) => ({ ...line, inStock: true }))).subtotalCents;
    const bought = clientCountedAll ? lines : lines.filter((line) => line.inStock);
    if (!bought.length) throw new AppError('VALIDATION', CHECKOUT_MESSAGES.noItemsForCheckout);
    const short = bought.filter((line) => line.quantity > line.product.stock_quantity);
    if (short.length) throw shortRefusal(short.map((line) => shortLine(line)));
    return { lines: bought, clientPrices: new Map(items.map((item) => [item.productId, item.price])) };
  }

  const shortLine = (line: { product: Product; quantity: number }, available = line.product.stock_quantity): ShortLine => ({
    productId: line.product.product_id,
    name: line.product.name,
    requested: line.quantity,
    available: Math.max(0, available),
  });

  async function replaceOpenCheckout(userId: string): Promise<void> {
    const open = await deps.getOpenCheckout(userId);
    if (!open) return;
    // An intent that can no longer be cancelled is being paid: leave its checkout to complete.
    if (open.paymentId && !(await deps.payments.cancelIntent(open.paymentId))) return;
    await deps.discardCheckout(userId, open.orderId);
  }

  return {
    async createPaymentIntent(user: SessionUser, request: PaymentIntentRequest) {
      // First the customer's previous checkout goes, with its hold: the stock and the promo use
      // they were holding are theirs to take again.
      await replaceOpenCheckout(user.id);
      const { lines, clientPrices } = await pricedLines(request.items, request.subtotal);
      const subtotalCents = cartTotals(lines).subtotalCents;
      const checked = request.promoCode
        ? await deps.promoCheck.check(user.id, request.promoCode, subtotalCents, { field: 'promoCode', mustQualify: true })
        : null;
      const totals = cartTotals(lines, checked ? promoOf(checked.promotion) : null);
      const figures = totalsInDollars(totals);
      const clientFigures = {
        subtotal: request.subtotal,
        promoDiscount: request.promoDiscount,
        shipping: request.shipping,
        tax: request.tax,
        total: request.total,
      };
      const differs =
        (Object.keys(figures) as (keyof typeof figures)[]).some((key) => toCents(figures[key]) !== toCents(clientFigures[key])) ||
        lines.some((line) => toCents(clientPrices.get(line.product.product_id) ?? -1) !== toCents(line.price));
      if (differs) throw new AppError('CONFLICT', PRICES_CHANGED_MESSAGE, { expected: figures });

      const at = now();
      const id = newId();
      const address = request.shippingAddress as ShippingAddress;
      const order: Order = {
        id,
        _id: id,
        orderId: createOrderNumber(at, crypto.getRandomValues(new Uint8Array(6)), timeZone),
        userId: user.id,
        status: 'pending',
        date: at.toISOString(),
        createdAt: at.toISOString(),
        orderDate: at.toISOString(),
        updatedAt: at.toISOString(),
        items: lines.map((line, i) => ({
          _id: `${id}-${i + 1}`,
          productId: line.product.product_id,
          name: line.product.name,
          productName: line.product.name,
          image: line.product.image_url,
          quantity: line.quantity,
          price: line.price,
          totalPrice: fromCents(toCents(line.price) * line.quantity),
        })),
        ...figures,
        promoCode: checked?.promotion.code ?? null,
        shippingAddress: address,
        customerName: address.fullName,
        country: address.country,
        address: formatShippingAddress({ ...address, fullName: null }),
        estimatedDelivery: new Date(at.getTime() + DELIVERY_DAYS * 24 * 3600 * 1000).toISOString(),
        timeZone,
        trackingNumber: null,
        paymentMethod: 'card',
        paymentStatus: 'pending',
        paymentId: null,
      };
      const promo = checked ? deps.claimParts(checked.promotion, user.id, at) : undefined;
      const hold = await deps.startCheckout(order, at, { until: new Date(at.getTime() + holdMinutes * 60_000), promo });
      if (!hold.held) {
        if (hold.shortProducts.length) {
          // Someone else holds or bought them since they were read: name each with what is left now.
          const short = lines.filter((line) => hold.shortProducts.includes(line.product.product_id));
          const now = await Promise.all(short.map((line) => deps.getProduct(line.product.product_id)));
          throw shortRefusal(short.map((line, i) => shortLine(line, now[i]?.stock_quantity ?? 0)));
        }
        const reason = await deps.promoCheck.reasonNow(user.id, checked!.promotion.code, subtotalCents);
        throw new AppError('VALIDATION', reason, { fieldErrors: { promoCode: reason } });
      }
      let intent: { id: string; clientSecret: string };
      try {
        intent = await deps.payments.createIntent({
          orderId: id,
          userId: user.id,
          amountCents: totals.totalCents,
          email: address.email,
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
