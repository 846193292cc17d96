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

/** Starts loading the page a path shows; unknown paths land on home. */
export function preloadPage(pathname: string): void {
  const first = pathname.split('/')[1] ?? '';
  const name: PageName = first === 'shop' || first === 'products' ? 'shop' : first === 'about' ? 'about' : first === 'admin' ? 'admin' : 'home';
  void load(name);
}
