import type { ComponentType } from 'react';
import { pageMatching } from './page-paths';

/**
 * Every page of the site, one entry each: the addresses it shows, who may open it, and its code.
 * The router's routes (app-routes.tsx), the page loader (pages.ts) and the build, which tells
 * the first-load script each page's paths and files (web/build/page-table.ts), all read this
 * table, so a new page is one entry here and its own file.
 */
export interface PageEntry {
  /** The addresses it shows, in React Router's path syntax (`:param`, `:param?`, a trailing `*`). */
  readonly paths: readonly string[];
  /** Who may open it (the router guards it; the API checks again). Anyone when absent. */
  readonly access?: 'customer' | 'admin' | 'signedIn';
  /** The module `load` imports, under web/src: the build finds the page's files by it. */
  readonly module: string;
  /** The page's code, a chunk of its own. */
  readonly load: () => Promise<ComponentType>;
  /** Left out of the first-load script's list of files (every visitor downloads that list). */
  readonly firstLoad?: false;
}

const TABLE = {
  home: {
    // /forgot-password is FORGOT_PASSWORD_PATH (shared/auth), written out: the build reads this file alone.
    paths: ['/', '/login', '/register', '/forgot-password'],
    module: 'features/home/components/home-page',
    load: () => import('@/features/home/components/home-page').then((m) => m.HomePage),
  },
  about: {
    paths: ['/about'],
    module: 'features/about/components/about-page',
    load: () => import('@/features/about/components/about-page').then((m) => m.AboutPage),
  },
  shop: {
    paths: ['/shop'],
    module: 'features/shop/components/shop-page',
    load: () => import('@/features/shop/components/shop-page').then((m) => m.ShopPage),
  },
  scentFinder: {
    paths: ['/scent-finder'],
    module: 'features/scent-finder/components/scent-finder-page',
    load: () => import('@/features/scent-finder/components/scent-finder-page').then((m) => m.ScentFinderPage),
  },
  product: {
    paths: ['/products/:productId'],
    module: 'features/shop/components/product-page',
    load: () => import('@/features/shop/components/product-page').then((m) => m.ProductPage),
  },
  admin: {
    paths: ['/admin/*'],
    access: 'admin',
    module: 'features/admin/components/admin-area',
    load: () => import('@/features/admin/components/admin-area').then((m) => m.default),
    // No storefront visitor's first page, and a long list of files.
    firstLoad: false,
  },
  orders: {
    paths: ['/orders'],
    access: 'customer',
    module: 'features/orders/components/orders-page',
    load: () => import('@/features/orders/components/orders-page').then((m) => m.OrdersPage),
  },
  cart: {
    paths: ['/cart'],
    access: 'customer',
    module: 'features/cart/components/cart-page',
    load: () => import('@/features/cart/components/cart-page').then((m) => m.CartPage),
  },
  wishlist: {
    paths: ['/wishlist'],
    access: 'customer',
    module: 'features/wishlist/components/wishlist-page',
    load: () => import('@/features/wishlist/components/wishlist-page').then((m) => m.WishlistPage),
  },
  profile: {
    paths: ['/profile'],
    access: 'signedIn',
    module: 'features/profile/components/profile-page',
    load: () => import('@/features/profile/components/profile-page').then((m) => m.ProfilePage),
  },
  orderConfirmation: {
    paths: ['/order-confirmation/:orderId?'],
    module: 'features/orders/components/order-confirmation-page',
    load: () => import('@/features/orders/components/order-confirmation-page').then((m) => m.OrderConfirmationPage),
  },
  terms: {
    paths: ['/terms'],
    module: 'features/legal/components/terms-page',
    load: () => import('@/features/legal/components/terms-page').then((m) => m.TermsPage),
  },
  privacy: {
    paths: ['/privacy'],
    module: 'features/legal/components/privacy-page',
    load: () => import('@/features/legal/components/privacy-page').then((m) => m.PrivacyPage),
  },
  verifyEmail: {
    paths: ['/verify-email'],
    module: 'features/account-pages/components/verify-email-page',
    load: () => import('@/features/account-pages/components/verify-email-page').then((m) => m.VerifyEmailPage),
  },
  resetPassword: {
    paths: ['/reset-password'],
    module: 'features/account-pages/components/reset-password-page',
    load: () => import('@/features/account-pages/components/reset-password-page').then((m) => m.ResetPasswordPage),
  },
  alertsUnsubscribe: {
    paths: ['/alerts/unsubscribe'],
    module: 'features/account-pages/components/alerts-unsubscribe-page',
    load: () => import('@/features/account-pages/components/alerts-unsubscribe-page').then((m) => m.AlertsUnsubscribePage),
  },
  newsletterUnsubscribe: {
    paths: ['/newsletter/unsubscribe'],
    module: 'features/account-pages/components/newsletter-unsubscribe-page',
    load: () => import('@/features/account-pages/components/newsletter-unsubscribe-page').then((m) => m.NewsletterUnsubscribePage),
  },
} satisfies Record<string, PageEntry>;

export type PageName = keyof typeof TABLE;
export const PAGES: Readonly<Record<PageName, PageEntry>> = TABLE;
export type PageAccess = NonNullable<PageEntry['access']>;

/** Addresses that lead to another (bare /products to the shop); any other unknown one leads home. */
export const REDIRECTS: Readonly<Record<string, string>> = { '/products': '/shop' };

/** The page a path shows, for loading its code before the router asks; unknown paths show home. */
export const pageForPath = (pathname: string): PageName => pageMatching(PAGES, REDIRECTS, pathname, 'home');
