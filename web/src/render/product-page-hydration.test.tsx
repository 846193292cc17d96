import { act } from 'react';
import { waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aProduct } from '@shared/test-support/product-fixture';
import { builtProductPageTemplate } from '@/testing/product-page-template';
import { App } from '@/app/app';
import { preloadPage } from '@/app/pages';
import { readDrawnProductPage } from '@/features/shop/api/drawn-product-page';
import { fakeApi } from '@/testing/fake-api';
import { PRERENDERED_MARK } from '@/lib/prerendered';
import { clearSession, writeLocalWishlist } from '@/lib/session';
import { renderProductMissingHtml, renderProductPageHtml } from './product-page-html';

const ghost = aProduct({
  product_id: 'byredo-mojave-ghost-edp',
  name: 'Mojave Ghost',
  brand: 'Byredo',
  category: 'Unisex',
  retail_price: 90,
  cost_price: 120,
  review_count: 41,
  stock_quantity: 3,
});
const gypsy = aProduct({ product_id: 'byredo-gypsy-water', name: 'Gypsy Water', brand: 'Byredo', category: 'Unisex', tags: ['fresh'] });
const template = builtProductPageTemplate();

// As Testing Library sets it: React's updates are awaited inside act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;

/**
 * The page drawn as the server draws it. (Here a document exists, so the app's layout effects
 * are not the server's plain ones and React warns about them; the server's own render is
 * checked in Node by product-page-html.test.tsx.)
 */
function drawn(render: () => string): string {
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    return render();
  } finally {
    consoleError.mockRestore();
  }
}

/** Opens `html` at `path` as the browser does (the document's head and body), then starts the app as main.tsx does. */
async function openAndHydrate(html: string, path: string) {
  vi.stubGlobal('scrollTo', () => undefined);
  window.history.replaceState(null, '', path);
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.head.innerHTML = parsed.head.innerHTML;
  document.body.innerHTML = parsed.body.innerHTML;
  document.documentElement.setAttribute(PRERENDERED_MARK, '');
  const markup = document.getElementById('root')!.innerHTML;

  const problems: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => problems.push(args));
  await preloadPage(path);
  await act(async () => {
    root = hydrateRoot(document.getElementById('root')!, <App Router={BrowserRouter} productPage={readDrawnProductPage()} />, {
      onRecoverableError: (error) => problems.push(error),
    });
  });
  consoleError.mockRestore();
  return { markup, problems };
}

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.unstubAllGlobals();
  clearSession();
  document.documentElement.removeAttribute(PRERENDERED_MARK);
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('a product page drawn outside the browser, hydrated', () => {
  it('hydrates without a mismatch, then shows the price the catalogue has now', async () => {
    let answer!: (response: Response) => void;
    fakeApi({ 'GET /api/customer/products': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const html = drawn(() =>
      renderProductPageHtml({
        product: ghost,
        related: { house: [gypsy], alike: [], similar: [gypsy] },
        origin: 'https://maison.example',
        template,
      }),
    );

    // The quantity takes no keys before the app has the page: it would show one number and add another.
    expect(new DOMParser().parseFromString(html, 'text/html').querySelector('form.product-details__buy')?.hasAttribute('inert')).toBe(true);

    const { problems } = await openAndHydrate(html, '/products/byredo-mojave-ghost-edp');
    expect(problems).toEqual([]);
    expect(document.documentElement.hasAttribute(PRERENDERED_MARK)).toBe(false);
    expect(document.querySelector('form.product-details__buy')?.hasAttribute('inert')).toBe(false);
    expect(document.querySelector('h1')?.textContent).toBe('Mojave Ghost');
    expect(document.querySelector('.product-details__price')?.textContent).toContain('$90.00');
    // The app takes over the head tags the page was drawn with rather than adding its own.
    expect([...document.querySelectorAll('title')].map((title) => title.textContent)).toEqual(['Mojave Ghost by Byredo — Maison']);
    expect([...document.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href'))).toEqual([
      'https://maison.example/products/byredo-mojave-ghost-edp',
    ]);
    expect(document.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);

    await act(async () => answer(Response.json([{ ...ghost, retail_price: 85 }, gypsy])));
    // The query cache tells its screens of an answer in a task of its own, not in the same one.
    await waitFor(() => expect(document.querySelector('.product-details__price')?.textContent).toContain('$85.00'));
    expect(document.querySelector('h1')?.textContent).toBe('Mojave Ghost');
    expect(document.querySelectorAll('title, link[rel="canonical"], meta[property="og:title"]')).toHaveLength(3);
  });

  it("draws the heart unsaved, as the server did, then shows this browser's wishlist", async () => {
    fakeApi({ 'GET /api/customer/products': () => new Promise<Response>(() => undefined) });
    writeLocalWishlist([ghost.product_id]);
    const html = drawn(() =>
      renderProductPageHtml({ product: ghost, related: { house: [], alike: [], similar: [] }, origin: 'https://maison.example', template }),
    );
    expect(html).toContain('Add to Wishlist');

    const { problems } = await openAndHydrate(html, '/products/byredo-mojave-ghost-edp');
    expect(problems).toEqual([]);
    expect(document.querySelector('.wish-full')?.textContent).toBe('Remove from Wishlist');
  });

  it('hydrates the missing page at any product address, and stays "not available" when the catalogue lacks it', async () => {
    fakeApi({ 'GET /api/customer/products': Response.json([gypsy]) });
    const { markup, problems } = await openAndHydrate(
      drawn(() => renderProductMissingHtml({ template })),
      '/products/no-such-perfume',
    );
    expect(problems).toEqual([]);
    expect(markup).toContain('This product is not available');
    expect(document.querySelector('h1')?.textContent).toBe('This product is not available');
  });

  it("leaves the drawn product behind when the visitor follows a link to another product's page", async () => {
    fakeApi({ 'GET /api/customer/products': () => new Promise<Response>(() => undefined) });
    const html = drawn(() =>
      renderProductPageHtml({
        product: ghost,
        related: { house: [gypsy], alike: [], similar: [gypsy] },
        origin: 'https://maison.example',
        template,
      }),
    );
    await openAndHydrate(html, '/products/byredo-mojave-ghost-edp');

    await act(async () => document.querySelector<HTMLAnchorElement>('a[href="/products/byredo-gypsy-water"]')!.click());
    expect(window.location.pathname).toBe('/products/byredo-gypsy-water');
    expect(document.querySelector('h1')).toBeNull();
    expect(document.querySelector('main')?.textContent).toContain('Loading product…');
    // The drawn product's head tags went with its page.
    expect([...document.querySelectorAll('title')].map((title) => title.textContent)).toEqual(['Loading product — Maison']);
    expect(document.querySelector('link[rel="canonical"], meta[property^="og:"], meta[name="description"]')).toBeNull();

    // The home page names the tab again, though the drawn page's head had only the product's title.
    await act(async () => document.querySelector<HTMLAnchorElement>('a.brand-mark')!.click());
    await waitFor(() => expect(document.title).toBe('Maison — Perfumes & Colognes'));
  });
});
