import type { Order, OrderItem, OrderStatus, StatusCounts } from '@shared/types';

/** A purchased line for component tests. */
export function anItem(name: string, overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    _id: `line-${name}`,
    productId: `p-${name}`,
    name,
    productName: name,
    image: `/images/${name}.svg`,
    quantity: 1,
    price: 40,
    totalPrice: 40,
    ...overrides,
  };
}

/** An order for component tests, shaped as the API answers it. */
export function anOrder(id: string, status: OrderStatus, overrides: Partial<Order> = {}): Order {
  const createdAt = '2026-01-14T15:30:00.000Z';
  const shippingAddress = {
    fullName: 'Dana Demo',
    email: 'dana@example.com',
    phone: '(555) 123-4567',
    addressLine1: '221 Orchard Street',
    addressLine2: 'Apt 4B',
    city: 'Portland',
    state: 'Oregon',
    zipCode: '97205',
    country: 'United States',
  };
  return {
    id,
    _id: id,
    orderId: `ORD-20260114-${id.toUpperCase().padEnd(6, '0').slice(0, 6)}`,
    userId: 'u1',
    status,
    date: createdAt,
    createdAt,
    orderDate: createdAt,
    updatedAt: createdAt,
    items: [anItem('Rose Noir')],
    subtotal: 40,
    promoCode: null,
    promoDiscount: 0,
    shipping: 9.99,
    tax: 3.2,
    total: 53.19,
    shippingAddress,
    customerName: shippingAddress.fullName,
    country: shippingAddress.country,
    address: '221 Orchard Street, Apt 4B, Portland, Oregon 97205, United States',
    estimatedDelivery: '2026-01-21T00:00:00.000Z',
    trackingNumber: null,
    paymentMethod: 'card',
    paymentStatus: 'paid',
    paymentId: 'pi_1',
    ...overrides,
  };
}

/** The list answer of GET /api/customer/orders. */
export function ordersAnswer(orders: Order[], statusCounts: Partial<StatusCounts> = {}) {
  const counts = { all: 0, pending: 0, confirmed: 0, processing: 0, shipped: 0, delivered: 0, cancelled: 0, ...statusCounts };
  return {
    success: true,
    orders,
    statusCounts: counts,
    message: orders.length ? 'Orders retrieved successfully' : 'No orders found',
    page: 1,
    limit: 50,
    total: orders.length,
    totalPages: orders.length ? 1 : 0,
  };
}
