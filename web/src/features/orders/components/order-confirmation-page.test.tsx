import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { render } from '@/testing/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emit, on } from '@/lib/events';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { clearSession, saveSession } from '@/lib/session';
import { anItem, anOrder } from '@/testing/order-fixtures';
import { OrderConfirmationPage } from './order-confirmation-page';

const ORDER = anOrder('abc123', 'shipped', {
  items: [anItem('Rose Noir', { quantity: 2, totalPrice: 80 }), anItem('Oud Wood')],
  total: 131.59,
});

function renderAt(path: string, state?: unknown) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: path, state }]}>
      <Routes>
        <Route path="/order-confirmation/:orderId?" element={<OrderConfirmationPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const signIn = () => saveSession({ token: 't1', role: 'user', username: 'dana', email: 'dana@example.com' }, { remember: false });

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

describe('OrderConfirmationPage', () => {
  it("loads the owner's order: number, status, total, item count and shipping address", async () => {
    signIn();
    const fetch = vi.fn(async () => Response.json({ success: true, order: ORDER }));
    vi.stubGlobal('fetch', fetch);
    renderAt('/order-confirmation/abc123');
    expect(screen.getByText('Loading order…')).toBeInTheDocument();
    expect((await screen.findByTestId('order-number')).textContent).toBe('ORD-20260114-ABC123');
    expect(fetch).toHaveBeenCalledWith('/api/customer/order/abc123', expect.objectContaining({ method: 'GET' }));
    expect(screen.getByTestId('status-badge').textContent).toBe('Shipped');
    expect(screen.getByTestId('order-total').textContent).toBe('$131.59');
    expect(screen.getByTestId('order-item-count').textContent).toBe('3 items');
    const address = screen.getByText('221 Orchard Street, Apt 4B').closest('address')!;
    expect(address.textContent).toContain('Portland, Oregon 97205');
    expect(screen.getByRole('link', { name: 'View All Orders' }).getAttribute('href')).toBe('/orders');
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/products');
    const lines = screen.getByRole('list', { name: 'Items in this order' });
    expect(
      within(lines)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Rose Noir', '/products/p-Rose%20Noir'],
      ['Oud Wood', '/products/p-Oud%20Wood'],
    ]);
  });

  it("shows 'Order Confirmed!' from the order checkout passes, without a request", () => {
    signIn();
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderAt('/order-confirmation/abc123', { order: anOrder('abc123', 'confirmed') });
    expect(screen.getByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument();
    expect(screen.getByTestId('order-number').textContent).toBe('ORD-20260114-ABC123');
    expect(screen.getByTestId('status-badge').textContent).toBe('Confirmed');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('loads the order when the passed one is another', async () => {
    signIn();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ success: true, order: ORDER })),
    );
    renderAt('/order-confirmation/abc123', { order: anOrder('other1', 'confirmed') });
    expect((await screen.findByTestId('status-badge')).textContent).toBe('Shipped');
  });

  it("shows 'Order Not Found' with the server message when loading fails", async () => {
    signIn();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ code: 'NOT_FOUND', message: 'Order not found' }, { status: 404 })),
    );
    renderAt('/order-confirmation/someone-elses');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Order Not Found' })).toBeInTheDocument();
    expect(within(alert).getByText('Order not found')).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'View All Orders' }).getAttribute('href')).toBe('/orders');
    expect(within(alert).getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/products');
  });

  it("falls back to 'Failed to load order details'", async () => {
    signIn();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderAt('/order-confirmation/abc123');
    expect(await screen.findByText('Failed to load order details')).toBeInTheDocument();
  });

  it('asks a guest to sign in without calling the API, then loads the order once they do', async () => {
    const fetch = vi.fn(async () => Response.json({ success: true, order: ORDER }));
    vi.stubGlobal('fetch', fetch);
    const opened = vi.fn();
    const stop = on('open-login', opened);
    renderAt('/order-confirmation/abc123');
    expect(screen.getByRole('heading', { name: 'Order Not Found' })).toBeInTheDocument();
    expect(screen.getByText(/Sign in to see this order/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(opened).toHaveBeenCalledOnce();
    expect(fetch).not.toHaveBeenCalled();

    act(() => {
      signIn();
      emit('login-success', { username: 'dana', role: 'user' });
    });
    expect((await screen.findByTestId('order-number')).textContent).toBe('ORD-20260114-ABC123');
    stop();
  });

  it("shows 'No order data available' with Go Home when there is no order id", () => {
    renderAt('/order-confirmation');
    expect(screen.getByRole('heading', { name: 'No order data available' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
  });
});
