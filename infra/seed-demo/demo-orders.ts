import { createHash } from 'node:crypto';
import { seedPromo } from '../seed/promo-codes';
import { cartTotals, totalsInDollars } from '@shared/cart/totals';
import { fromCents, toCents } from '@shared/format/money';
import { createOrderNumber } from '@shared/orders/order-number';
import { formatShippingAddress } from '@shared/orders/shipping-address-text';
import type { Order, OrderStatus, PaymentStatus, Product, ShippingAddress } from '@shared/types';

/** One demo order as planned: how long ago, its status, its lines (product index and quantity), a promo. */
interface PlannedOrder {
  daysAgo: number;
  status: OrderStatus;
  lines: [pick: number, quantity: number][];
  promoCode?: string;
}

/** Eight orders over five months, in every status, some above and some below free shipping. */
const PLAN: readonly PlannedOrder[] = [
  {
    daysAgo: 152,
    status: 'delivered',
    lines: [
      [0, 1],
      [5, 1],
    ],
  },
  { daysAgo: 118, status: 'delivered', lines: [[11, 2]], promoCode: 'SAVE20' },
  { daysAgo: 94, status: 'cancelled', lines: [[17, 1]] },
  {
    daysAgo: 61,
    status: 'delivered',
    lines: [
      [23, 1],
      [29, 1],
      [31, 1],
    ],
    promoCode: 'NEWUSER10',
  },
  { daysAgo: 33, status: 'shipped', lines: [[37, 1]] },
  {
    daysAgo: 12,
    status: 'processing',
    lines: [
      [41, 1],
      [43, 2],
    ],
  },
  { daysAgo: 5, status: 'confirmed', lines: [[47, 1]] },
  {
    daysAgo: 1,
    status: 'pending',
    lines: [
      [53, 1],
      [59, 1],
    ],
  },
];

const DAY_MS = 24 * 3600 * 1000;

/** The demo customer's address. */
const DEMO_ADDRESS: Omit<ShippingAddress, 'email'> = {
  fullName: 'Demo Customer',
  phone: '(555) 123-4567',
  addressLine1: '221 Orchard Street',
  addressLine2: 'Apt 4B',
  city: 'Portland',
  state: 'Oregon',
  zipCode: '97205',
  country: 'United States',
};

/** A fixed hex digest, so the same customer always gets the same order ids and numbers. */
const digest = (text: string) => createHash('sha256').update(text).digest('hex');

/** An id shaped like a UUID, fixed for a customer and a plan position. */
function orderIdFor(userId: string, n: number): string {
  const h = digest(`demo-order:${userId}:${n}`);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

/** The shop's display number for the order's day, its random part fixed by the id. */
const displayNumberFor = (id: string, createdAt: Date) =>
  createOrderNumber(createdAt, Uint8Array.from(Buffer.from(digest(`number:${id}`).slice(0, 12), 'hex')));

function paymentStatusOf(status: OrderStatus): PaymentStatus {
  if (status === 'cancelled') return 'refunded';
  return status === 'pending' ? 'pending' : 'paid';
}

/**
 * The demo customer's order history, built from real catalogue products (prices frozen now) with
 * totals from the cart rules; deterministic for a customer, so seeding twice writes the same ids.
 * Answers no orders for an empty catalogue.
 */
export function planDemoOrders(input: { userId: string; email: string; products: readonly Product[]; now: Date }): Order[] {
  const products = [...input.products].sort((a, b) => a.product_id.localeCompare(b.product_id));
  if (!products.length) return [];
  const shippingAddress: ShippingAddress = { ...DEMO_ADDRESS, email: input.email };

  return PLAN.map((plan, n) => {
    const id = orderIdFor(input.userId, n);
    const created = new Date(input.now.getTime() - plan.daysAgo * DAY_MS);
    created.setUTCHours(14 + (n % 6), (n * 17) % 60, 0, 0);
    const createdAt = created.toISOString();
    // Distinct products while the catalogue has enough; repeated picks merge into one line.
    const quantities = new Map<Product, number>();
    for (const [pick, quantity] of plan.lines) {
      const product = products[pick % products.length]!;
      quantities.set(product, (quantities.get(product) ?? 0) + quantity);
    }
    const items = [...quantities].map(([product, quantity], i) => ({
      _id: `${id}-${i + 1}`,
      productId: product.product_id,
      name: product.name,
      productName: product.name,
      image: product.image_url,
      quantity,
      price: product.retail_price,
      totalPrice: fromCents(toCents(product.retail_price) * quantity),
    }));
    const totals = totalsInDollars(
      cartTotals(
        items.map((item) => ({ ...item, inStock: true })),
        seedPromo(plan.promoCode),
      ),
    );
    const shipped = plan.status === 'shipped' || plan.status === 'delivered';
    return {
      id,
      _id: id,
      orderId: displayNumberFor(id, created),
      userId: input.userId,
      status: plan.status,
      date: createdAt,
      createdAt,
      orderDate: createdAt,
      updatedAt: new Date(Math.min(created.getTime() + 2 * DAY_MS, input.now.getTime())).toISOString(),
      items,
      ...totals,
      promoCode: plan.promoCode ?? null,
      shippingAddress,
      customerName: shippingAddress.fullName,
      country: shippingAddress.country,
      address: formatShippingAddress({ ...shippingAddress, fullName: null }),
      estimatedDelivery: new Date(created.getTime() + 7 * DAY_MS).toISOString(),
      trackingNumber: shipped ? `1Z${digest(`tracking:${id}`).slice(0, 16).toUpperCase()}` : null,
      paymentMethod: 'card',
      paymentStatus: paymentStatusOf(plan.status),
      paymentId: plan.status === 'pending' ? null : `pi_demo_${digest(`payment:${id}`).slice(0, 24)}`,
    };
  });
}
