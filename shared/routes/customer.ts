import * as z from 'zod/mini';
import { MAX_CART_LINE_QUANTITY, QUANTITY_MESSAGES } from '../cart/quantity-rules';
import { returns, route, type TableNeeds } from '../route-kit';
import { ORDER_STATUSES, type CartItem, type Order, type Product, type StatusCounts } from '../types';
import * as endpoints from './endpoints';

export { MAX_CART_LINE_QUANTITY };

/** The customer order list's page size: 50 by default (spec 01 §9), at most 100. */
const ORDERS_PAGE = { defaultLimit: 50, maxLimit: 100 } as const;

const productId = z
  .string({ error: 'Product id is required' })
  .check(z.trim(), z.minLength(1, { error: 'Product id is required' }), z.maxLength(100, { error: 'Product id is too long' }));

const quantity = z
  .int({ error: QUANTITY_MESSAGES.whole })
  .check(z.gte(1, { error: QUANTITY_MESSAGES.atLeastOne }), z.lte(MAX_CART_LINE_QUANTITY, { error: QUANTITY_MESSAGES.atMost }));

const orderId = z
  .string({ error: 'Order id is required' })
  .check(z.trim(), z.minLength(1, { error: 'Order id is required' }), z.maxLength(100, { error: 'Order id is too long' }));

const cartLineInput = z.object({ productId, quantity });
const productIdParams = z.object({ productId });

const wholeNumber = (name: string, min: number, max: number, fallback: number) =>
  z._default(
    z.coerce
      .number({ error: `${name} must be a whole number` })
      .check(
        z.int({ error: `${name} must be a whole number` }),
        z.gte(min, { error: `${name} must be at least ${min}` }),
        z.lte(max, { error: `${name} must be at most ${max}` }),
      ),
    fallback,
  );

const ordersQuery = z.object({
  // The client omits the status for the "all" tab; "all" is accepted too.
  status: z.optional(z.enum([...ORDER_STATUSES, 'all'], { error: `Status must be one of: ${ORDER_STATUSES.join(', ')}` })),
  search: z.optional(z.string().check(z.trim(), z.maxLength(100, { error: 'Search must be at most 100 characters' }))),
  page: wholeNumber('Page', 1, 10_000, 1),
  limit: wholeNumber('Limit', 1, ORDERS_PAGE.maxLimit, ORDERS_PAGE.defaultLimit),
});

/** The answer to a cart change: the changed line and the new badge count. */
export interface CartLineAnswer {
  success: true;
  message: string;
  item: CartItem;
  count: number;
}

/** One page of the customer's orders, with counts over all of them. */
export interface MyOrdersAnswer {
  success: true;
  orders: Order[];
  statusCounts: StatusCounts;
  message: string;
  page: number;
  limit: number;
  /** Orders matching the status and search, across all pages. */
  total: number;
  totalPages: number;
}

/**
 * The table as each route uses it: the customer's own lines (under USER#<id>), the products
 * they name, and the orders listed through the customer's index partition (USER#<id>#ORDERS).
 * Every cart answer reads the lines and their products again; each route writes only its own way.
 */
const linesAndProducts = ['USER#*', 'PRODUCT#*'];
const cartRead: TableNeeds = { actions: ['GetItem', 'Query'], keys: linesAndProducts };
/** An add and a quantity change both update the line in place, under the stock and the cap. */
const cartLineWrite: TableNeeds = { actions: ['GetItem', 'Query', 'UpdateItem'], keys: linesAndProducts };
const cartRemove: TableNeeds = { actions: ['GetItem', 'Query', 'DeleteItem'], keys: linesAndProducts };
const wishlistRead: TableNeeds = { actions: ['GetItem', 'Query'], keys: linesAndProducts };
const wishlistAdd: TableNeeds = { actions: ['GetItem', 'Query', 'PutItem'], keys: linesAndProducts };
/** Forgetting a saved product deletes its line and reads no product back (GetItem: the session check's read of the account). */
const wishlistRemove: TableNeeds = { actions: ['GetItem', 'DeleteItem'], keys: ['USER#*'] };
/** The order history is a query of the customer's index partition; one order is read by its id. */
const myOrdersTable: TableNeeds = { actions: ['GetItem', 'Query'], keys: ['USER#*#ORDERS'] };
const myOrderTable: TableNeeds = { actions: ['GetItem'], keys: ['ORDER#*'] };

/** The signed-in customer's cart, wishlist and orders. The owner is always the session's user. */
export const customerRoutes = {
  getCart: route({
    ...endpoints.getCart,
    access: 'user',
    needs: { table: cartRead },
    response: returns<{ items: CartItem[]; count: number }>(),
  }),
  addToCart: route({
    ...endpoints.addToCart,
    access: 'user',
    input: cartLineInput,
    needs: { table: cartLineWrite },
    response: returns<CartLineAnswer>(),
  }),
  updateCartItem: route({
    ...endpoints.updateCartItem,
    access: 'user',
    input: cartLineInput,
    needs: { table: cartLineWrite },
    response: returns<CartLineAnswer>(),
  }),
  removeCartItem: route({
    ...endpoints.removeCartItem,
    access: 'user',
    params: productIdParams,
    needs: { table: cartRemove },
    response: returns<{ success: true; message: string; count: number }>(),
  }),
  getWishlist: route({
    ...endpoints.getWishlist,
    access: 'user',
    needs: { table: wishlistRead },
    response: returns<{ products: Product[] }>(),
  }),
  addToWishlist: route({
    ...endpoints.addToWishlist,
    access: 'user',
    input: z.object({ productId }),
    needs: { table: wishlistAdd },
    response: returns<{ success: true; message: string; products: Product[] }>(),
  }),
  removeFromWishlist: route({
    ...endpoints.removeFromWishlist,
    access: 'user',
    params: productIdParams,
    needs: { table: wishlistRemove },
    response: returns<{ success: true; message: string }>(),
  }),
  listMyOrders: route({
    ...endpoints.listMyOrders,
    access: 'user',
    query: ordersQuery,
    needs: { table: myOrdersTable },
    response: returns<MyOrdersAnswer>(),
  }),
  /** One of the caller's orders by id (the confirmation page); another customer's order is "not found". */
  getMyOrder: route({
    ...endpoints.getMyOrder,
    access: 'user',
    params: z.object({ orderId }),
    needs: { table: myOrderTable },
    response: returns<{ success: true; order: Order }>(),
  }),
};
