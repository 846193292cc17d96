/** The app's lazily loaded pages; app/pages.ts holds each one's import. */
export type PageName =
  | 'home'
  | 'shop'
  | 'product'
  | 'about'
  | 'admin'
  | 'verifyEmail'
  | 'resetPassword'
  | 'orders'
  | 'orderConfirmation'
  | 'profile'
  | 'terms'
  | 'privacy'
  | 'cart'
  | 'wishlist'
  | 'alertsUnsubscribe'
  | 'scentFinder';

// The first path segment of each page but home (which also takes /login, /register and any
// unknown path: the routes send those home) and a product's page, /products/{id}. Bare
// /products goes to the shop.
const BY_FIRST_SEGMENT: Partial<Record<string, PageName>> = {
  shop: 'shop',
  products: 'shop',
  about: 'about',
  admin: 'admin',
  'verify-email': 'verifyEmail',
  'reset-password': 'resetPassword',
  orders: 'orders',
  'order-confirmation': 'orderConfirmation',
  profile: 'profile',
  terms: 'terms',
  privacy: 'privacy',
  cart: 'cart',
  wishlist: 'wishlist',
  alerts: 'alertsUnsubscribe',
  'scent-finder': 'scentFinder',
};

/**
 * The page a path shows, for loading its code before the router asks. Kept free of imports: the
 * first-load script (web/src/first-load.ts) runs it before the framework has arrived.
 */
export function pageForPath(pathname: string): PageName {
  const [, first = '', second] = pathname.split('/');
  const segment = first.toLowerCase();
  if (segment === 'products' && second) return 'product';
  return BY_FIRST_SEGMENT[segment] ?? 'home';
}
