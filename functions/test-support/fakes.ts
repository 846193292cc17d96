import type { Order, Product } from '@shared/types';
import type { CartLine } from '../repositories/cart';
import type { WishLine } from '../repositories/wishlist';

/** A catalogue product with sensible defaults, for unit tests. */
export function aProduct(overrides: Partial<Product> & Pick<Product, 'product_id'>): Product {
  return {
    name: `Perfume ${overrides.product_id}`,
    brand: 'Maison',
    category: 'Unisex',
    image_url: '/img.jpg',
    retail_price: 50,
    cost_price: 30,
    rating: 4,
    review_count: 10,
    tags: [],
    stock_quantity: 10,
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/**
 * In-memory stand-ins for the cart, wishlist and catalogue repositories, with the same rules as
 * the table's conditional writes, so services are tested without AWS.
 */
export function fakeShopStore(products: Product[] = []) {
  const catalogue = new Map(products.map((p) => [p.product_id, p]));
  const cart = new Map<string, CartLine>();
  const wish = new Map<string, WishLine>();
  const key = (userId: string, productId: string) => `${userId}|${productId}`;
  const linesOf = <T>(map: Map<string, T>, userId: string) =>
    [...map.entries()].filter(([k]) => k.startsWith(`${userId}|`)).map(([, v]) => ({ ...v }));

  return {
    catalogue,
    cart,
    wish,
    getProduct: async (productId: string) => catalogue.get(productId),
    listCartLines: async (userId: string) => linesOf(cart, userId),
    getCartLine: async (userId: string, productId: string) => cart.get(key(userId, productId)),
    addToCartLine: async (userId: string, productId: string, quantity: number, limit: number, now: Date) => {
      const current = cart.get(key(userId, productId));
      if ((current?.quantity ?? 0) + quantity > limit) return undefined;
      const line = { productId, quantity: (current?.quantity ?? 0) + quantity, addedAt: current?.addedAt ?? now.toISOString() };
      cart.set(key(userId, productId), line);
      return line;
    },
    setCartLineQuantity: async (userId: string, productId: string, quantity: number) => {
      const current = cart.get(key(userId, productId));
      if (!current) return undefined;
      const line = { ...current, quantity };
      cart.set(key(userId, productId), line);
      return line;
    },
    removeCartLine: async (userId: string, productId: string) => {
      cart.delete(key(userId, productId));
    },
    listWishLines: async (userId: string) => linesOf(wish, userId),
    addWishLine: async (userId: string, productId: string, now: Date) => {
      if (!wish.has(key(userId, productId))) wish.set(key(userId, productId), { productId, addedAt: now.toISOString() });
    },
    removeWishLine: async (userId: string, productId: string) => {
      wish.delete(key(userId, productId));
    },
  };
}

/** An in-memory order store answering a customer's orders newest first, and one order by id. */
export function fakeOrderStore(orders: Order[] = []) {
  return {
    orders,
    listOrdersByUser: async (userId: string) =>
      orders.filter((o) => o.userId === userId).sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
    getOrder: async (id: string) => orders.find((o) => o.id === id),
  };
}

/** An order with sensible defaults, for unit tests. */
export function anOrder(overrides: Partial<Order> & Pick<Order, 'id' | 'userId'>): Order {
  const createdAt = overrides.createdAt ?? '2026-01-01T10:00:00.000Z';
  const shippingAddress = {
    fullName: 'Dana Demo',
    email: 'dana@example.com',
    phone: '(555) 123-4567',
    addressLine1: '1 Main St',
    city: 'Springfield',
    state: 'Illinois',
    zipCode: '62701',
    country: 'United States',
  };
  return {
    _id: overrides.id,
    orderId: `ORD-20260101-${overrides.id.toUpperCase()}`,
    status: 'pending',
    date: createdAt,
    createdAt,
    orderDate: createdAt,
    updatedAt: createdAt,
    items: [
      {
        _id: `${overrides.id}-1`,
        productId: 'p1',
        name: 'Rose Noir',
        productName: 'Rose Noir',
        image: '/img.jpg',
        quantity: 1,
        price: 50,
        totalPrice: 50,
      },
    ],
    subtotal: 50,
    promoCode: null,
    promoDiscount: 0,
    shipping: 9.99,
    tax: 4,
    total: 63.99,
    shippingAddress,
    customerName: shippingAddress.fullName,
    country: shippingAddress.country,
    address: '1 Main St, Springfield, Illinois 62701, United States',
    estimatedDelivery: '2026-01-08T00:00:00.000Z',
    trackingNumber: null,
    paymentMethod: 'card',
    paymentStatus: 'paid',
    paymentId: null,
    ...overrides,
  };
}
