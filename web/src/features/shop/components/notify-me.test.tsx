import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { render } from '@/testing/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { aProduct } from '@shared/test-support/product-fixture';
import { ToastViewport } from '@/components/toast/toast-viewport';
import { currentToasts, dismissToast } from '@/components/toast/toast-store';
import { clearSession, saveSession } from '@/lib/session';
import { fakeApi } from '@/testing/fake-api';
import { ShopPage } from './shop-page';

const soldOut = aProduct({ product_id: 'P-9', name: 'Oud Nocturne', stock_quantity: 0 });
const inStock = aProduct({ product_id: 'P-7', name: 'Amber Veil', stock_quantity: 4 });

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderShop(path = '/shop') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ShopPage />
      <Where />
      <ToastViewport />
    </MemoryRouter>,
  );
}

const cardOf = async (name: string) => (await screen.findByRole('article', { name })) as HTMLElement;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
  localStorage.clear();
  for (const toast of currentToasts()) dismissToast(toast.id);
});

describe('notify me when an out-of-stock product is back', () => {
  it('replaces add to cart on the card and saves the product with its alert on, with a toast', async () => {
    saveSession({ token: 'tok', role: 'user', username: 'ada', email: 'ada@example.com' }, { remember: false });
    const api = fakeApi({
      'GET /api/customer/products': Response.json([soldOut, inStock]),
      'PUT /api/customer/wishlist/alert': Response.json({ success: true, message: 'on', products: [soldOut], alerts: ['P-9'] }),
    });
    renderShop();
    const card = await cardOf('Oud Nocturne');
    expect(within(card).queryByRole('button', { name: 'Add to Cart' })).toBeNull();
    expect(within(await cardOf('Amber Veil')).getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: "Notify me when it's back" }));
    expect(await screen.findByText("We'll email you when it's back in stock.")).toBeInTheDocument();
    expect(api.callsTo('PUT /api/customer/wishlist/alert').map((call) => call.body)).toEqual([{ productId: 'P-9', on: true }]);
    expect(JSON.parse(localStorage.getItem('maison.wishlist')!)).toEqual(['P-9']);
  });

  it('says "Out of stock" on a sold-out card before its Notify me button, and not on a card in stock', async () => {
    fakeApi({ 'GET /api/customer/products': Response.json([soldOut, inStock]) });
    renderShop();
    const card = await cardOf('Oud Nocturne');
    const stock = within(card).getByText('Out of stock');
    const button = within(card).getByRole('button', { name: "Notify me when it's back" });
    expect(stock.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The card shows the button's first words; screen readers hear them all.
    expect(button.textContent).toBe('Notify me');
    expect(within(await cardOf('Amber Veil')).queryByText('Out of stock')).toBeNull();
  });

  it('says the alert is on once it is saved, and a second press sends nothing', async () => {
    saveSession({ token: 'tok', role: 'user', username: 'ada', email: 'ada@example.com' }, { remember: false });
    const api = fakeApi({
      'GET /api/customer/products': Response.json([soldOut]),
      'PUT /api/customer/wishlist/alert': Response.json({ success: true, message: 'on', products: [soldOut], alerts: ['P-9'] }),
    });
    renderShop();
    const card = await cardOf('Oud Nocturne');
    fireEvent.click(within(card).getByRole('button', { name: "Notify me when it's back" }));
    const done = await within(card).findByRole('button', { name: "Alert on: we'll email you when it's back" });
    expect(done.textContent).toBe('Alert on');
    expect(done.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(done);
    expect(api.callsTo('PUT /api/customer/wishlist/alert')).toHaveLength(1);
  });

  it('keeps offering the alert when saving it failed', async () => {
    saveSession({ token: 'tok', role: 'user', username: 'ada', email: 'ada@example.com' }, { remember: false });
    fakeApi({
      'GET /api/customer/products': Response.json([soldOut]),
      'PUT /api/customer/wishlist/alert': Response.json({ message: 'Product not found' }, { status: 404 }),
    });
    renderShop();
    const card = await cardOf('Oud Nocturne');
    fireEvent.click(within(card).getByRole('button', { name: "Notify me when it's back" }));
    expect(await screen.findByText('Product not found')).toBeInTheDocument();
    const button = within(card).getByRole('button', { name: "Notify me when it's back" });
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBeNull());
  });

  it('says the alert is on in the popup once it is saved', async () => {
    saveSession({ token: 'tok', role: 'user', username: 'ada', email: 'ada@example.com' }, { remember: false });
    fakeApi({
      'GET /api/customer/products': Response.json([soldOut]),
      'PUT /api/customer/wishlist/alert': Response.json({ success: true, message: 'on', products: [soldOut], alerts: ['P-9'] }),
    });
    renderShop();
    fireEvent.click(await screen.findByRole('button', { name: 'Oud Nocturne' }));
    const dialog = await screen.findByRole('dialog', { name: 'Oud Nocturne' });
    fireEvent.click(within(dialog).getByRole('button', { name: "Notify me when it's back" }));
    expect(await within(dialog).findByRole('button', { name: "Alert on: we'll email you when it's back" })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it("keeps a guest's request as the pending action and opens the sign-in", async () => {
    fakeApi({ 'GET /api/customer/products': Response.json([soldOut]) });
    const opened = vi.fn();
    window.addEventListener('open-login', opened);
    renderShop();
    fireEvent.click(within(await cardOf('Oud Nocturne')).getByRole('button', { name: "Notify me when it's back" }));
    await waitFor(() => expect(opened).toHaveBeenCalledOnce());
    expect(JSON.parse(sessionStorage.getItem('maison.pendingAction')!)).toEqual({ type: 'NOTIFY_ME', data: { productId: 'P-9' } });
    window.removeEventListener('open-login', opened);
  });

  it('offers the alert in the popup instead of a quantity and add to cart', async () => {
    saveSession({ token: 'tok', role: 'user', username: 'ada', email: 'ada@example.com' }, { remember: false });
    const api = fakeApi({
      'GET /api/customer/products': Response.json([soldOut]),
      'PUT /api/customer/wishlist/alert': Response.json({ message: 'Product not found' }, { status: 404 }),
    });
    renderShop();
    fireEvent.click(await screen.findByRole('button', { name: 'Oud Nocturne' }));
    const dialog = await screen.findByRole('dialog', { name: 'Oud Nocturne' });
    expect(within(dialog).queryByRole('spinbutton', { name: 'Quantity' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Add to Cart' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: "Notify me when it's back" }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'Product not found');
    expect(api.callsTo('PUT /api/customer/wishlist/alert')).toHaveLength(1);
  });

  it('opens the product an emailed link names, and forgets the link once closed', async () => {
    fakeApi({ 'GET /api/customer/products': Response.json([inStock, soldOut]) });
    renderShop('/shop?product=P-7');
    const dialog = await screen.findByRole('dialog', { name: 'Amber Veil' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe('/shop');
  });
});
