import { type ComponentType, lazy } from 'react';

/**
 * Each page is a chunk of its own, so a visitor's first load carries the shell and the one page
 * they opened. `preloadPage` starts that page's download before React renders, to avoid a
 * request waterfall on the landing page.
 */
const loaders = {
  home: () => import('../features/home/components/home-page').then((m) => ({ default: m.HomePage })),
  shop: () => import('../features/shop/components/shop-page').then((m) => ({ default: m.ShopPage })),
  about: () => import('../features/about/components/about-page').then((m) => ({ default: m.AboutPage })),
  admin: () => import('../features/admin/components/admin-area'),
  verifyEmail: () => import('../features/account-pages/components/verify-email-page').then((m) => ({ default: m.VerifyEmailPage })),
  resetPassword: () => import('../features/account-pages/components/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
  orders: () => import('../features/orders/components/orders-page').then((m) => ({ default: m.OrdersPage })),
  orderConfirmation: () =>
    import('../features/orders/components/order-confirmation-page').then((m) => ({ default: m.OrderConfirmationPage })),
  profile: () => import('../features/profile/components/profile-page').then((m) => ({ default: m.ProfilePage })),
  terms: () => import('../features/legal/components/terms-page').then((m) => ({ default: m.TermsPage })),
  privacy: () => import('../features/legal/components/privacy-page').then((m) => ({ default: m.PrivacyPage })),
  cart: () => import('../features/checkout/components/cart-page').then((m) => ({ default: m.CartPage })),
  wishlist: () => import('../features/wishlist/components/wishlist-page').then((m) => ({ default: m.WishlistPage })),
} satisfies Record<string, () => Promise<{ default: ComponentType }>>;

type PageName = keyof typeof loaders;

const started = new Map<PageName, Promise<{ default: ComponentType }>>();

function load(name: PageName) {
  let promise = started.get(name);
  if (!promise) {
    promise = loaders[name]();
    started.set(name, promise);
  }
  return promise;
}

export const HomePage = lazy(() => load('home'));
export const ShopPage = lazy(() => load('shop'));
export const AboutPage = lazy(() => load('about'));
export const AdminArea = lazy(() => load('admin'));
export const VerifyEmailPage = lazy(() => load('verifyEmail'));
export const ResetPasswordPage = lazy(() => load('resetPassword'));
export const OrdersPage = lazy(() => load('orders'));
export const OrderConfirmationPage = lazy(() => load('orderConfirmation'));
export const ProfilePage = lazy(() => load('profile'));
export const TermsPage = lazy(() => load('terms'));
export const PrivacyPage = lazy(() => load('privacy'));
export const CartPage = lazy(() => load('cart'));
export const WishlistPage = lazy(() => load('wishlist'));

/** Starts loading the page a path shows; unknown paths land on home. */
export function preloadPage(pathname: string): void {
  const first = pathname.split('/')[1] ?? '';
  const name: PageName = first === 'shop' || first === 'products' ? 'shop' : first === 'about' ? 'about' : first === 'admin' ? 'admin' : 'home';
  void load(first === 'verify-email' ? 'verifyEmail' : first === 'reset-password' ? 'resetPassword' : (MORE_PAGES[first] ?? name));
}

// The first path segment of the account, order and legal pages.
const MORE_PAGES: Partial<Record<string, PageName>> = {
  orders: 'orders',
  'order-confirmation': 'orderConfirmation',
  profile: 'profile',
  terms: 'terms',
  privacy: 'privacy',
  cart: 'cart',
  wishlist: 'wishlist',
};
