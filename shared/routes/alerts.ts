import * as z from 'zod/mini';
import { returns, route, type TableNeeds } from '../route-kit';
import type { Product } from '../types';
import * as endpoints from './endpoints';

const productId = z
  .string({ error: 'Product id is required' })
  .check(z.trim(), z.minLength(1, { error: 'Product id is required' }), z.maxLength(100, { error: 'Product id is too long' }));

/** One saved product and whether its alerts are on. */
export interface WishAlert {
  product: Product;
  on: boolean;
}

/** The answer to an alert change: the wishlist as it now is, and the products with alerts on. */
export interface AlertAnswer {
  success: true;
  message: string;
  products: Product[];
  alerts: string[];
}

/**
 * The customer's wishlist lines (under USER#<id>) and the products they name. Alerts are a flag
 * on the line, so turning one on saves the product too; turning all off updates each line.
 */
const alertListTable: TableNeeds = { actions: ['GetItem', 'Query'], keys: ['USER#*', 'PRODUCT#*'] };
/** Setting one alert updates its wishlist line, then answers the list as it now is. */
const alertSetTable: TableNeeds = { actions: ['GetItem', 'Query', 'UpdateItem'], keys: ['USER#*', 'PRODUCT#*'] };

/** Back-in-stock and price-drop emails about wishlisted products: their controls and the emailed unsubscribe link. */
export const alertRoutes = {
  /** The wishlist with each product's alert setting (the profile's alert settings). */
  getWishlistAlerts: route({
    ...endpoints.getWishlistAlerts,
    access: 'user',
    needs: { table: alertListTable },
    response: returns<{ alerts: WishAlert[] }>(),
  }),
  /** Turns a product's alerts on (saving it to the wishlist: "Notify me") or off. */
  setWishlistAlert: route({
    ...endpoints.setWishlistAlert,
    access: 'user',
    input: z.object({ productId, on: z.boolean({ error: 'On must be true or false' }) }),
    needs: { table: alertSetTable },
    response: returns<AlertAnswer>(),
  }),
  /** Turns every alert of the wishlist off. */
  turnOffWishlistAlerts: route({
    ...endpoints.turnOffWishlistAlerts,
    access: 'user',
    needs: { table: { actions: ['Query', 'UpdateItem'], keys: ['USER#*'] } },
    response: returns<{ success: true; message: string; turnedOff: number }>(),
  }),
  /**
   * An alert email's unsubscribe, no session: the page posts its link's token in a form body
   * (`token=…`, never in the address, whose query CloudFront's logs keep); a mail client's RFC 8058
   * one-click posts `List-Unsubscribe=One-Click` to the emailed address, whose query holds a token
   * that works once. A used one answers `turnedOff: 0` and says so. Marks of used links: SPENT#.
   */
  unsubscribeAlerts: route({
    ...endpoints.unsubscribeAlerts,
    access: 'public',
    query: z.object({
      token: z.optional(z.string().check(z.maxLength(500, { error: 'The unsubscribe token is too long' }))),
    }),
    needs: { table: { actions: ['Query', 'UpdateItem'], keys: ['USER#*', 'SPENT#*'] }, sessionKey: true },
    response: returns<{ success: true; message: string; turnedOff: number }>(),
  }),
};
