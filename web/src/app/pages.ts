import { type ComponentType, createElement, lazy, useState } from 'react';
import { type PageName, pageForPath } from './page-for-path';

/**
 * Each page is a chunk of its own, so a visitor's first load carries the shell and the one page
 * they opened. `preloadPage` starts that page's download before React renders (the first-load
 * script has usually fetched it already), and main.tsx waits for it, so the first render shows
 * the page itself rather than the shell with a loading state.
 */
const loaders = {
  home: () => import('@/features/home/components/home-page').then((m) => ({ default: m.HomePage })),
  shop: () => import('@/features/shop/components/shop-page').then((m) => ({ default: m.ShopPage })),
  product: () => import('@/features/shop/components/product-page').then((m) => ({ default: m.ProductPage })),
  about: () => import('@/features/about/components/about-page').then((m) => ({ default: m.AboutPage })),
  admin: () => import('@/features/admin/components/admin-area'),
  verifyEmail: () => import('@/features/account-pages/components/verify-email-page').then((m) => ({ default: m.VerifyEmailPage })),
  resetPassword: () => import('@/features/account-pages/components/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
  orders: () => import('@/features/orders/components/orders-page').then((m) => ({ default: m.OrdersPage })),
  orderConfirmation: () =>
    import('@/features/orders/components/order-confirmation-page').then((m) => ({ default: m.OrderConfirmationPage })),
  profile: () => import('@/features/profile/components/profile-page').then((m) => ({ default: m.ProfilePage })),
  terms: () => import('@/features/legal/components/terms-page').then((m) => ({ default: m.TermsPage })),
  privacy: () => import('@/features/legal/components/privacy-page').then((m) => ({ default: m.PrivacyPage })),
  cart: () => import('@/features/cart/components/cart-page').then((m) => ({ default: m.CartPage })),
  wishlist: () => import('@/features/wishlist/components/wishlist-page').then((m) => ({ default: m.WishlistPage })),
  alertsUnsubscribe: () =>
    import('@/features/account-pages/components/alerts-unsubscribe-page').then((m) => ({ default: m.AlertsUnsubscribePage })),
  scentFinder: () => import('@/features/scent-finder/components/scent-finder-page').then((m) => ({ default: m.ScentFinderPage })),
} satisfies Record<PageName, () => Promise<{ default: ComponentType }>>;

const started = new Map<PageName, Promise<{ default: ComponentType }>>();
const arrived = new Map<PageName, ComponentType>();

function load(name: PageName) {
  let promise = started.get(name);
  if (!promise) {
    promise = loaders[name]().then((module) => {
      arrived.set(name, module.default);
      return module;
    });
    started.set(name, promise);
  }
  return promise;
}

/** A page that renders at once if its code has arrived, and suspends until it does otherwise. */
function page(name: PageName): ComponentType {
  const Lazy = lazy(() => load(name));
  return function Page() {
    // Chosen once per mount: switching from the lazy wrapper to the page would remount it.
    const [component] = useState<ComponentType>(() => arrived.get(name) ?? Lazy);
    return createElement(component);
  };
}

export const HomePage = page('home');
export const ShopPage = page('shop');
export const ProductPage = page('product');
export const AboutPage = page('about');
export const AdminArea = page('admin');
export const VerifyEmailPage = page('verifyEmail');
export const ResetPasswordPage = page('resetPassword');
export const OrdersPage = page('orders');
export const OrderConfirmationPage = page('orderConfirmation');
export const ProfilePage = page('profile');
export const TermsPage = page('terms');
export const PrivacyPage = page('privacy');
export const CartPage = page('cart');
export const WishlistPage = page('wishlist');
export const AlertsUnsubscribePage = page('alertsUnsubscribe');
export const ScentFinderPage = page('scentFinder');

/**
 * A page whose code a server render has imported itself (web/src/render/product-page-html.tsx):
 * it renders at once, as it does in the browser once its code has arrived, with no `import()`
 * to wait for.
 */
export function providePage(name: PageName, component: ComponentType): void {
  arrived.set(name, component);
  started.set(name, Promise.resolve({ default: component }));
}

/** Starts loading the page a path shows (unknown paths land on home); settles when its code has arrived. */
export function preloadPage(pathname: string): Promise<unknown> {
  return load(pageForPath(pathname));
}
