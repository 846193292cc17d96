import type { Concentration, ScentFamily, ScentNotes } from './catalog/scent-profile';

/** Shapes the API speaks. Money is dollars with 2 decimals on the wire, integer cents inside. */

export const CATEGORIES = ['Women', 'Men', 'Unisex', 'Gifts'] as const;
export type Category = (typeof CATEGORIES)[number];

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** A catalogue product as spec 01 §3 and spec 02 §3 describe it. */
export interface Product {
  product_id: string;
  name: string;
  brand: string;
  category: Category;
  description?: string;
  image_url: string;
  retail_price: number;
  cost_price?: number;
  rating: number;
  review_count: number;
  tags: string[];
  stock_quantity: number;
  created_at: string;
  /** Its scent family (shared/catalog/scent-profile.ts); absent where none is recorded. */
  scent_family?: ScentFamily;
  /** Its concentration; a set of several fragrances has none. */
  concentration?: Concentration;
  /** Its notes by tier, each as shared/catalog/scent-notes.ts spells it. */
  notes?: ScentNotes;
  /**
   * The ids of the products that smell most like it, best first (shared/catalog/similar-scents.ts):
   * added to the published catalogue, never stored.
   */
  similar_scents?: string[];
}

export interface Brand {
  id: string;
  brandName: string;
}

/** The signed-in identity carried by a session token. */
export interface SessionUser {
  id: string;
  role: Role;
  username: string;
  email: string;
}

/** A line of the signed-in customer's cart, with its product as the catalogue has it now. */
export interface CartItem {
  productId: string;
  quantity: number;
  product: Product;
}

/** The lifecycle of an order (spec 01 §4), in tab order; an unknown status is shown as pending. */
export const ORDER_STATUSES = ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** How far the payment got: paid when the provider confirmed it, refunded when the order was cancelled after. */
export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'refunded';

/** How many orders a customer (or the shop) has in each status, plus all of them. */
export type StatusCounts = Record<OrderStatus | 'all', number>;

/** Where an order goes (spec 02 §3); the country is fixed to the United States. */
export interface ShippingAddress {
  fullName: string;
  email: string;
  phone: string;
  addressLine1: string;
  addressLine2?: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
}

/** A purchased line: name, image and price frozen at purchase. `name` and `productName` are the same. */
export interface OrderItem {
  _id: string;
  productId: string;
  name: string;
  productName: string;
  image: string;
  quantity: number;
  /** Unit price in dollars. */
  price: number;
  /** price × quantity in dollars. */
  totalPrice: number;
}

/**
 * An order as every view reads it (spec 01 §3 and spec 02 §3). `id` and `_id` are the same key;
 * `orderId` is the display number; `date`, `createdAt` and `orderDate` are the same instant.
 * Amounts are dollars with 2 decimals.
 */
export interface Order {
  id: string;
  _id: string;
  orderId: string;
  userId: string;
  status: OrderStatus;
  date: string;
  createdAt: string;
  orderDate: string;
  updatedAt: string;
  items: OrderItem[];
  subtotal: number;
  promoCode: string | null;
  promoDiscount: number;
  shipping: number;
  tax: number;
  total: number;
  shippingAddress: ShippingAddress;
  customerName: string;
  country: string;
  /** The shipping address on one line. */
  address: string;
  estimatedDelivery: string;
  /** The shop's time zone when the order was placed: its number's day and every date shown of it are read in it. */
  timeZone?: string;
  trackingNumber: string | null;
  paymentMethod: string;
  paymentStatus: PaymentStatus;
  paymentId: string | null;
  /** Why the shop cancelled a paid order (for example, the last unit sold meanwhile). */
  cancelReason?: string;
}

/** A newsletter subscriber (spec 02 §3). */
export interface Subscriber {
  _id: string;
  email: string;
  createdAt: string;
}
