import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { render } from '@/testing/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { on } from '@/lib/events';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { clearSession, readSession, saveSession } from '@/lib/session';
import { fakeApi } from '@/testing/fake-api';
import AdminArea from './admin-area';

const STATS = {
  totalUsers: 3,
  totalOrders: 4,
  nonOrderUsers: 1,
  nonDeliveredOrders: 2,
  totalRevenue: 250,
  totalProducts: 9,
  daily: [],
  promotions: [],
};

function Where() {
  return <output data-testid="where">{useLocation().pathname + useLocation().search}</output>;
}

function renderAdmin(path: string) {
  fakeApi({
    'GET /api/stats': Response.json(STATS),
    'GET /api/admin/getAllUsers': Response.json([]),
    'GET /api/orders/status/pending': Response.json({ success: true, orders: [], statusCounts: {} }),
    'GET /api/admin/promotions': Response.json({ success: true, promotions: [] }),
  });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/*" element={<AdminArea />} />
        <Route path="*" element={<p>Home page</p>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

const where = () => screen.getByTestId('where').textContent;
const toggle = () => screen.getByRole('button', { name: 'Admin menu' });

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

describe('AdminArea', () => {
  it('sends /admin to /admin/DashBoard and shows the dashboard', async () => {
    renderAdmin('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(where()).toBe('/admin/DashBoard');
  });

  it('sends a path that names no screen to the dashboard', async () => {
    renderAdmin('/admin/nowhere');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(where()).toBe('/admin/DashBoard');
  });

  it('lists every screen in the sidebar and marks the current one', async () => {
    renderAdmin('/admin/DashBoard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/admin/DashBoard'],
      ['Product Management', '/admin/products'],
      ['Order Management', '/admin/orders'],
      ['User Management', '/admin/users'],
      ['Brand Management', '/admin/brands'],
      ['Inventory Management', '/admin/inventory'],
      ['Promotions', '/admin/promotions'],
      ['Subscribers Management', '/admin/Subscribers'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'LogOut' })).toBeInTheDocument();
  });

  it.each([
    ['Product Management', 'Product Management'],
    ['Order Management', 'Order Management'],
    ['User Management', 'User Management'],
    ['Brand Management', 'Brand Management'],
    ['Inventory Management', 'Inventory Management'],
    ['Promotions', 'Promotions'],
    ['Subscribers Management', 'Subscribers Management'],
  ])('opens %s with its heading', async (link, heading) => {
    renderAdmin('/admin/DashBoard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    fireEvent.click(screen.getByRole('link', { name: link }));
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: link }).getAttribute('aria-current')).toBe('page');
  });

  it('opens and closes the sidebar with its toggle, on Escape and on navigation', async () => {
    renderAdmin('/admin/DashBoard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    const sidebar = screen.getByRole('complementary', { name: 'Admin' });
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(toggle().getAttribute('aria-controls')).toBe(sidebar.id);

    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(sidebar.className).toContain('is-open');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Dashboard' }));

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle());

    fireEvent.click(toggle());
    fireEvent.click(screen.getByRole('link', { name: 'User Management' }));
    await waitFor(() => expect(toggle().getAttribute('aria-expanded')).toBe('false'));
    expect(where()).toBe('/admin/users');
  });

  it('LogOut clears the session, announces it and goes home', async () => {
    saveSession({ token: 't-admin', role: 'admin', username: 'root', email: 'root@example.com' }, { remember: true });
    const heard: string[] = [];
    const stops = [on('logout', () => heard.push('logout')), on('usernameRemoved', () => heard.push('usernameRemoved'))];
    renderAdmin('/admin/DashBoard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    act(() => fireEvent.click(screen.getByRole('button', { name: 'LogOut' })));
    expect(readSession()).toBeNull();
    expect(heard).toEqual(['logout', 'usernameRemoved']);
    expect(where()).toBe('/');
    expect(screen.getByText('Home page')).toBeInTheDocument();
    stops.forEach((stop) => stop());
  });
});
