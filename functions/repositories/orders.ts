/**
 * Orders: pk `ORDER#<id>`, sk `ORDER`, with their lines copied in (name, image and unit price
 * frozen at purchase, in integer cents).
 *
 * | index | pk                   | sk          | serves                                   |
 * |-------|----------------------|-------------|------------------------------------------|
 * | gsi1  | `USER#<id>#ORDERS`   | `createdAt` | a customer's orders, newest first        |
 * | gsi2  | `STATUS#<status>`    | `createdAt` | admin tabs, non-delivered, daily exports |
 *
 * Access patterns: store an order, one order by id, a customer's orders, and the orders in a status
 * (optionally within a time range). A status change, which moves the order between gsi2 partitions
 * in the same write, is the administrator's transaction in order-status.ts.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { orderTimeZone } from '@shared/orders/order-day';
import { formatShippingAddress } from '@shared/orders/shipping-address-text';
import type { Order, OrderStatus, PaymentStatus, ShippingAddress } from '@shared/types';
import { documentClient } from '../commons/document-client';
import type { PromoClaim } from './promos';
import { GSI1, GSI2, isConditionFailure, keys, queryAll, tableName, toCents, toDollars } from './table';

/** A purchased line as stored. */
interface OrderLineRecord {
  lineId: string;
  productId: string;
  name: string;
  image: string;
  quantity: number;
  priceCents: number;
}

/**
 * How an order is stored. An unpaid checkout (`type: 'checkout'`) has no index keys, so no list,
 * tab or count sees it, and it expires; payment turns it into an order in place.
 */
export interface OrderRecord {
  pk: string;
  sk: 'ORDER';
  type: 'order' | 'checkout';
  gsi1pk?: string;
  gsi1sk?: string;
  gsi2pk?: string;
  gsi2sk?: string;
  /** TTL of an unpaid checkout (epoch seconds); removed when it is paid. */
  expiresAt?: number;
  /** Why a paid order was cancelled by the shop (stock ran out, the payment did not match). */
  cancelReason?: string;
  /** The provider's last decline message on an unpaid checkout. */
  paymentError?: string;
  /**
   * An unpaid checkout's stock (and promo claim): `held` from the moment its payment opens until
   * it is paid, replaced, cancelled or expires (`released`, given back exactly once).
   */
  holdState?: 'held' | 'released';
  /** When a held checkout's hold expires (ISO instant). */
  holdUntil?: string;
  /** The promo use the checkout claimed (kept on the order, so a cancellation gives it back). */
  promoClaim?: PromoClaim;
  paidAt?: string;
  id: string;
  displayNumber: string;
  userId: string;
  status: OrderStatus;
  createdAt: string;
  updatedAt: string;
  items: OrderLineRecord[];
  subtotalCents: number;
  promoCode: string | null;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  shippingAddress: ShippingAddress;
  estimatedDelivery: string;
  /** The shop's time zone when it was placed (absent on orders placed before it was kept). */
  timeZone?: string;
  trackingNumber: string | null;
  paymentMethod: string;
  paymentStatus: PaymentStatus;
  paymentId: string | null;
}

export const userOrdersKey = (userId: string) => `USER#${userId}#ORDERS`;
export const statusKey = (status: OrderStatus) => `STATUS#${status}`;

/** The street address on one line, without the name (which is `customerName`). */
const addressLine = (address: ShippingAddress) => formatShippingAddress({ ...address, fullName: null });

/** The stored form of an order: keys for both indexes, money in cents. */
export function toOrderRecord(order: Order): OrderRecord {
  return {
    ...keys.order(order.id),
    sk: 'ORDER',
    type: 'order',
    gsi1pk: userOrdersKey(order.userId),
    gsi1sk: order.createdAt,
    gsi2pk: statusKey(order.status),
    gsi2sk: order.createdAt,
    id: order.id,
    displayNumber: order.orderId,
    userId: order.userId,
    status: order.status,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
    items: order.items.map((item) => ({
      lineId: item._id,
      productId: item.productId,
      name: item.name,
      image: item.image,
      quantity: item.quantity,
      priceCents: toCents(item.price),
    })),
    subtotalCents: toCents(order.subtotal),
    promoCode: order.promoCode,
    discountCents: toCents(order.promoDiscount),
    shippingCents: toCents(order.shipping),
    taxCents: toCents(order.tax),
    totalCents: toCents(order.total),
    shippingAddress: order.shippingAddress,
    estimatedDelivery: order.estimatedDelivery,
    ...(order.timeZone ? { timeZone: order.timeZone } : {}),
    trackingNumber: order.trackingNumber,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    paymentId: order.paymentId,
  };
}

/** The order every view reads, with the aliases the spec's screens use. */
export function fromOrderRecord(record: OrderRecord): Order {
  const address = record.shippingAddress;
  return {
    id: record.id,
    _id: record.id,
    orderId: record.displayNumber,
    userId: record.userId,
    status: record.status,
    date: record.createdAt,
    createdAt: record.createdAt,
    orderDate: record.createdAt,
    updatedAt: record.updatedAt,
    items: record.items.map((line) => ({
      _id: line.lineId,
      productId: line.productId,
      name: line.name,
      productName: line.name,
      image: line.image,
      quantity: line.quantity,
      price: toDollars(line.priceCents),
      totalPrice: toDollars(line.priceCents * line.quantity),
    })),
    subtotal: toDollars(record.subtotalCents),
    promoCode: record.promoCode ?? null,
    promoDiscount: toDollars(record.discountCents),
    shipping: toDollars(record.shippingCents),
    tax: toDollars(record.taxCents),
    total: toDollars(record.totalCents),
    shippingAddress: address,
    customerName: address.fullName,
    country: address.country,
    address: addressLine(address),
    estimatedDelivery: record.estimatedDelivery,
    timeZone: orderTimeZone(record),
    trackingNumber: record.trackingNumber ?? null,
    paymentMethod: record.paymentMethod,
    paymentStatus: record.paymentStatus,
    paymentId: record.paymentId ?? null,
    ...(record.cancelReason ? { cancelReason: record.cancelReason } : {}),
  };
}

/** Stores an order whole; with `ifAbsent` it never replaces one (answers false when it exists). */
export async function putOrder(order: Order, options: { ifAbsent?: boolean } = {}): Promise<boolean> {
  try {
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: toOrderRecord(order),
        ...(options.ifAbsent ? { ConditionExpression: 'attribute_not_exists(pk)' } : {}),
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** One order by id, or undefined; an unpaid checkout is not an order yet. */
export async function getOrder(id: string): Promise<Order | undefined> {
  const record = await getOrderRecord(id);
  return record?.type === 'order' ? fromOrderRecord(record) : undefined;
}

/** The stored order or unpaid checkout, read consistently (payment completion decides on it). */
export async function getOrderRecord(id: string): Promise<OrderRecord | undefined> {
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: keys.order(id), ConsistentRead: true }));
  return out.Item as OrderRecord | undefined;
}

/** The orders under one index partition, newest first, within `range` of its sort key. */
async function ordersIn(index: string, pk: string, range?: { from?: string; to?: string }): Promise<Order[]> {
  const name = `${index}pk`;
  const sort = `${index}sk`;
  const bounds =
    range?.from && range.to
      ? ` AND ${sort} BETWEEN :from AND :to`
      : range?.from
        ? ` AND ${sort} >= :from`
        : range?.to
          ? ` AND ${sort} <= :to`
          : '';
  const items = await queryAll<OrderRecord>({
    IndexName: index,
    KeyConditionExpression: `${name} = :pk${bounds}`,
    ExpressionAttributeValues: {
      ':pk': pk,
      ...(range?.from ? { ':from': range.from } : {}),
      ...(range?.to ? { ':to': range.to } : {}),
    },
    ScanIndexForward: false,
  });
  return items.map(fromOrderRecord);
}

/** A customer's orders, newest first. */
export function listOrdersByUser(userId: string): Promise<Order[]> {
  return ordersIn(GSI1, userOrdersKey(userId));
}

/** The orders in one status, newest first; `from`/`to` (ISO instants, inclusive) narrow it to a time range. */
export function listOrdersByStatus(status: OrderStatus, range: { from?: string; to?: string } = {}): Promise<Order[]> {
  return ordersIn(GSI2, statusKey(status), range);
}
