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

  it('gives what the confirmation email gives: the breakdown, the delivery date, where it was emailed, the time in the shop zone', () => {
    signIn();
    vi.stubGlobal('fetch', vi.fn());
    // Placed at 21:45 in New York on 26 November (02:45 UTC on the 27th).
    const order = anOrder('abc123', 'confirmed', {
      createdAt: '2026-11-27T02:45:00.000Z',
      date: '2026-11-27T02:45:00.000Z',
      timeZone: 'America/New_York',
      estimatedDelivery: '2026-12-04T02:45:00.000Z',
      subtotal: 80,
      promoCode: 'SAVE20',
      promoDiscount: 16,
      shipping: 0,
      tax: 5.12,
      total: 69.12,
    });
    renderAt('/order-confirmation/abc123', { order });
    expect(screen.getByTestId('confirmation-emailed').textContent).toBe('We’ve emailed a confirmation to dana@example.com.');
    expect(screen.getByTestId('order-date').textContent).toBe('Nov 26, 2026, 9:45 PM EST');
    expect(screen.getByTestId('estimated-delivery').textContent).toBe('Thursday, December 3, 2026');
    const totals = screen.getByTestId('summary-total').closest('dl')!;
    const rows = [...totals.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ['Subtotal', '$80.00'],
      ['Discount (SAVE20)', '−$16.00'],
      ['Shipping', 'Free'],
      ['Tax', '$5.12'],
      ['Total', '$69.12'],
    ]);
    expect(screen.queryByTestId('tracking-number')).not.toBeInTheDocument();
  });

  it('shows the tracking number once the order has shipped, and no delivery estimate once delivered', () => {
    signIn();
    vi.stubGlobal('fetch', vi.fn());
    renderAt('/order-confirmation/abc123', { order: anOrder('abc123', 'shipped', { trackingNumber: '1Z8F3A09C2D4E6B7A1' }) });
    expect(screen.getByTestId('tracking-number').textContent).toBe('1Z8F3A09C2D4E6B7A1');
    expect(screen.getByTestId('estimated-delivery').textContent).toBe('Tuesday, January 20, 2026');
    cleanup();
    renderAt('/order-confirmation/abc123', { order: anOrder('abc123', 'delivered', { trackingNumber: '1Z8F3A09C2D4E6B7A1' }) });
    expect(screen.getByTestId('tracking-number').textContent).toBe('1Z8F3A09C2D4E6B7A1');
    expect(screen.queryByTestId('estimated-delivery')).not.toBeInTheDocument();
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
