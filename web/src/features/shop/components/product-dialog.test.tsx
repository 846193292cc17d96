import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { render } from '@/testing/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aProduct } from '@shared/test-support/product-fixture';
import { ToastViewport } from '@/components/toast/toast-viewport';
import { currentToasts, dismissToast } from '@/components/toast/toast-store';
import { MemoryRouter } from 'react-router-dom';
import { clearSession, saveSession } from '@/lib/session';
import { fakeApi } from '@/testing/fake-api';
import { ShopPage } from './shop-page';

const product = aProduct({
  product_id: 'P-7',
  name: 'Amber Veil',
  description: 'Warm amber over a vanilla base.',
  review_count: 87,
  tags: ['amber', 'vanilla', 'warm', 'evening', 'winter'],
});

function renderShop() {
  return render(
    <MemoryRouter initialEntries={['/shop']}>
      <ShopPage />
      <ToastViewport />
    </MemoryRouter>,
  );
}

async function openPopup() {
  const opener = await screen.findByRole('button', { name: 'Amber Veil' });
  opener.focus(); // as a browser does on a click
  fireEvent.click(opener);
  return screen.findByRole('dialog', { name: 'Amber Veil' });
}

function signIn() {
  saveSession({ token: 'tok', role: 'user', username: 'ada', email: 'ada@example.com' }, { remember: false });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
  for (const toast of currentToasts()) dismissToast(toast.id);
});

describe('the product popup', () => {
  it('shows the scent profile and the similar scents the catalogue lists, each linking to its page', async () => {
    const profiled = {
      ...product,
      scent_family: 'Amber/Oriental' as const,
      notes: { top: ['Saffron'], heart: ['Rose'], base: ['Amber', 'Vanilla'] },
      similar_scents: ['P-9', 'P-gone', 'P-8'],
    };
    const others = [
      aProduct({ product_id: 'P-8', name: 'Ambre Nuit', brand: 'Atelier' }),
      aProduct({ product_id: 'P-9', name: 'Oud Silk', brand: 'Bois' }),
    ];
    fakeApi({ 'GET /api/customer/products': Response.json([profiled, ...others]) });
    renderShop();
    const dialog = await openPopup();
    expect(
      within(within(dialog).getByRole('list', { name: 'Base notes' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Amber', 'Vanilla']);
    const similar = within(dialog).getByRole('region', { name: 'Similar scents' });
    // In the catalogue's order; a product since deleted is left out.
    expect(
      within(similar)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Oud Silk', '/products/P-9'],
      ['Ambre Nuit', '/products/P-8'],
    ]);
  });

  it('shows more detail: description, stored review count, up to 4 tags; Escape closes it and focus returns', async () => {
    fakeApi({ 'GET /api/customer/products': Response.json([product]) });
    renderShop();
    const dialog = await openPopup();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByText('Warm amber over a vanilla base.')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Rated 4.5 out of 5, 87 reviews' })).toBeInTheDocument();
    const tags = within(within(dialog).getByRole('list', { name: 'Tags' })).getAllByRole('listitem');
    expect(tags.map((tag) => tag.textContent)).toEqual(['amber', 'vanilla', 'warm', 'evening']);
    expect(within(dialog).queryByText(/OFF/)).toBeNull(); // cost 80 below retail 100: not on sale
    // Focus moves in from an effect after the (lazily loaded) dialog appears.
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' })));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Amber Veil' }));
  });

  it('shows the sale badge and the former price struck through when cost is above retail', async () => {
    fakeApi({ 'GET /api/customer/products': Response.json([{ ...product, retail_price: 75, cost_price: 100 }]) });
    renderShop();
    const dialog = await openPopup();
    expect(within(dialog).getByText('25% OFF')).toBeInTheDocument();
    expect(within(dialog).getByTestId('was-price').textContent).toBe('Was $100.00');
    expect(within(dialog).getByTestId('was-price').tagName).toBe('S');
  });

  it('tells a guest to sign in, and keeps their add with its quantity as the pending action', async () => {
    fakeApi({ 'GET /api/customer/products': Response.json([product]) });
    const opened = vi.fn();
    window.addEventListener('open-login', opened);
    renderShop();
    const dialog = await openPopup();
    expect(within(dialog).getByText('Sign in to add items to cart and wishlist')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Quantity' }), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(opened).toHaveBeenCalledOnce());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(JSON.parse(sessionStorage.getItem('maison.pendingAction')!)).toEqual({
      type: 'ADD_TO_CART',
      data: { productId: 'P-7', quantity: 3 },
    });
    window.removeEventListener('open-login', opened);
  });

  it('adds the quantity as typed, with the success toast', async () => {
    signIn();
    const api = fakeApi({
      'GET /api/customer/products': Response.json([product]),
      'POST /api/customer/cart': Response.json({ success: true, message: 'Added', count: 1 }),
      'GET /api/customer/cart': Response.json({ items: [], count: 0 }),
    });
    renderShop();
    const dialog = await openPopup();
    expect(within(dialog).queryByText('Sign in to add items to cart and wishlist')).toBeNull();
    const quantity = within(dialog).getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement;
    expect(quantity.value).toBe('1');
    expect(quantity.min).toBe('1');
    expect(quantity.max).toBe('99');

    fireEvent.change(quantity, { target: { value: '42' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Added 42 item(s) to cart!')).toBeInTheDocument();
    expect(quantity.value).toBe('42');
    expect(api.callsTo('POST /api/customer/cart').map((call) => call.body)).toEqual([{ productId: 'P-7', quantity: 42 }]);
    expect(api.callsTo('POST /api/customer/cart')[0]!.authorization).toBe('Bearer tok');
    expect(screen.getByText('Added 42 item(s) to cart!').closest('[role="status"]')).toBeInTheDocument();
  });

  it('says what is wrong with 0, a negative, 2.5, 100 or nothing, keeps what was typed, and adds nothing until it is fixed', async () => {
    signIn();
    const api = fakeApi({
      'GET /api/customer/products': Response.json([product]),
      'POST /api/customer/cart': Response.json({ success: true, message: 'Added', count: 1 }),
      'GET /api/customer/cart': Response.json({ items: [], count: 0 }),
    });
    renderShop();
    const dialog = await openPopup();
    const quantity = within(dialog).getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement;
    const add = within(dialog).getByRole('button', { name: 'Add to Cart' });
    expect(quantity.getAttribute('aria-invalid')).toBe('false');
    expect(add.getAttribute('aria-disabled')).toBeNull();

    for (const [typed, message] of [
      ['0', 'Quantity must be at least 1'],
      ['-3', 'Quantity must be at least 1'],
      ['2.5', 'Quantity must be a whole number'],
      ['100', 'Quantity must be at most 99'],
      ['', 'Enter a quantity'],
    ]) {
      fireEvent.change(quantity, { target: { value: typed } });
      const shown = within(dialog).getByText(message!);
      expect(quantity.getAttribute('aria-invalid')).toBe('true');
      expect(quantity.getAttribute('aria-describedby')).toBe(shown.id);
      expect(add.getAttribute('aria-disabled')).toBe('true');
      fireEvent.click(add);
      fireEvent.blur(quantity);
      expect(quantity.value, 'what was typed stays').toBe(typed);
      expect(document.activeElement).toBe(quantity);
    }
    await Promise.resolve();
    expect(api.callsTo('POST /api/customer/cart')).toEqual([]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    fireEvent.change(quantity, { target: { value: '2' } });
    expect(within(dialog).queryByText(/^Quantity must|^Enter a quantity/)).toBeNull();
    expect(add.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(add);
    expect(await screen.findByText('Added 2 item(s) to cart!')).toBeInTheDocument();
    expect(api.callsTo('POST /api/customer/cart').map((call) => call.body)).toEqual([{ productId: 'P-7', quantity: 2 }]);
  });

  it("keeps a guest's popup open, with no sign-in, while the quantity cannot be added", async () => {
    fakeApi({ 'GET /api/customer/products': Response.json([product]) });
    const opened = vi.fn();
    window.addEventListener('open-login', opened);
    renderShop();
    const dialog = await openPopup();
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Quantity' }), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to Cart' }));
    expect(within(dialog).getByText('Quantity must be at least 1')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(opened).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('maison.pendingAction')).toBeNull();
    window.removeEventListener('open-login', opened);
  });

  it('shows a failed add inline and as a red toast: the server message, else the fixed text', async () => {
    signIn();
    let answer = Response.json({ code: 'OUT_OF_STOCK', message: 'Only 2 left in stock' }, { status: 409 });
    fakeApi({
      'GET /api/customer/products': Response.json([product]),
      'POST /api/customer/cart': () => answer,
    });
    renderShop();
    const dialog = await openPopup();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to Cart' }));
    const inline = await within(dialog).findByRole('alert');
    expect(inline.textContent).toBe('Only 2 left in stock');
    const toasts = screen.getAllByRole('alert').filter((el) => !dialog.contains(el));
    expect(toasts.map((toast) => toast.textContent)).toEqual(['!Only 2 left in stock']);
    expect(toasts[0]!.className).toContain('toast--error');

    answer = new Response('upstream down', { status: 502 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('Failed to add item to cart. Please try again.'));
  });

  it('toggles the wishlist with its toasts and keeps the local copy in step', async () => {
    signIn();
    const api = fakeApi({
      'GET /api/customer/products': Response.json([product]),
      'POST /api/customer/wishlist': Response.json({ success: true, message: 'Added', products: [product] }),
      'DELETE /api/customer/wishlist/P-7': Response.json({ success: true, message: 'Removed' }),
    });
    renderShop();
    const dialog = await openPopup();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to Wishlist' }));
    expect(await screen.findByText('Added to wishlist!')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('maison.wishlist')!)).toEqual(['P-7']);
    // The card's heart follows.
    expect(screen.getByRole('button', { name: 'Remove Amber Veil from wishlist' })).toBeInTheDocument();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Remove from Wishlist' }));
    expect(await screen.findByText('Removed from wishlist')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('maison.wishlist')!)).toEqual([]);
    expect(api.callsTo('POST /api/customer/wishlist')[0]!.body).toEqual({ productId: 'P-7' });
  });

  it('says "Failed to update wishlist. Please try again." when the wishlist call fails without a message', async () => {
    signIn();
    fakeApi({
      'GET /api/customer/products': Response.json([product]),
      'POST /api/customer/wishlist': new Response(null, { status: 500 }),
    });
    renderShop();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Amber Veil to wishlist' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to update wishlist. Please try again.');
    expect(screen.getByRole('button', { name: 'Add Amber Veil to wishlist' })).toBeInTheDocument();
  });
});
