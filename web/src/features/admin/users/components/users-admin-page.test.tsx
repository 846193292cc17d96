import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { render } from '@/testing/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminUser } from '@shared/routes/admin';
import { MemoryRouter } from 'react-router-dom';
import { anItem, anOrder } from '@/testing/order-fixtures';
import { fakeApi } from '@/testing/fake-api';
import { UsersAdminPage } from './users-admin-page';

const user = (
  id: string,
  username: string,
  email: string,
  role: AdminUser['role'] = 'user',
  figures = { orderCount: 0, totalSpent: 0 },
): AdminUser => ({
  _id: id,
  id,
  username,
  email,
  role,
  emailVerified: true,
  createdAt: '2026-01-03T12:00:00.000Z',
  ...figures,
});
const dana = user('u1', 'dana', 'dana@example.com', 'user', { orderCount: 3, totalSpent: 1234.5 });
const lee = user('u2', 'lee', 'lee@shop.test');
const root = user('u3', 'shopkeeper', 'owner@maison.test', 'admin');
const order = anOrder('aaaaaa', 'delivered', {
  items: [anItem('Rose Noir', { quantity: 2, price: 40, totalPrice: 80 })],
  subtotal: 80,
  promoCode: 'SAVE20',
  promoDiscount: 16,
  shipping: 9.99,
  tax: 5.12,
  total: 79.11,
});

function renderPage() {
  return render(
    <MemoryRouter>
      <UsersAdminPage />
    </MemoryRouter>,
  );
}

const names = () => screen.queryAllByTestId('user-row').map((row) => row.querySelector('th')?.textContent);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('UsersAdminPage', () => {
  it('lists every user with email, joined date and role', async () => {
    fakeApi({ 'GET /api/admin/getAllUsers': Response.json([dana, lee, root]) });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'User Management' })).toBeInTheDocument();
    expect(screen.getByText('Loading users…')).toBeInTheDocument();
    await waitFor(() => expect(names()).toEqual(['dana', 'lee', 'shopkeeper']));
    const row = screen.getAllByTestId('user-row')[2]!;
    expect(within(row).getByText('owner@maison.test')).toBeInTheDocument();
    expect(within(row).getByText('Jan 3, 2026')).toBeInTheDocument();
    expect(within(row).getByText('admin')).toBeInTheDocument();
    expect(screen.getByText('3 users')).toBeInTheDocument();
  });

  it("shows each user's order count and total spent from the list's one answer, with no call per user", async () => {
    const api = fakeApi({ 'GET /api/admin/getAllUsers': Response.json([dana, lee]) });
    renderPage();
    await waitFor(() => expect(names()).toHaveLength(2));
    const [first, second] = screen.getAllByTestId('user-row');
    const figures = (row: HTMLElement) => [...row.querySelectorAll('.user-table__figure')].map((cell) => cell.textContent);
    expect(figures(first!)).toEqual(['3', '$1,234.50']);
    expect(figures(second!)).toEqual(['0', '$0.00']);
    expect(screen.getByRole('columnheader', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Spent' })).toBeInTheDocument();
    expect(api.calls.map((call) => call.path)).toEqual(['/api/admin/getAllUsers']);
  });

  it('searches by username, email or role', async () => {
    fakeApi({ 'GET /api/admin/getAllUsers': Response.json([dana, lee, root]) });
    renderPage();
    await waitFor(() => expect(names()).toHaveLength(3));
    const search = screen.getByRole('searchbox', { name: 'Search users' });
    fireEvent.change(search, { target: { value: 'SHOP.TEST' } });
    expect(names()).toEqual(['lee']);
    fireEvent.change(search, { target: { value: 'admin' } });
    expect(names()).toEqual(['shopkeeper']);
    fireEvent.change(search, { target: { value: 'nobody' } });
    expect(screen.getByText('No users match “nobody”.')).toBeInTheDocument();
  });

  it("shows a chosen user's orders, and an order's details in a modal", async () => {
    const api = fakeApi({
      'GET /api/admin/getAllUsers': Response.json([dana, lee]),
      'GET /api/orders/u1/orders': Response.json({ success: true, orders: [order] }),
      'GET /api/orders/u2/orders': Response.json({ success: true, orders: [] }),
    });
    renderPage();
    await waitFor(() => expect(names()).toHaveLength(2));
    const view = screen.getByRole('button', { name: 'View orders of dana' });
    fireEvent.click(view);
    expect(view.getAttribute('aria-pressed')).toBe('true');
    const section = screen.getByRole('region', { name: 'Orders of dana' });
    const open = await within(section).findByRole('button', { name: /ORD-20260114-AAAAAA/ });
    expect(api.callsTo('GET /api/orders/u1/orders')).toHaveLength(1);
    expect(open.textContent).toContain('$79.11');
    expect(open.textContent).toContain('2 items');
    expect(within(open).getByTestId('status-badge').textContent).toBe('Delivered');

    fireEvent.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Order ORD-20260114-AAAAAA' });
    expect(within(dialog).getByText('Rose Noir')).toBeInTheDocument();
    expect(within(dialog).getByText('2 × $40.00')).toBeInTheDocument();
    expect(within(dialog).getByText('Discount (SAVE20)')).toBeInTheDocument();
    expect(within(dialog).getByText('−$16.00')).toBeInTheDocument();
    expect(within(dialog).getByTestId('details-total').textContent).toBe('$79.11');
    expect(within(dialog).getByText('221 Orchard Street, Apt 4B')).toBeInTheDocument();
    expect(within(dialog).getByText('Card · Paid')).toBeInTheDocument();
    expect(within(dialog).getByTestId('status-badge').textContent).toBe('Delivered');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'View orders of lee' }));
    expect(await screen.findByText('lee has no orders yet.')).toBeInTheDocument();
  });

  it("closes a user's orders when a search leaves that user out", async () => {
    fakeApi({
      'GET /api/admin/getAllUsers': Response.json([dana, lee]),
      'GET /api/orders/u1/orders': Response.json({ success: true, orders: [order] }),
    });
    renderPage();
    await waitFor(() => expect(names()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'View orders of dana' }));
    expect(screen.getByRole('region', { name: 'Orders of dana' })).toBeInTheDocument();
    const search = screen.getByRole('searchbox', { name: 'Search users' });
    fireEvent.change(search, { target: { value: 'dan' } });
    expect(screen.getByRole('region', { name: 'Orders of dana' })).toBeInTheDocument();
    fireEvent.change(search, { target: { value: 'lee' } });
    expect(names()).toEqual(['lee']);
    expect(screen.queryByRole('region', { name: 'Orders of dana' })).toBeNull();
    fireEvent.change(search, { target: { value: '' } });
    expect(screen.queryByRole('region', { name: 'Orders of dana' })).toBeNull();
    expect(screen.getByRole('button', { name: 'View orders of dana' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('lets an email wrap before its @ rather than mid-word', async () => {
    fakeApi({ 'GET /api/admin/getAllUsers': Response.json([dana]) });
    renderPage();
    await waitFor(() => expect(names()).toHaveLength(1));
    const cell = screen.getAllByTestId('user-row')[0]!.querySelector('.user-table__email')!;
    expect(cell.textContent).toBe('dana@example.com');
    expect(cell.innerHTML).toBe('dana<wbr>@example.com');
  });

  it('counts one item in the singular: "1 item", not "1 items"', async () => {
    const single = anOrder('bbbbbb', 'pending', { items: [anItem('Rose Noir', { quantity: 1, price: 40, totalPrice: 40 })] });
    fakeApi({
      'GET /api/admin/getAllUsers': Response.json([dana]),
      'GET /api/orders/u1/orders': Response.json({ success: true, orders: [single] }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'View orders of dana' }));
    const section = screen.getByRole('region', { name: 'Orders of dana' });
    const row = await within(section).findByRole('button', { name: /ORD-20260114-BBBBBB/ });
    expect(row.textContent).toMatch(/· 1 item(?!s)/);
  });

  it('logs a failed load and shows a quiet note with Try again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    fakeApi({
      'GET /api/admin/getAllUsers': () => (++calls === 1 ? Response.json({ message: 'Down' }, { status: 500 }) : Response.json([dana])),
    });
    renderPage();
    expect(await screen.findByText('The users could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(logged).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(names()).toEqual(['dana']));
  });

  it("notes a user's orders that could not be loaded", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi({
      'GET /api/admin/getAllUsers': Response.json([dana]),
      'GET /api/orders/u1/orders': Response.json({ message: 'Down' }, { status: 500 }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'View orders of dana' }));
    expect(await screen.findByText('These orders could not be loaded.')).toBeInTheDocument();
  });

  it('says so when there are no users', async () => {
    fakeApi({ 'GET /api/admin/getAllUsers': Response.json([]) });
    renderPage();
    expect(await screen.findByText('No users yet.')).toBeInTheDocument();
  });
});
