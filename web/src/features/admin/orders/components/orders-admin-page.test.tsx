import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { render } from '@/testing/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@shared/types';
import { MemoryRouter } from 'react-router-dom';
import { anItem, anOrder } from '@/testing/order-fixtures';
import { fakeApi } from '@/testing/fake-api';
import { OrdersAdminPage } from './orders-admin-page';

const COUNTS = { all: 9, pending: 2, confirmed: 1, processing: 1, shipped: 1, 'non-delivered': 5, delivered: 3, cancelled: 1 };
const dana = anOrder('aaaaaa', 'pending', { createdAt: '2026-01-10T10:00:00.000Z' });
const lee = anOrder('bbbbbb', 'pending', {
  createdAt: '2026-01-12T10:00:00.000Z',
  customerName: 'Lee Park',
  shippingAddress: { ...dana.shippingAddress, fullName: 'Lee Park', email: 'lee@shop.test' },
  items: [anItem('Oud Wood'), anItem('Amber Dusk')],
});

const answer = (orders: Order[], counts: Record<string, number> = COUNTS) => Response.json({ success: true, orders, statusCounts: counts });
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A spreadsheet answer whose Blob belongs to this page's realm, as a browser's fetch gives. */
function spreadsheet() {
  const response = new Response('PK', { headers: { 'Content-Type': XLSX } });
  response.blob = async () => new Blob(['PK'], { type: XLSX });
  return response;
}

function renderPage(at = '/admin/orders') {
  return render(
    <MemoryRouter initialEntries={[at]}>
      <OrdersAdminPage />
    </MemoryRouter>,
  );
}

const numbers = () => screen.queryAllByTestId('order-number').map((el) => el.textContent);
const cardOf = (number: string) => screen.getAllByTestId('order-card').find((card) => within(card).queryByText(number))!;
const statusOf = (number: string) => within(cardOf(number)).getByRole('combobox', { name: `Status of order ${number}` });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('OrdersAdminPage: tabs and list', () => {
  it('opens on Pending, with every tab and its count, and a Download tab', async () => {
    const api = fakeApi({ 'GET /api/orders/status/pending': answer([dana, lee]) });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Order Management' })).toBeInTheDocument();
    // The Pending tab holds unpaid orders, so the lead does not call them all paid.
    expect(screen.getByText(/^Orders by status\./)).toBeInTheDocument();
    expect(screen.queryByText(/Paid orders/)).toBeNull();
    expect(screen.getByText('Loading orders…')).toBeInTheDocument();
    await screen.findByText('ORD-20260114-AAAAAA');
    expect(api.callsTo('GET /api/orders/status/pending')).toHaveLength(1);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Pending 2',
      'Confirmed 1',
      'Processing 1',
      'Shipped 1',
      'All(non-delivered) 5',
      'Delivered 3',
      'Cancelled 1',
      'Download',
    ]);
    expect(screen.getByRole('tab', { name: 'Pending 2' }).getAttribute('aria-selected')).toBe('true');
    expect(within(cardOf('ORD-20260114-AAAAAA')).getByTestId('status-badge').className).toContain('status-badge--yellow');
  });

  it('loads the non-delivered orders for All(non-delivered), and a status for its tab', async () => {
    const api = fakeApi({
      'GET /api/orders/status/pending': answer([dana]),
      'GET /api/orders/non-delivered': answer([lee]),
      'GET /api/orders/status/shipped': answer([anOrder('cccccc', 'shipped')]),
    });
    renderPage();
    await screen.findByText('ORD-20260114-AAAAAA');
    fireEvent.click(screen.getByRole('tab', { name: 'All(non-delivered) 5' }));
    await waitFor(() => expect(numbers()).toEqual(['ORD-20260114-BBBBBB']));
    expect(api.callsTo('GET /api/orders/non-delivered')).toHaveLength(1);
    fireEvent.click(screen.getByRole('tab', { name: 'Shipped 1' }));
    await waitFor(() => expect(numbers()).toEqual(['ORD-20260114-CCCCCC']));
    expect(within(cardOf('ORD-20260114-CCCCCC')).getByTestId('status-badge').className).toContain('status-badge--indigo');
  });

  it('opens the tab the address names', async () => {
    const api = fakeApi({ 'GET /api/orders/non-delivered': answer([lee]) });
    renderPage('/admin/orders?tab=non-delivered');
    await screen.findByText('ORD-20260114-BBBBBB');
    expect(api.calls.map((call) => call.path)).toEqual(['/api/orders/non-delivered']);
    expect(screen.getByRole('tab', { name: 'All(non-delivered) 5' }).getAttribute('aria-selected')).toBe('true');
  });

  it('searches by order number, customer name, email and product name', async () => {
    fakeApi({ 'GET /api/orders/status/pending': answer([dana, lee]) });
    renderPage();
    await screen.findByText('ORD-20260114-AAAAAA');
    const search = screen.getByRole('searchbox', { name: 'Search orders' });
    for (const [text, expected] of [
      ['lee park', ['ORD-20260114-BBBBBB']],
      ['DANA@EXAMPLE', ['ORD-20260114-AAAAAA']],
      ['amber', ['ORD-20260114-BBBBBB']],
      ['aaaaaa', ['ORD-20260114-AAAAAA']],
    ] as const) {
      fireEvent.change(search, { target: { value: text } });
      expect(numbers()).toEqual(expected);
    }
    fireEvent.change(search, { target: { value: 'vetiver' } });
    expect(screen.getByText('No orders match “vetiver”.')).toBeInTheDocument();
  });

  it('sorts by date, newest first, and the toggle shows the oldest first', async () => {
    fakeApi({ 'GET /api/orders/status/pending': answer([dana, lee]) });
    renderPage();
    await screen.findByText('ORD-20260114-AAAAAA');
    expect(numbers()).toEqual(['ORD-20260114-BBBBBB', 'ORD-20260114-AAAAAA']);
    fireEvent.click(screen.getByRole('button', { name: /Date: newest first/ }));
    expect(numbers()).toEqual(['ORD-20260114-AAAAAA', 'ORD-20260114-BBBBBB']);
    expect(screen.getByRole('button', { name: /Date: oldest first/ })).toBeInTheDocument();
  });

  it('shows an empty tab, and a load failure with Try Again', async () => {
    let calls = 0;
    fakeApi({
      'GET /api/orders/status/pending': () =>
        ++calls === 1 ? Response.json({ message: 'Orders are resting' }, { status: 500 }) : answer([]),
    });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Orders are resting')).toBeInTheDocument();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No orders in Pending.')).toBeInTheDocument();
  });
});

describe('OrdersAdminPage: status changes', () => {
  it('changes a status, then reloads the list and the counts', async () => {
    let lists = 0;
    const api = fakeApi({
      'GET /api/orders/status/pending': () => (++lists === 1 ? answer([dana, lee]) : answer([lee], { ...COUNTS, pending: 1, shipped: 2 })),
      'PATCH /api/orders/aaaaaa/status': Response.json({
        success: true,
        order: { ...dana, status: 'shipped' },
        message: 'Order status updated to shipped',
      }),
    });
    renderPage();
    await screen.findByText('ORD-20260114-AAAAAA');
    fireEvent.change(statusOf('ORD-20260114-AAAAAA'), { target: { value: 'shipped' } });
    fireEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Mark ORD-20260114-AAAAAA as shipped and email the customer?' })).getByRole('button', {
        name: 'Mark as shipped',
      }),
    );
    expect(await screen.findByText('Order status updated to shipped')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/orders/aaaaaa/status')[0]!.body).toEqual({ newStatus: 'shipped' });
    await waitFor(() => expect(numbers()).toEqual(['ORD-20260114-BBBBBB']));
    expect(screen.getByRole('tab', { name: 'Pending 1' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Shipped 2' })).toBeInTheDocument();
    expect(lists).toBe(2);
  });

  it("moves the two counts itself while the server's counters still lag behind the change", async () => {
    // The counters follow the table's stream: the reload right after the change still has the old figures.
    fakeApi({
      'GET /api/orders/status/pending': () => answer([dana, lee]),
      'PATCH /api/orders/aaaaaa/status': Response.json({
        success: true,
        order: { ...dana, status: 'delivered' },
        message: 'Order status updated to delivered',
      }),
    });
    renderPage();
    await screen.findByText('ORD-20260114-AAAAAA');
    fireEvent.change(statusOf('ORD-20260114-AAAAAA'), { target: { value: 'delivered' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mark as delivered' }));
    expect(await screen.findByText('Order status updated to delivered')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Delivered 4' })).toBeInTheDocument());
    expect(screen.getByRole('tab', { name: 'Pending 1' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All(non-delivered) 4' })).toBeInTheDocument();
  });

  it('asks before a change that emails the customer, and changes nothing when the admin steps back', async () => {
    const api = fakeApi({
      'GET /api/orders/status/pending': answer([dana]),
      'PATCH /api/orders/aaaaaa/status': Response.json({ success: true, order: { ...dana, status: 'shipped' }, message: 'Shipped' }),
    });
    renderPage();
    await screen.findByText('ORD-20260114-AAAAAA');
    for (const [status, question] of [
      ['shipped', 'Mark ORD-20260114-AAAAAA as shipped and email the customer?'],
      ['delivered', 'Mark ORD-20260114-AAAAAA as delivered and email the customer?'],
    ] as const) {
      fireEvent.change(statusOf('ORD-20260114-AAAAAA'), { target: { value: status } });
      const dialog = screen.getByRole('alertdialog', { name: question });
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect((statusOf('ORD-20260114-AAAAAA') as HTMLSelectElement).value).toBe('pending');
    }
    expect(api.callsTo('PATCH /api/orders/aaaaaa/status')).toHaveLength(0);
  });

  it('applies a change that emails no one at once', async () => {
    const api = fakeApi({
      'GET /api/orders/status/pending': answer([dana]),
      'PATCH /api/orders/aaaaaa/status': Response.json({ success: true, order: { ...dana, status: 'processing' }, message: 'Processing' }),
    });
    renderPage();
    await screen.findByText('ORD-20260114-AAAAAA');
    fireEvent.change(statusOf('ORD-20260114-AAAAAA'), { target: { value: 'processing' } });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(api.callsTo('PATCH /api/orders/aaaaaa/status')).toHaveLength(1));
  });

  it('asks before cancelling, naming the refund, and does nothing when the admin keeps the order', async () => {
    const api = fakeApi({
      'GET /api/orders/status/pending': answer([dana]),
      'PATCH /api/orders/aaaaaa/status': Response.json({
        success: true,
        order: { ...dana, status: 'cancelled' },
        message: 'Order cancelled and refunded',
      }),
    });
    renderPage();
    await screen.findByText('ORD-20260114-AAAAAA');
    fireEvent.change(statusOf('ORD-20260114-AAAAAA'), { target: { value: 'cancelled' } });
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel ORD-20260114-AAAAAA, refund $53.19 and email the customer?' });
    expect(within(dialog).getByText(/The payment will be refunded in full/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.callsTo('PATCH /api/orders/aaaaaa/status')).toHaveLength(0);
    expect((statusOf('ORD-20260114-AAAAAA') as HTMLSelectElement).value).toBe('pending');

    fireEvent.change(statusOf('ORD-20260114-AAAAAA'), { target: { value: 'cancelled' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel and refund' }));
    expect(await screen.findByText('Order cancelled and refunded')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/orders/aaaaaa/status')[0]!.body).toEqual({ newStatus: 'cancelled' });
  });

  it('lists every status but lets a cancelled, refunded order be nothing else, as the server rules', async () => {
    const gone = anOrder('cccccc', 'cancelled', { paymentStatus: 'refunded' });
    fakeApi({ 'GET /api/orders/status/cancelled': answer([gone]) });
    renderPage('/admin/orders?tab=cancelled');
    const select = await waitFor(() => statusOf(gone.orderId));
    const options = within(select).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((option) => option.value)).toEqual(['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled']);
    expect(options.filter((option) => !option.disabled).map((option) => option.value)).toEqual(['cancelled']);
  });

  it("shows the server's message when a change fails", async () => {
    fakeApi({
      'GET /api/orders/status/pending': answer([dana]),
      'PATCH /api/orders/aaaaaa/status': Response.json({ code: 'CONFLICT', message: 'The refund was declined' }, { status: 409 }),
    });
    renderPage();
    await screen.findByText('ORD-20260114-AAAAAA');
    fireEvent.change(statusOf('ORD-20260114-AAAAAA'), { target: { value: 'confirmed' } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The refund was declined');
  });

  it('opens the invoice of any order, with Print', async () => {
    fakeApi({ 'GET /api/orders/status/pending': answer([dana]) });
    renderPage();
    await screen.findByText('ORD-20260114-AAAAAA');
    fireEvent.click(screen.getByRole('button', { name: 'Invoice for order ORD-20260114-AAAAAA' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invoice ORD-20260114-AAAAAA' });
    expect(within(dialog).getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(within(dialog).getByTestId('invoice-total').textContent).toBe('$53.19');
  });
});

describe('OrdersAdminPage: Download', () => {
  function openDownload(answers: Parameters<typeof fakeApi>[0]) {
    const api = fakeApi({ 'GET /api/orders/non-delivered': answer([]), ...answers });
    renderPage('/admin/orders?tab=download');
    return api;
  }

  it('keeps the date button disabled until a date is chosen', async () => {
    openDownload({});
    const button = screen.getByRole('button', { name: 'Download orders' });
    expect(button.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-01-14' } });
    expect(button.hasAttribute('disabled')).toBe(false);
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Pending 2' })).toBeInTheDocument());
  });

  it("says 'No Data Found' when there were no orders today", async () => {
    const api = openDownload({
      'GET /api/orders/export/today': Response.json({ code: 'NO_DATA', message: 'No Data Found' }, { status: 404 }),
    });
    fireEvent.click(screen.getByRole('button', { name: "Download today's orders" }));
    const message = await screen.findByText('No Data Found');
    expect(message.getAttribute('role')).toBe('status');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.callsTo('GET /api/orders/export/today')).toHaveLength(1);
  });

  it('saves one day as orders_{date}.xlsx', async () => {
    Object.assign(URL, { createObjectURL: () => 'blob:orders', revokeObjectURL: () => undefined });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const api = openDownload({ 'GET /api/orders/export/date/2026-01-14': () => spreadsheet() });
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-01-14' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Download orders' })));
    await waitFor(() => expect(saved).toEqual(['orders_2026-01-14.xlsx']));
    expect(api.callsTo('GET /api/orders/export/date/2026-01-14')).toHaveLength(1);
    expect(await screen.findByText('Saved orders_2026-01-14.xlsx.')).toBeInTheDocument();
  });

  it('shows other failures as Download failed with the message', async () => {
    openDownload({ 'GET /api/orders/export/date/2026-01-14': Response.json({ message: 'Export timed out' }, { status: 500 }) });
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-01-14' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download orders' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Download failed. Export timed out');
  });
});
