import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { aProduct } from '../../../../../shared/catalog/product-fixture';
import { CATEGORIES } from '../../../../../shared/types';
import { ShopPage } from './shop-page';

// 30 products, the categories in turn: 8 Women, 8 Men, 7 Unisex, 7 Gifts.
const catalogue = Array.from({ length: 30 }, (_, i) =>
  aProduct({ product_id: `P-${i + 1}`, name: `Scent ${i + 1}`, category: CATEGORIES[i % 4]!, retail_price: 50 + i }),
);

function renderShop(at: string) {
  return render(
    <MemoryRouter initialEntries={[at]}>
      <ShopPage />
    </MemoryRouter>,
  );
}

function cards() {
  return screen.queryAllByTestId('product-card');
}

beforeAll(() => {
  // jsdom does not lay out, so it has no scrolling.
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ShopPage', () => {
  it('shows skeletons, then 12 cards a page with a pagination bar', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json(catalogue)));
    renderShop('/shop');
    expect(screen.getByText('Loading products…')).toBeTruthy();
    expect(await screen.findByText('Scent 1')).toBeTruthy();
    expect(cards()).toHaveLength(12);
    expect(screen.getByText('Showing 1–12 of 30 products')).toBeTruthy();
    const bar = screen.getByRole('navigation', { name: 'Pagination' });
    fireEvent.click(within(bar).getByRole('button', { name: 'Page 3' }));
    expect(cards()).toHaveLength(6);
    expect(screen.getByText('Scent 25')).toBeTruthy();
  });

  it('preselects ?category= with a banner whose View All Categories clears it', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json(catalogue)));
    renderShop('/shop?category=Men');
    await screen.findByText('Scent 2');
    expect(cards()).toHaveLength(8);
    expect(screen.getByText(/Showing products for category/).textContent).toContain('Men');
    fireEvent.click(screen.getByRole('button', { name: 'View All Categories' }));
    expect(cards()).toHaveLength(12);
    expect(screen.queryByText(/Showing products for category/)).toBeNull();
  });

  it('ignores an unknown category', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json(catalogue)));
    renderShop('/shop?category=Kids');
    await screen.findByText('Scent 1');
    expect(cards()).toHaveLength(12);
    expect(screen.queryByText(/Showing products for category/)).toBeNull();
  });

  it('shows the empty state when nothing is in the catalogue', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json([])));
    renderShop('/shop');
    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeTruthy();
    expect(screen.getByText('Try adjusting your filters or search criteria')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear All Filters' })).toBeTruthy();
  });

  it('shows the server message on failure, and Try Again loads again', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(Response.json({ code: 'INTERNAL', message: 'The catalogue is resting' }, { status: 500 }))
      .mockResolvedValueOnce(Response.json(catalogue));
    vi.stubGlobal('fetch', fetch);
    renderShop('/shop');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error loading products' })).toBeTruthy();
    expect(within(alert).getByText('The catalogue is resting')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Scent 1')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('card: price with $ and 2 decimals, up to 3 tags, a badge only below retail, Sign in to Add for guests', async () => {
    const products = [
      aProduct({ product_id: 'A', name: 'Cheaper Cost', retail_price: 100, cost_price: 80, tags: ['a', 'b', 'c', 'd'] }),
      aProduct({ product_id: 'B', name: 'Higher Cost', retail_price: 90.5, cost_price: 120 }),
    ];
    vi.stubGlobal('fetch', vi.fn(async () => Response.json(products)));
    renderShop('/shop');
    const [first, second] = (await screen.findAllByTestId('product-card')) as [HTMLElement, HTMLElement];
    expect(within(first).getByText('$100.00')).toBeTruthy();
    expect(within(first).getByText('20% OFF')).toBeTruthy();
    expect(within(first).getAllByRole('listitem')).toHaveLength(3);
    expect(within(first).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
    expect(within(first).getByRole('button').textContent).toBe('Sign in to Add');
    expect(within(second).getByText('$90.50')).toBeTruthy();
    expect(within(second).queryByText(/OFF/)).toBeNull();
    const image = within(first).getByRole('img', { name: 'Cheaper Cost' });
    expect(image.getAttribute('width')).toBe('320');
    expect(image.getAttribute('loading')).toBe('eager');
  });
});
