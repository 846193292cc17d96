import { cleanup, screen } from '@testing-library/react';
import { render } from '@/testing/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aProduct } from '@shared/test-support/product-fixture';
import * as routes from '@shared/routes/endpoints';
import { PRERENDERED_MARK } from '../prerendered';
import { EAGER_CARDS, arrivedCatalogue, startEarlyCatalogue, takeEarlyCatalogue } from './early-catalogue';
import { useProducts } from './list-products';

const catalogue = Array.from({ length: 6 }, (_, i) => aProduct({ product_id: `P-${i + 1}`, image_url: `/images/products/p${i + 1}.svg` }));

function serve() {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => Response.json(catalogue));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function Status() {
  const products = useProducts();
  return <output data-testid="status">{products.status === 'ready' ? `${products.products.length} products` : products.status}</output>;
}

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => link.getAttribute('href'));

afterEach(() => {
  cleanup();
  takeEarlyCatalogue();
  document.head.querySelectorAll('link').forEach((link) => link.remove());
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
});

describe('early catalogue', () => {
  it('starts only on the shop page and a product page', () => {
    const fetch = serve();
    for (const path of ['/', '/products', '/products/', '/cart']) {
      window.history.replaceState(null, '', path);
      startEarlyCatalogue();
    }
    expect(fetch).not.toHaveBeenCalled();
    expect(takeEarlyCatalogue()).toBeUndefined();
  });

  it("asks for the catalogue at once on a product page and fetches that product's picture when it answers", async () => {
    const fetch = serve();
    window.history.replaceState(null, '', '/products/P-4');
    startEarlyCatalogue();
    expect(fetch).toHaveBeenCalledWith(routes.listProducts.path, expect.anything());
    await vi.waitFor(() => expect(arrivedCatalogue()).toHaveLength(6));
    expect(preloads()).toEqual(['/images/products/p4.svg']);
  });

  it('asks for the catalogue at once on /shop and fetches the first cards’ pictures when it answers', async () => {
    const fetch = serve();
    window.history.replaceState(null, '', '/shop');
    startEarlyCatalogue();
    // The script names the path itself (the table stays out of it): it must be the table's.
    expect(fetch).toHaveBeenCalledWith(routes.listProducts.path, expect.anything());
    await vi.waitFor(() => expect(arrivedCatalogue()).toHaveLength(6));
    expect(preloads()).toEqual(catalogue.slice(0, EAGER_CARDS).map((p) => p.image_url));
  });

  it('carries the stored token as the API client does, and no Authorization header for a guest', async () => {
    const fetch = serve();
    window.history.replaceState(null, '', '/shop');
    startEarlyCatalogue();
    expect(new Headers(fetch.mock.calls[0]![1]!.headers).has('authorization')).toBe(false);
    takeEarlyCatalogue();
    localStorage.setItem('maison.token', 'tok-remembered');
    startEarlyCatalogue();
    sessionStorage.setItem('maison.token', 'tok-this-tab');
    startEarlyCatalogue();
    localStorage.removeItem('maison.token');
    sessionStorage.removeItem('maison.token');
    const sent = fetch.mock.calls.slice(1).map(([, init]) => new Headers(init!.headers).get('authorization'));
    expect(sent).toEqual(['Bearer tok-remembered', 'Bearer tok-this-tab']);
    // The answer is still the one the shop takes.
    await vi.waitFor(() => expect(arrivedCatalogue()).toHaveLength(6));
  });

  it('leaves the pictures alone when the address filters or sorts the shop', async () => {
    serve();
    window.history.replaceState(null, '', '/shop?sort=priceLow');
    startEarlyCatalogue();
    await vi.waitFor(() => expect(arrivedCatalogue()).toHaveLength(6));
    expect(preloads()).toEqual([]);
  });

  it('lets the shop render with the products at once, then asks anew on the next visit', async () => {
    const fetch = serve();
    window.history.replaceState(null, '', '/shop');
    startEarlyCatalogue();
    await vi.waitFor(() => expect(arrivedCatalogue()).toBeDefined());
    render(<Status />);
    expect(screen.getByTestId('status').textContent).toBe('6 products');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(arrivedCatalogue()).toBeUndefined();
    cleanup();
    render(<Status />);
    expect(screen.getByTestId('status').textContent).toBe('loading');
    expect(await screen.findByText('6 products')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('on the prerendered shop, hydrates without the products it already has, then shows them without asking again', async () => {
    const fetch = serve();
    window.history.replaceState(null, '', '/shop');
    document.documentElement.setAttribute(PRERENDERED_MARK, '');
    vi.resetModules();
    const drawn = await import('./early-catalogue');
    const { useProducts: useDrawnProducts } = await import('./list-products');
    try {
      drawn.startEarlyCatalogue();
      // The app has taken the page over before the page inside it hydrates: still no products.
      document.documentElement.removeAttribute(PRERENDERED_MARK);
      await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(drawn.arrivedCatalogue()).toBeUndefined();
      const seen: string[] = [];
      function DrawnStatus() {
        const products = useDrawnProducts();
        seen.push(products.status);
        return (
          <output data-testid="status">{products.status === 'ready' ? `${products.products.length} products` : products.status}</output>
        );
      }
      render(<DrawnStatus />);
      expect(seen[0]).toBe('loading');
      expect(await screen.findByText('6 products')).toBeInTheDocument();
      expect(fetch).toHaveBeenCalledTimes(1);
    } finally {
      document.documentElement.removeAttribute(PRERENDERED_MARK);
      drawn.takeEarlyCatalogue();
    }
  });

  it('hands a request still on its way to the shop, which waits for it', async () => {
    let answer: (value: Response) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetch);
    window.history.replaceState(null, '', '/shop');
    startEarlyCatalogue();
    render(<Status />);
    expect(screen.getByTestId('status').textContent).toBe('loading');
    answer(Response.json(catalogue));
    expect(await screen.findByText('6 products')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
