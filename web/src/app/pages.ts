import { type ComponentType, createElement, lazy, useState } from 'react';
import { PAGES, type PageName, pageForPath } from './page-table';

/**
 * Each page is a chunk of its own (page-table.ts), so a visitor's first load carries the shell
 * and the one page they opened. `preloadPage` starts that page's download before React renders
 * (the first-load script has usually fetched it already), and main.tsx waits for it, so the first
 * render shows the page itself rather than the shell with a loading state.
 */
const started = new Map<PageName, Promise<{ default: ComponentType }>>();
const arrived = new Map<PageName, ComponentType>();

function load(name: PageName) {
  let promise = started.get(name);
  if (!promise) {
    promise = PAGES[name].load().then((component) => {
      arrived.set(name, component);
      return { default: component };
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

/** Every page's component, by name: each loads its code when first rendered. */
export const PAGE_COMPONENTS = Object.fromEntries(Object.keys(PAGES).map((name) => [name, page(name as PageName)])) as Record<
  PageName,
  ComponentType
>;

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
