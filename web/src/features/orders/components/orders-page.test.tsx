import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { render } from '@/testing/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { anItem, anOrder, ordersAnswer } from '@/testing/order-fixtures';
import { OrdersPage } from './orders-page';

const COUNTS = { all: 8, pending: 1, confirmed: 1, processing: 1, shipped: 1, delivered: 3, cancelled: 1 };
const ORDERS = [
  anOrder('pend01', 'pending', { items: [anItem('Vetiver'), anItem('Amber'), anItem('Iris', { quantity: 2 }), anItem('Oud')] }),
  anOrder('ship01', 'shipped', { trackingNumber: '1Z8F3A09C2D4E6B7A1' }),
  anOrder('deli01', 'delivered', { total: 1234.5 }),
  anOrder('odd001', 'lost' as never),
];

/** Answers the order list from `answer`, and remembers the query of every call. */
function stubOrders(...answers: (Response | (() => Response))[]) {
  const calls: URLSearchParams[] = [];
  let n = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(new URL(url, 'http://shop.test').searchParams);
      const answer = answers[Math.min(n++, answers.length - 1)]!;
      return typeof answer === 'function' ? answer() : answer.clone();
    }),
  );
  return calls;
}

function renderOrders(at = '/orders') {
  return render(
    <MemoryRouter initialEntries={[at]}>
      <OrdersPage />
    </MemoryRouter>,
  );
}

const cards = () => screen.queryAllByTestId('order-card');
const cardOf = (number: string) => cards().find((card) => within(card).queryByText(number))!;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('OrdersPage', () => {
  it('asks for page 1 of 50 with no status or search, and shows every tab with its count', async () => {
    const calls = stubOrders(Response.json(ordersAnswer(ORDERS, COUNTS)));
    renderOrders();
    expect(screen.getByText('Loading orders…')).toBeInTheDocument();
    await screen.findByText('ORD-20260114-PEND01');
    expect(Object.fromEntries(calls[0]!)).toEqual({ page: '1', limit: '50' });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'All 8',
      'Pending 1',
      'Confirmed 1',
      'Processing 1',
      'Shipped 1',
      'Delivered 3',
      'Cancelled 1',
    ]);
    expect(screen.getByRole('tab', { name: 'All 8' }).getAttribute('aria-selected')).toBe('true');
    expect(cards()).toHaveLength(4);
  });

  it('filters by the chosen tab, by click or by arrow key', async () => {
    const calls = stubOrders(Response.json(ordersAnswer(ORDERS, COUNTS)), Response.json(ordersAnswer([ORDERS[2]!], COUNTS)));
    renderOrders();
    await screen.findByText('ORD-20260114-PEND01');
    fireEvent.click(screen.getByRole('tab', { name: 'Delivered 3' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(Object.fromEntries(calls[1]!)).toEqual({ status: 'delivered', page: '1', limit: '50' });
    expect(screen.getByRole('tab', { name: 'Delivered 3' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe('order-tab-delivered');

    fireEvent.keyDown(screen.getByRole('tab', { name: 'Delivered 3' }), { key: 'ArrowRight' });
    await waitFor(() => expect(calls.at(-1)!.get('status')).toBe('cancelled'));
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Cancelled 1' }));
  });

  it('searches once typing pauses, and says so when nothing matches', async () => {
    const calls = stubOrders(Response.json(ordersAnswer(ORDERS, COUNTS)), Response.json(ordersAnswer([], COUNTS)));
    renderOrders();
    await screen.findByText('ORD-20260114-PEND01');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search orders' }), { target: { value: '  lavender ' } });
    expect(calls).toHaveLength(1);
    expect(await screen.findByRole('heading', { name: 'No orders found' }, { timeout: 3000 })).toBeInTheDocument();
    expect(Object.fromEntries(calls[1]!)).toEqual({ search: 'lavender', page: '1', limit: '50' });
    expect(screen.getByText('Try adjusting your search criteria')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Products' }).getAttribute('href')).toBe('/products');
  });

  it('leaves out a blank search', async () => {
    const calls = stubOrders(Response.json(ordersAnswer(ORDERS, COUNTS)));
    renderOrders('/orders?search=%20%20');
    await screen.findByText('ORD-20260114-PEND01');
    expect(calls[0]!.has('search')).toBe(false);
  });

  it("tells a customer without orders that they haven't placed any yet", async () => {
    stubOrders(Response.json(ordersAnswer([])));
    renderOrders();
    expect(await screen.findByRole('heading', { name: 'No orders found' })).toBeInTheDocument();
    expect(screen.getByText("You haven't placed any orders yet")).toBeInTheDocument();
    expect(screen.queryByText('Try adjusting your search criteria')).toBeNull();
    expect(screen.getByRole('link', { name: 'Browse Products' })).toBeInTheDocument();
  });

  it('shows the server message on failure, and Try Again loads again', async () => {
    const calls = stubOrders(
      Response.json({ code: 'INTERNAL', message: 'The order book is resting' }, { status: 500 }),
      Response.json(ordersAnswer(ORDERS, COUNTS)),
    );
    renderOrders();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error Loading Orders' })).toBeInTheDocument();
    expect(within(alert).getByText('The order book is resting')).toBeInTheDocument();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await screen.findByText('ORD-20260114-PEND01');
    expect(calls).toHaveLength(2);
  });

  it('treats an answer with success false as a failure: the server message under Error Loading Orders, not the empty list', async () => {
    stubOrders(Response.json({ success: false, message: 'Orders are being moved to a new shelf' }), Response.json({ success: false }));
    renderOrders();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error Loading Orders' })).toBeInTheDocument();
    expect(within(alert).getByText('Orders are being moved to a new shelf')).toBeInTheDocument();
    expect(screen.queryByText("You haven't placed any orders yet")).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Failed to load orders. Please try again.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No orders found' })).toBeNull();
  });

  it('falls back to the standard message when the server sends none', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderOrders();
    expect(await screen.findByText('Failed to load orders. Please try again.')).toBeInTheDocument();
  });

  it('shows number, date, status, total and two items per card, with show more for the rest', async () => {
    stubOrders(Response.json(ordersAnswer(ORDERS, COUNTS)));
    renderOrders();
    await screen.findByText('ORD-20260114-PEND01');
    const card = cardOf('ORD-20260114-PEND01');
    expect(within(card).getByText('Jan 14, 2026')).toBeInTheDocument();
    expect(within(card).getByTestId('status-badge').textContent).toBe('Pending');
    expect(within(card).getByTestId('order-total').textContent).toBe('$53.19');
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['VetiverQty: 1$40.00', 'AmberQty: 1$40.00']);
    const more = within(card).getByRole('button', { name: 'Show 2 more items' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(within(card).getAllByRole('listitem')).toHaveLength(4);
    expect(within(card).getByText('Qty: 2')).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Show less' }));
    expect(within(card).getAllByRole('listitem')).toHaveLength(2);

    expect(within(cardOf('ORD-20260114-SHIP01')).queryByRole('button', { name: /more item/ })).toBeNull();
    expect(within(cardOf('ORD-20260114-DELI01')).getByTestId('order-total').textContent).toBe('$1,234.50');
    expect(within(cardOf('ORD-20260114-ODD001')).getByTestId('status-badge').textContent).toBe('Pending');
    expect(within(card).getByRole('link', { name: 'View Details' }).getAttribute('href')).toBe('/order-confirmation/pend01');
  });

  it("leads from an item's name and picture to the product's page", async () => {
    stubOrders(Response.json(ordersAnswer(ORDERS, COUNTS)));
    renderOrders();
    await screen.findByText('ORD-20260114-PEND01');
    const item = within(cardOf('ORD-20260114-PEND01')).getAllByRole('listitem')[0]!;
    expect(within(item).getByRole('link', { name: 'Vetiver' }).getAttribute('href')).toBe('/products/p-Vetiver');
    const picture = item.querySelector('a[aria-hidden="true"]')!;
    expect(picture.getAttribute('href')).toBe('/products/p-Vetiver');
    expect(picture.querySelector('img')).not.toBeNull();
  });

  it('offers Invoice on delivered orders only; it opens a printable invoice that closes back to its button', async () => {
    stubOrders(Response.json(ordersAnswer(ORDERS, COUNTS)));
    renderOrders();
    await screen.findByText('ORD-20260114-PEND01');
    const withInvoice = cards().filter((card) => within(card).queryByRole('button', { name: 'Invoice' }));
    expect(withInvoice.map((card) => within(card).getByTestId('order-number').textContent)).toEqual(['ORD-20260114-DELI01']);

    const invoiceButton = within(withInvoice[0]!).getByRole('button', { name: 'Invoice' });
    invoiceButton.focus();
    fireEvent.click(invoiceButton);
    // The dialog's code arrives on first use; the first transform can be slow on a busy machine.
    const dialog = await screen.findByRole('dialog', { name: 'Invoice ORD-20260114-DELI01' }, { timeout: 5000 });
    const sheet = within(dialog).getByTestId('invoice-sheet');
    for (const text of ['Maison', 'Jan 14, 2026', 'Subtotal', 'Discount', 'Shipping', 'Tax', 'Rose Noir', 'Portland, Oregon 97205']) {
      expect(sheet.textContent).toContain(text);
    }
    expect(within(sheet).getByTestId('invoice-total').textContent).toBe('$1,234.50');
    const print = within(dialog).getByRole('button', { name: 'Print' });
    // Focus moves in from an effect after the lazily loaded dialog appears.
    await waitFor(() => expect(document.activeElement).toBe(print));

    fireEvent.click(print);
    const frame = document.getElementById('invoice-print-frame') as HTMLIFrameElement;
    expect(frame.srcdoc).toContain('ORD-20260114-DELI01');
    expect(frame.srcdoc).toContain('<title>Invoice ORD-20260114-DELI01 — Maison</title>');

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(invoiceButton);
    expect(frame.isConnected).toBe(false);
  });

  it('shows the customer the tracking number of a shipped order, and none before', async () => {
    stubOrders(Response.json(ordersAnswer(ORDERS, COUNTS)));
    renderOrders();
    await screen.findByText('ORD-20260114-SHIP01');
    expect(within(cardOf('ORD-20260114-SHIP01')).getByText('1Z8F3A09C2D4E6B7A1').closest('p')!.textContent).toBe(
      'Tracking number 1Z8F3A09C2D4E6B7A1',
    );
    expect(within(cardOf('ORD-20260114-PEND01')).queryByText(/Tracking number/)).not.toBeInTheDocument();
  });

  it("dates each order by the shop's day it was placed on, as its number does", async () => {
    // Placed at 21:45 in New York on 26 November, 02:45 UTC on the 27th.
    const evening = anOrder('eve001', 'confirmed', {
      orderId: 'ORD-20261126-EVE001',
      createdAt: '2026-11-27T02:45:00.000Z',
      date: '2026-11-27T02:45:00.000Z',
      timeZone: 'America/New_York',
    });
    stubOrders(Response.json(ordersAnswer([evening], COUNTS)));
    renderOrders();
    await screen.findByText('ORD-20261126-EVE001');
    expect(within(cardOf('ORD-20261126-EVE001')).getByText(/^Placed/).textContent).toBe('Placed Nov 26, 2026');
  });
});
