import { DEFAULT_SHOP_TIME_ZONE, shopDay } from '../format/shop-day';

/** Crockford's base 32: digits and capitals without I, L, O and U, so a number read aloud is not misheard. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Random characters in a display number. */
const ORDER_NUMBER_RANDOM_LENGTH = 6;

/** The display number's shape: `ORD-YYYYMMDD-XXXXXX` (the shop's day, 6 base-32 characters). */
export const ORDER_NUMBER_PATTERN = /^ORD-\d{8}-[0-9A-HJKMNP-TV-Z]{6}$/;

/**
 * A display number `ORD-20250114-7KQ2ZD` from the shop's day the order is placed on (in its time
 * zone, as `orderDay` reads it) and 6 random bytes (pass `crypto.getRandomValues(new Uint8Array(6))`);
 * each byte picks one of 32 characters, without bias.
 */
export function createOrderNumber(date: Date, randomBytes: Uint8Array, timeZone = DEFAULT_SHOP_TIME_ZONE): string {
  if (randomBytes.length < ORDER_NUMBER_RANDOM_LENGTH) throw new Error('createOrderNumber needs 6 random bytes');
  const day = shopDay(date, timeZone).replaceAll('-', '');
  let suffix = '';
  for (const byte of randomBytes.subarray(0, ORDER_NUMBER_RANDOM_LENGTH)) suffix += ALPHABET[byte % 32];
  return `ORD-${day}-${suffix}`;
}

/** The number an order is shown by: its display number, else '#' and the id's last 8 characters in capitals; '' without either. */
export function displayOrderNumber(order: { orderId?: string | null; id?: string | null; _id?: string | null }): string {
  if (order.orderId?.trim()) return order.orderId.trim();
  const id = (order.id ?? order._id ?? '').trim();
  return id ? `#${id.slice(-8).toUpperCase()}` : '';
}
