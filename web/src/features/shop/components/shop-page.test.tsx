import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { render } from '@/testing/render';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { aProduct } from '@shared/test-support/product-fixture';
import { CATEGORIES } from '@shared/types';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ShopPage } from './shop-page';

// 30 products, the categories in turn: 8 Women, 8 Men, 7 Unisex, 7 Gifts.
const catalogue = Array.from({ length: 30 }, (_, i) =>
  aProduct({ product_id: `P-${i + 1}`, name: `Scent ${i + 1}`, category: CATEGORIES[i % 4]!, retail_price: 50 + i }),
);

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

function renderShop(at: string) {
  return render(
    <MemoryRouter initialEntries={[at]}>
      <ShopPage />
      <Where />
    </MemoryRouter>,
  );
}

function serve(products = catalogue) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(products)),
  );
}

function cards() {
  return screen.queryAllByTestId('product-card');
}

function names() {
  return cards().map((card) => within(card).getByRole('heading').textContent);
}

function where() {
  return screen.getByTestId('where').textContent;
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
    serve();
    renderShop('/shop');
    expect(screen.getByText('Loading products…')).toBeInTheDocument();
    expect(await screen.findByText('Scent 1')).toBeInTheDocument();
    expect(cards()).toHaveLength(12);
    expect(screen.getByText('Showing 1–12 of 30 products')).toBeInTheDocument();
    const bar = screen.getByRole('navigation', { name: 'Pagination' });
    fireEvent.click(within(bar).getByRole('button', { name: 'Page 3' }));
    expect(cards()).toHaveLength(6);
    expect(screen.getByText('Scent 25')).toBeInTheDocument();
    expect(where()).toBe('/shop?page=3');
  });

  it('preselects ?category= with a banner whose View All Categories clears it', async () => {
    serve();
    renderShop('/shop?category=Men');
    await screen.findByText('Scent 2');
    expect(cards()).toHaveLength(8);
    expect(screen.getByText(/Showing products for category/).textContent).toContain('Men');
    expect((screen.getByRole('checkbox', { name: 'Men' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'View All Categories' }));
    expect(cards()).toHaveLength(12);
    expect(screen.queryByText(/Showing products for category/)).toBeNull();
    expect(where()).toBe('/shop');
  });

  it('ignores an unknown category', async () => {
    serve();
    renderShop('/shop?category=Kids');
    await screen.findByText('Scent 1');
    expect(cards()).toHaveLength(12);
    expect(screen.queryByText(/Showing products for category/)).toBeNull();
  });

  it('searches name, brand, category and tags, ignoring case', async () => {
    serve([
      aProduct({ product_id: 'a', name: 'Rose Noir', brand: 'Atelier', category: 'Women', tags: ['floral'] }),
      aProduct({ product_id: 'b', name: 'Vetiver', brand: 'Maison Nord', category: 'Men', tags: ['woody'] }),
      aProduct({ product_id: 'c', name: 'Citrus Bloom', brand: 'Atelier', category: 'Unisex', tags: ['fresh', 'Woody'] }),
    ]);
    renderShop('/shop');
    await screen.findByText('Rose Noir');
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    fireEvent.change(box, { target: { value: 'ATELIER' } });
    expect(names()).toEqual(['Rose Noir', 'Citrus Bloom']);
    fireEvent.change(box, { target: { value: 'woody' } });
    expect(names()).toEqual(['Vetiver', 'Citrus Bloom']);
    fireEvent.change(box, { target: { value: 'unisex' } });
    expect(names()).toEqual(['Citrus Bloom']);
    expect(where()).toBe('/shop?q=unisex');
    fireEvent.change(box, { target: { value: 'nothing like it' } });
    expect(screen.getByRole('heading', { name: 'No products found' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    expect(names()).toHaveLength(3);
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('sorts by the menu and keeps the choice in the address', async () => {
    serve();
    renderShop('/shop');
    await screen.findByText('Scent 1');
    const menu = screen.getByRole('combobox', { name: 'Sort by' });
    fireEvent.change(menu, { target: { value: 'priceHigh' } });
    expect(names().slice(0, 3)).toEqual(['Scent 30', 'Scent 29', 'Scent 28']);
    expect(where()).toBe('/shop?sort=priceHigh');
    fireEvent.change(menu, { target: { value: 'nameAZ' } });
    expect(names().slice(0, 3)).toEqual(['Scent 1', 'Scent 2', 'Scent 3']);
    fireEvent.change(menu, { target: { value: 'priceLow' } });
    const prices = cards().map((card) => Number(within(card).getByTestId('product-price').textContent!.replace(/[$,]/g, '')));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('filters by category, brand, minimum rating and price, and goes back to page 1', async () => {
    serve([
      ...catalogue,
      aProduct({ product_id: 'low', name: 'Low Rated', brand: 'Zeta', category: 'Gifts', rating: 1.5, retail_price: 20.4 }),
      aProduct({ product_id: 'top', name: 'Top Rated', brand: 'Zeta', category: 'Men', rating: 5, retail_price: 400.2 }),
    ]);
    renderShop('/shop?page=2');
    await screen.findByText('Scent 13');
    expect(screen.getByText('Showing 13–24 of 32 products')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Men' }));
    expect(where()).toBe('/shop?cat=Men');
    expect(screen.getByText('Showing 1–9 of 9 products')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Gifts' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Zeta' }));
    expect(names()).toEqual(['Low Rated', 'Top Rated']);

    fireEvent.click(screen.getByRole('radio', { name: '4+ stars' }));
    expect(names()).toEqual(['Top Rated']);
    fireEvent.click(screen.getByRole('radio', { name: 'Any' }));

    // The bounds are the floor of the cheapest and the ceiling of the dearest: 20 to 401.
    const min = screen.getByRole('spinbutton', { name: 'Minimum price' }) as HTMLInputElement;
    const max = screen.getByRole('spinbutton', { name: 'Maximum price' }) as HTMLInputElement;
    expect([min.value, max.value]).toEqual(['20', '401']);
    fireEvent.change(max, { target: { value: '100' } });
    expect(names()).toEqual(['Low Rated']);
    fireEvent.change(max, { target: { value: '' } });
    fireEvent.blur(max);
    expect(max.value).toBe('401');
    expect(names()).toEqual(['Low Rated', 'Top Rated']);
    fireEvent.change(min, { target: { value: '9999' } });
    fireEvent.blur(min);
    expect(min.value).toBe('401');
    expect(names()).toEqual([]);
  });

  it('filters by scent family and by notes picked from a search-as-you-type list, kept in the address', async () => {
    serve([
      ...catalogue,
      aProduct({
        product_id: 'ghost',
        name: 'Ghost Wood',
        scent_family: 'Woody',
        notes: { top: ['Bergamot'], heart: ['Iris'], base: ['Vanilla', 'Cedar'] },
      }),
      aProduct({
        product_id: 'praline',
        name: 'Praline Moon',
        scent_family: 'Gourmand',
        notes: { top: ['Pear'], heart: ['Praline'], base: ['Vanilla', 'Tonka Bean'] },
      }),
      aProduct({
        product_id: 'cedar',
        name: 'Cedar Line',
        scent_family: 'Woody',
        notes: { top: ['Lemon'], heart: ['Violet'], base: ['Cedar'] },
      }),
    ]);
    renderShop('/shop');
    await screen.findByText('Scent 1');

    const families = screen.getByRole('group', { name: 'Scent Family' });
    expect(
      within(families)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')!.textContent),
    ).toEqual(['Woody (2)', 'Gourmand (1)']);
    fireEvent.click(within(families).getByRole('checkbox', { name: /Woody/ }));
    expect(where()).toBe('/shop?family=Woody');
    expect(names()).toEqual(['Ghost Wood', 'Cedar Line']);

    const search = screen.getByRole('combobox', { name: /Find a note/ });
    fireEvent.change(search, { target: { value: 'van' } });
    expect(search.getAttribute('aria-expanded')).toBe('true');
    const options = screen.getByRole('listbox', { name: 'Matching notes' });
    expect(
      within(options)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Vanilla (2)']);
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(where()).toBe('/shop?family=Woody&note=Vanilla');
    expect(names()).toEqual(['Ghost Wood']);
    expect((search as HTMLInputElement).value).toBe('');

    // Notes narrow together ("contains all of"); the family is taken away, and a picked note too.
    fireEvent.click(within(families).getByRole('checkbox', { name: /Woody/ }));
    expect(names()).toEqual(['Ghost Wood', 'Praline Moon']);
    fireEvent.change(search, { target: { value: 'to' } });
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(where()).toBe('/shop?note=Vanilla&note=Tonka+Bean');
    expect(names()).toEqual(['Praline Moon']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Vanilla' }));
    expect(where()).toBe('/shop?note=Tonka+Bean');
  });

  it('finds products by a note typed in the search box', async () => {
    serve([
      ...catalogue,
      aProduct({ product_id: 'vv', name: 'Nuit Blanche', tags: [], notes: { top: ['Pear'], heart: ['Iris'], base: ['Vanilla'] } }),
    ]);
    renderShop('/shop?q=vanilla');
    await screen.findByText('Nuit Blanche');
    expect(names()).toEqual(['Nuit Blanche']);
  });

  it('shortens a long pagination bar with ellipses', async () => {
    serve(Array.from({ length: 120 }, (_, i) => aProduct({ product_id: `Q-${i}`, name: `Q ${i}` })));
    renderShop('/shop?page=5');
    await screen.findByText('Q 48');
    const bar = screen.getByRole('navigation', { name: 'Pagination' });
    const items = [...bar.querySelectorAll('li')].map((item) => item.textContent);
    expect(items).toEqual(['1', '…', '3', '4', '5', '6', '7', '…', '10']);
    expect(within(bar).getByRole('button', { name: 'Page 5' }).getAttribute('aria-current')).toBe('page');
  });

  it('opens the filters as a drawer that traps focus and closes on Escape', async () => {
    serve();
    renderShop('/shop');
    await screen.findByText('Scent 1');
    const open = screen.getByRole('button', { name: 'Filters' });
    open.focus();
    fireEvent.click(open);
    const drawer = screen.getByRole('dialog', { name: 'Filters' });
    expect(open.getAttribute('aria-expanded')).toBe('true');
    const close = within(drawer).getByRole('button', { name: 'Close filters' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(within(drawer).getByRole('button', { name: 'Show 30 products' }));
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.click(within(drawer).getByRole('checkbox', { name: 'Unisex' }));
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBe(open);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(open);
  });

  it('shows the empty state when nothing is in the catalogue', async () => {
    serve([]);
    renderShop('/shop');
    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your filters or search criteria')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear All Filters' })).toBeInTheDocument();
  });

  it('shows the server message on failure, and Try Again loads again', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(Response.json({ code: 'INTERNAL', message: 'The catalogue is resting' }, { status: 500 }))
      .mockResolvedValueOnce(Response.json(catalogue));
    vi.stubGlobal('fetch', fetch);
    renderShop('/shop');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error loading products' })).toBeInTheDocument();
    expect(within(alert).getByText('The catalogue is resting')).toBeInTheDocument();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Scent 1')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('shows placeholders in the filters while the catalogue loads, then its brands and price range', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderShop('/shop');
    const filters = screen.getByRole('region', { name: 'Filters' });
    expect(within(filters).getAllByTestId('filter-placeholder').length).toBeGreaterThan(0);
    expect(within(filters).queryByText('No brands yet')).toBeNull();
    expect(within(filters).queryByText(/^From \$/)).toBeNull();
    expect(within(filters).getByRole('spinbutton', { name: 'Minimum price' })).toBeDisabled();
    expect(within(filters).getByRole('button', { name: 'Show products' })).toBeInTheDocument();

    await act(async () => answer(Response.json(catalogue)));
    expect(await within(filters).findByText('From $50 to $79')).toBeInTheDocument();
    expect(within(filters).queryAllByTestId('filter-placeholder')).toHaveLength(0);
    expect(within(filters).getByRole('spinbutton', { name: 'Minimum price' })).toHaveValue(50);
    expect(within(filters).getByRole('checkbox', { name: catalogue[0]!.brand })).toBeInTheDocument();
    expect(within(filters).getByRole('button', { name: 'Show 30 products' })).toBeInTheDocument();
  });

  it('says the filters wait for the products after a failure, with no made-up brands, prices or count', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ code: 'INTERNAL', message: 'The catalogue is resting' }, { status: 500 })),
    );
    renderShop('/shop');
    await screen.findByRole('alert');
    const filters = screen.getByRole('region', { name: 'Filters' });
    expect(within(filters).getByText('Brands show here once the products load.')).toBeInTheDocument();
    expect(within(filters).getByText('Prices show here once the products load.')).toBeInTheDocument();
    expect(within(filters).queryByText('No brands yet')).toBeNull();
    expect(within(filters).queryByText(/^From \$/)).toBeNull();
    expect(document.body.textContent).not.toMatch(/\b0 products/);
    expect(within(filters).getByRole('button', { name: 'Show products' })).toBeInTheDocument();
  });

  it('falls back to "Failed to fetch products" when the answer has no message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 502 })),
    );
    renderShop('/shop');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to fetch products')).toBeInTheDocument();
  });

  it('card: price with $ and 2 decimals, up to 3 tags, a sale badge and was-price only when cost is above retail, Sign in to Add for guests', async () => {
    const products = [
      aProduct({ product_id: 'A', name: 'Cheaper Cost', retail_price: 100, cost_price: 80, tags: ['a', 'b', 'c', 'd'] }),
      aProduct({ product_id: 'B', name: 'Higher Cost', retail_price: 90.5, cost_price: 120 }),
    ];
    serve(products);
    renderShop('/shop');
    const [first, second] = (await screen.findAllByTestId('product-card')) as [HTMLElement, HTMLElement];
    expect(within(first).getByText('$100.00')).toBeInTheDocument();
    expect(within(first).queryByText(/OFF/)).toBeNull();
    expect(within(first).queryByTestId('was-price')).toBeNull();
    expect(within(within(first).getByRole('list', { name: 'Tags' })).getAllByRole('listitem')).toHaveLength(3);
    expect(within(first).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Sign in to Add' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Add Cheaper Cost to wishlist' })).toBeInTheDocument();
    expect(within(second).getByTestId('product-price').textContent).toBe('$90.50');
    expect(within(second).getByText('25% OFF')).toBeInTheDocument();
    expect(within(second).getByTestId('was-price').textContent).toBe('Was $120.00');
    const image = within(first).getByRole('img', { name: 'Cheaper Cost' });
    expect(image.getAttribute('width')).toBe('320');
    expect(image.getAttribute('loading')).toBe('eager');
  });

  it('a guest pressing Sign in to Add keeps the action and asks for the login', async () => {
    serve();
    const opened = vi.fn();
    window.addEventListener('open-login', opened);
    renderShop('/shop');
    await screen.findByText('Scent 1');
    await act(async () => {
      fireEvent.click(within(cards()[1]!).getByRole('button', { name: 'Sign in to Add' }));
    });
    expect(opened).toHaveBeenCalledOnce();
    expect(JSON.parse(sessionStorage.getItem('maison.pendingAction')!)).toEqual({
      type: 'ADD_TO_CART',
      data: { productId: 'P-2', quantity: 1 },
    });
    window.removeEventListener('open-login', opened);
    sessionStorage.clear();
  });
});
