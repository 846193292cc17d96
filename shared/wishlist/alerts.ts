/**
 * Wishlist alerts: the emails a customer gets about a saved product (back in stock, price drop).
 * Pure rules and texts shared by the functions that send them and the pages that control them.
 */

/** The texts of the alert controls, the unsubscribe page and the answers of their routes. */
export const ALERT_MESSAGES = {
  notifyMe: "Notify me when it's back",
  /** What the alert button says once pressed: the card shows its first words (ALERT_SHORT_WORDS). */
  alertSet: "Alert on: we'll email you when it's back",
  notifyMeGuest: 'Sign in to be notified',
  willNotify: "We'll email you when it's back in stock.",
  notifyFailed: 'Failed to save your alert. Please try again.',
  alertOn: 'Alerts are on for this product.',
  alertOff: 'Alerts are off for this product.',
  allOff: 'All wishlist alerts are off.',
  unsubscribed: 'You will no longer get wishlist alerts. You can turn them on again in your profile.',
  linkInvalid: 'This unsubscribe link is not valid. Sign in and turn alerts off in your profile.',
  linkExpired: 'This unsubscribe link has expired. Sign in and turn alerts off in your profile.',
  linkUsed: 'This unsubscribe link was already used. To change your wishlist alerts, sign in and open your profile.',
} as const;

/** The words a product card has room for, at the start of each alert button's full text. */
export const ALERT_SHORT_WORDS = { notifyMe: 'Notify me', alertSet: 'Alert on' } as const;

/** How long an emailed unsubscribe link works. */
export const UNSUBSCRIBE_LINK_DAYS = 60;

/** The web page an unsubscribe link opens; its token rides in the fragment (`#token=…`). */
export const UNSUBSCRIBE_PAGE = '/alerts/unsubscribe';

/** The shop's address that opens one product's popup: `/shop?product=<id>`. */
export function productPagePath(productId: string): string {
  return `/shop?product=${encodeURIComponent(productId)}`;
}

/** The product a shop address asks to open (`?product=`), or undefined. */
export function productToOpen(search: URLSearchParams): string | undefined {
  return search.get('product')?.trim() || undefined;
}

/** A product's stock and price as the stream sees them before and after a change. */
export interface ProductState {
  stock: number;
  retailCents: number;
}

/** The alerts a product change calls for: back in stock when it goes from none to some, a price drop when its price falls. */
export function alertsFor(before: ProductState, after: ProductState): ('back-in-stock' | 'price-drop')[] {
  const alerts: ('back-in-stock' | 'price-drop')[] = [];
  if (before.stock <= 0 && after.stock > 0) alerts.push('back-in-stock');
  if (after.retailCents < before.retailCents) alerts.push('price-drop');
  return alerts;
}
