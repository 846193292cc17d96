/**
 * The single table. Every item has `pk`, `sk` and `type`; two generic indexes serve the lists.
 *
 * | entity        | pk                    | sk                 | gsi1pk / gsi1sk              | gsi2pk / gsi2sk            |
 * |---------------|-----------------------|--------------------|------------------------------|----------------------------|
 * | user          | USER#<id>             | PROFILE            | USERS / <createdAt>          |                            |
 * | email guard   | EMAIL#<lower email>   | GUARD              |                              |                            |
 * | name guard    | USERNAME#<lower name> | GUARD              |                              |                            |
 * | cart line     | USER#<id>             | CART#<productId>   |                              |                            |
 * | wishlist line | USER#<id>             | WISH#<productId>   |                              |                            |
 * | product       | PRODUCT#<product_id>  | PRODUCT            | PRODUCTS / <product_id>      |                            |
 * | brand         | BRAND#<id>            | BRAND              | BRANDS / <lower name>        |                            |
 * | subscriber    | SUBSCRIBER#<email>    | SUBSCRIBER         | SUBSCRIBERS / <createdAt>    |                            |
 * | order         | ORDER#<id>            | ORDER              | USER#<id>#ORDERS / <created> | STATUS#<status> / <created>|
 * | one-use token | TOKEN#<sha256>        | TOKEN              |                              |                            |
 * | rate counter  | RATE#<key>            | RATE               |                              |                            |
 * | stripe event  | STRIPE_EVENT#<id>     | EVENT              |                              |                            |
 * | stats         | STATS                 | TOTALS             |                              |                            |
 * | applied change| CHANGE#<reaction>#<id>| CHANGE             |                              |                            |
 *
 * Access patterns: each repository file names its own, one small function each.
 * Expiring items (tokens, rate counters, processed events) carry `expiresAt` (epoch seconds, TTL).
 */
import { env } from '../commons/env';

export const tableName = () => env.tableName;

export const GSI1 = 'gsi1';
export const GSI2 = 'gsi2';

export const keys = {
  user: (id: string) => ({ pk: `USER#${id}`, sk: 'PROFILE' }),
  emailGuard: (email: string) => ({ pk: `EMAIL#${email.toLowerCase()}`, sk: 'GUARD' }),
  usernameGuard: (username: string) => ({ pk: `USERNAME#${username.toLowerCase()}`, sk: 'GUARD' }),
  cartLine: (userId: string, productId: string) => ({ pk: `USER#${userId}`, sk: `CART#${productId}` }),
  wishLine: (userId: string, productId: string) => ({ pk: `USER#${userId}`, sk: `WISH#${productId}` }),
  product: (productId: string) => ({ pk: `PRODUCT#${productId}`, sk: 'PRODUCT' }),
  brand: (id: string) => ({ pk: `BRAND#${id}`, sk: 'BRAND' }),
  subscriber: (email: string) => ({ pk: `SUBSCRIBER#${email.toLowerCase()}`, sk: 'SUBSCRIBER' }),
  order: (id: string) => ({ pk: `ORDER#${id}`, sk: 'ORDER' }),
  token: (hash: string) => ({ pk: `TOKEN#${hash}`, sk: 'TOKEN' }),
  rate: (key: string) => ({ pk: `RATE#${key}`, sk: 'RATE' }),
  stripeEvent: (id: string) => ({ pk: `STRIPE_EVENT#${id}`, sk: 'EVENT' }),
  stats: () => ({ pk: 'STATS', sk: 'TOTALS' }),
  /** A stream record a reaction has applied (kept a day): retried deliveries are skipped. */
  appliedChange: (reaction: string, eventId: string) => ({ pk: `CHANGE#${reaction}#${eventId}`, sk: 'CHANGE' }),
};

/** Entity names stored in each item's `type`, read by the stream handlers. */
export type EntityType =
  | 'user' | 'emailGuard' | 'usernameGuard' | 'cartLine' | 'wishLine' | 'product' | 'brand'
  | 'subscriber' | 'order' | 'token' | 'rate' | 'stripeEvent' | 'stats' | 'appliedChange';

/** Whole dollars and cents on the wire, integer cents in the table. */
export const toCents = (dollars: number) => Math.round(dollars * 100);
export const toDollars = (cents: number) => Math.round(cents) / 100;

/** Epoch seconds `seconds` from now, for the TTL attribute. */
export const expiresIn = (seconds: number, now = Date.now()) => Math.floor(now / 1000) + seconds;
