import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { type LoginResult, clearSession, saveSession } from '@/lib/session';
import { signOut } from '@/lib/sign-out';
import { ADMIN_ONLY, CUSTOMER_ONLY, RequireRole } from './require-role';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<RequireRole allow={CUSTOMER_ONLY} />}>
          <Route path="orders" element={<h1>My orders</h1>} />
        </Route>
        <Route element={<RequireRole allow={ADMIN_ONLY} />}>
          <Route path="admin/*" element={<h1>Admin area</h1>} />
        </Route>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const customer: LoginResult = { token: 't-user', role: 'user', username: 'ada', email: 'ada@example.com' };
const admin: LoginResult = { token: 't-admin', role: 'admin', username: 'root', email: 'root@example.com' };

afterEach(() => {
  cleanup();
  clearSession();
});

describe('RequireRole', () => {
  it.each(['/orders', '/admin', '/admin/products'])('sends a visitor without a token from %s to /', (path) => {
    renderAt(path);
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('shows Access Denied with the role to a customer on an admin route, and Go to Home leads home', async () => {
    saveSession(customer, { remember: true });
    renderAt('/admin/orders');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.queryByText('Admin area')).toBeNull();
    expect(screen.getByText("You don't have permission to access this page. Your role: user")).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Go to Home' }));
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('shows Access Denied with the role to an admin on a customer route', async () => {
    saveSession(admin, { remember: false });
    renderAt('/orders');
    expect(await screen.findByText("You don't have permission to access this page. Your role: admin")).toBeInTheDocument();
    expect(screen.queryByText('My orders')).toBeNull();
  });

  it('lets the right role in', () => {
    saveSession(customer, { remember: false });
    const { unmount } = renderAt('/orders');
    expect(screen.getByRole('heading', { name: 'My orders' })).toBeInTheDocument();
    unmount();
    clearSession();
    saveSession(admin, { remember: true });
    renderAt('/admin/products');
    expect(screen.getByRole('heading', { name: 'Admin area' })).toBeInTheDocument();
  });

  it('sends the visitor home once they sign out on a guarded page', () => {
    saveSession(customer, { remember: false });
    renderAt('/orders');
    expect(screen.getByRole('heading', { name: 'My orders' })).toBeInTheDocument();
    act(() => signOut());
    expect(screen.getByTestId('where').textContent).toBe('/');
  });
});
