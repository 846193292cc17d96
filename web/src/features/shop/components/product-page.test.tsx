import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { render } from '@/testing/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aProduct } from '@shared/test-support/product-fixture';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ToastViewport } from '@/components/toast/toast-viewport';
import { currentToasts, dismissToast } from '@/components/toast/toast-store';
import { clearSession, saveSession } from '@/lib/session';
import { fakeApi } from '@/testing/fake-api';
import { ProductPage } from './product-page';
import { ShopPage } from './shop-page';

const ghost = aProduct({
  product_id: 'byredo-mojave-ghost-edp',
  name: 'Mojave Ghost',
  brand: 'Byredo',
  category: 'Unisex',
  description: 'Ambrette and sandalwood in the desert.',
  retail_price: 90,
  cost_price: 120,
  review_count: 41,
  tags: ['woody', 'musky', 'soft', 'daytime', 'desert'],
  stock_quantity: 3,
});
const gypsy = aProduct({ product_id: 'byredo-gypsy-water', name: 'Gypsy Water', brand: 'Byredo', category: 'Unisex', tags: ['fresh'] });
const santal = aProduct({ product_id: 'le-labo-santal-33', name: 'Santal 33', brand: 'Le Labo', category: 'Unisex', tags: ['woody'] });
const rose = aProduct({ product_id: 'rose-noir', name: 'Rose Noir', brand: 'Maison Atelier', category: 'Women', tags: ['woody'] });
const catalogue = [ghost, gypsy, santal, rose];

// Where the router is, so a test sees where a link led.
function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{pathname + search}</output>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/products/:productId" element={<ProductPage />} />
        <Route path="/shop" element={<ShopPage />} />
      </Routes>
      <Address />
      <ToastViewport />
    </MemoryRouter>,
  );
}

const address = () => screen.getByTestId('address').textContent;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
  for (const toast of currentToasts()) dismissToast(toast.id);
});

describe('the product page', () => {
  it('shows the product under its breadcrumbs, with every tag, the sale price, the stock and the title', async () => {
    fakeApi({ 'GET /api/customer/products': Response.json(catalogue) });
    renderAt('/products/byredo-mojave-ghost-edp');
    expect(screen.getByText('Loading product…').closest('[role="status"]')).not.toBeNull();

    const title = await screen.findByRole('heading', { level: 1, name: 'Mojave Ghost' });
    const main = title.closest('article')!;
    expect(within(main).getByText('Byredo')).toBeInTheDocument();
    expect(within(main).getByText('Unisex')).toBeInTheDocument();
    expect(within(main).getByText('Ambrette and sandalwood in the desert.')).toBeInTheDocument();
    expect(within(main).getByRole('img', { name: 'Rated 4.5 out of 5, 41 reviews' })).toBeInTheDocument();
    expect(within(main).getByText('25% OFF')).toBeInTheDocument();
    expect(within(main).getByTestId('was-price').textContent).toBe('Was $120.00');
    const tags = within(within(main).getByRole('list', { name: 'Tags' })).getAllByRole('listitem');
    expect(tags.map((tag) => tag.textContent)).toEqual(['woody', 'musky', 'soft', 'daytime', 'desert']);
    expect(within(main).getByTestId('stock-state').textContent).toBe('Only 3 left!');
    expect(within(main).getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'Add to Wishlist' })).toBeInTheDocument();
    expect(document.title).toBe('Mojave Ghost by Byredo — Maison');

    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const steps = within(within(crumbs).getByRole('list')).getAllByRole('listitem');
    expect(crumbs.querySelector('ol')).not.toBeNull();
    expect(steps.map((step) => step.textContent)).toEqual(['Shop', 'Unisex', 'Byredo', 'Mojave Ghost']);
    expect(
      within(crumbs)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/shop', '/shop?category=Unisex', '/shop?brand=Byredo']);
    expect(within(steps[3]!).getByText('Mojave Ghost').getAttribute('aria-current')).toBe('page');
  });

  it('links to more from its house and to products alike; another product opens in place', async () => {
    fakeApi({ 'GET /api/customer/products': Response.json(catalogue) });
    renderAt('/products/byredo-mojave-ghost-edp');
    const house = await screen.findByRole('region', { name: 'More from this house' });
    expect(
      within(house)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([['Gypsy Water', '/products/byredo-gypsy-water']]);
    const alike = screen.getByRole('region', { name: 'You may also like' });
    // Rose Noir shares a tag but not the category: not alike.
    expect(
      within(alike)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([['Santal 33', '/products/le-labo-santal-33']]);

    fireEvent.click(within(alike).getByRole('link', { name: 'Santal 33' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Santal 33' })).toBeInTheDocument();
    expect(address()).toBe('/products/le-labo-santal-33');
    // Le Labo has nothing else in the catalogue: that row is left out.
    expect(screen.queryByRole('region', { name: 'More from this house' })).toBeNull();
  });

  it('leads from a breadcrumb to the shop filtered by the house', async () => {
    fakeApi({ 'GET /api/customer/products': Response.json(catalogue) });
    renderAt('/products/byredo-mojave-ghost-edp');
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    fireEvent.click(within(crumbs).getByRole('link', { name: 'Byredo' }));
    await waitFor(() => expect(address()).toBe('/shop?brand=Byredo'));
    expect(await screen.findAllByTestId('product-card')).toHaveLength(2);
  });

  it('offers Notify me, not Add to Cart, when the product is sold out', async () => {
    saveSession({ token: 'tok', role: 'user', username: 'ada', email: 'ada@example.com' }, { remember: false });
    const api = fakeApi({
      'GET /api/customer/products': Response.json([{ ...ghost, stock_quantity: 0 }, gypsy]),
      'PUT /api/customer/wishlist/alert': Response.json({ success: true, message: 'on', products: [ghost], alerts: [ghost.product_id] }),
    });
    renderAt('/products/byredo-mojave-ghost-edp');
    await screen.findByRole('heading', { level: 1, name: 'Mojave Ghost' });
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
    expect(screen.queryByRole('spinbutton', { name: 'Quantity' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: "Notify me when it's back" }));
    expect(await screen.findByText("We'll email you when it's back in stock.")).toBeInTheDocument();
    expect(api.callsTo('PUT /api/customer/wishlist/alert').map((call) => call.body)).toEqual([{ productId: ghost.product_id, on: true }]);
  });

  it("keeps a guest's add as the pending action and opens the login over the page", async () => {
    fakeApi({ 'GET /api/customer/products': Response.json(catalogue) });
    const opened = vi.fn();
    window.addEventListener('open-login', opened);
    renderAt('/products/byredo-mojave-ghost-edp');
    await screen.findByRole('heading', { level: 1, name: 'Mojave Ghost' });
    expect(screen.getByText('Sign in to add items to cart and wishlist')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity' }), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(opened).toHaveBeenCalledOnce());
    expect(JSON.parse(sessionStorage.getItem('maison.pendingAction')!)).toEqual({
      type: 'ADD_TO_CART',
      data: { productId: 'byredo-mojave-ghost-edp', quantity: 2 },
    });
    expect(address()).toBe('/products/byredo-mojave-ghost-edp');
    window.removeEventListener('open-login', opened);
  });

  it('says an unknown product is not available, with a way back to the shop', async () => {
    fakeApi({ 'GET /api/customer/products': Response.json(catalogue) });
    renderAt('/products/no-such-scent');
    expect(await screen.findByRole('heading', { level: 1, name: 'This product is not available' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the shop' }).getAttribute('href')).toBe('/shop');
    expect(document.title).toBe('Product not available — Maison');
  });

  it("shows the shop's load error, and Try Again loads the catalogue again", async () => {
    let answer = new Response('down', { status: 503 });
    const api = fakeApi({ 'GET /api/customer/products': () => answer });
    renderAt('/products/byredo-mojave-ghost-edp');
    const error = await screen.findByRole('alert');
    expect(within(error).getByRole('heading', { name: 'Error loading products' })).toBeInTheDocument();
    answer = Response.json(catalogue);
    fireEvent.click(within(error).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mojave Ghost' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/customer/products')).toHaveLength(2);
  });
});

describe("the popup's link to the product page", () => {
  it('leads from the popup to the full page', async () => {
    fakeApi({ 'GET /api/customer/products': Response.json(catalogue) });
    renderAt('/shop?product=byredo-mojave-ghost-edp');
    const dialog = await screen.findByRole('dialog', { name: 'Mojave Ghost' });
    const link = within(dialog).getByRole('link', { name: 'View full details' });
    expect(link.getAttribute('href')).toBe('/products/byredo-mojave-ghost-edp');
    fireEvent.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mojave Ghost' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
