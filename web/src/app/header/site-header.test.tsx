import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { on } from '@/lib/events';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { type LoginResult, clearSession, readSession, saveSession } from '@/lib/session';
import { SiteHeader } from './site-header';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderHeader(at = '/shop') {
  return render(
    <MemoryRouter initialEntries={[at]}>
      <SiteHeader />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const customer: LoginResult = { token: 't1', role: 'user', username: 'ada', email: 'ada@example.com' };

afterEach(() => {
  cleanup();
  clearSession();
});

describe('SiteHeader', () => {
  it('offers Login and Sign Up to a guest, announcing the modal over the current page', () => {
    const opened = vi.fn();
    const stop = on('open-login', opened);
    renderHeader();
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).queryByRole('link', { name: 'Orders' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Cart/ })).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: 'Login' })[0]!);
    expect(opened).toHaveBeenCalledOnce();
    expect(screen.getByTestId('where').textContent).toBe('/shop');
    stop();
  });

  it('gives a customer the nav, cart and wishlist links, and a user menu that signs out', () => {
    saveSession(customer, { remember: false });
    const loggedOut = vi.fn();
    const stop = on('logout', loggedOut);
    renderHeader();
    const main = screen.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'About', 'Shop', 'Orders']) expect(within(main).getByRole('link', { name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart, 0 items' }).getAttribute('href')).toBe('/cart');
    expect(screen.getByRole('link', { name: 'Wishlist, 0 items' }).getAttribute('href')).toBe('/wishlist');

    const trigger = screen.getByRole('button', { name: 'Account menu for ada' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(trigger);
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(readSession()).toBeNull();
    expect(loggedOut).toHaveBeenCalledOnce();
    expect(screen.getByTestId('where').textContent).toBe('/');
    expect(screen.getAllByRole('button', { name: 'Sign Up' }).length).toBeGreaterThan(0);
    stop();
  });

  it('switches from guest to customer when a login is announced', () => {
    renderHeader();
    act(() => {
      saveSession(customer, { remember: true });
      window.dispatchEvent(new CustomEvent('login-success', { detail: { username: 'ada', role: 'user' } }));
    });
    expect(screen.getByRole('button', { name: 'Account menu for ada' })).toBeInTheDocument();
  });

  it('gives an admin only the username and role', () => {
    saveSession({ ...customer, role: 'admin', username: 'root' }, { remember: true });
    renderHeader('/admin');
    const header = screen.getByRole('banner');
    expect(within(header).getByText('root')).toBeInTheDocument();
    expect(within(header).getByText('admin')).toBeInTheDocument();
    expect(within(header).queryByRole('navigation')).toBeNull();
    expect(within(header).queryByRole('link', { name: /Cart/ })).toBeNull();
  });

  it('shows "99+" on a badge above 99', () => {
    saveSession(customer, { remember: true });
    localStorage.setItem('maison.wishlist', JSON.stringify(Array.from({ length: 120 }, (_, i) => `p${i}`)));
    renderHeader();
    const wishlist = screen.getByRole('link', { name: 'Wishlist, 120 items' });
    expect(wishlist.textContent).toBe('99+');
  });

  it("keeps a guest's Login and Sign Up in the bar, once each, and the mobile menu to the page links", () => {
    renderHeader();
    expect(screen.getAllByRole('button', { name: 'Login' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Sign Up' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const panel = screen.getByRole('navigation', { name: 'Mobile' }).parentElement!;
    expect(
      within(panel)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'About', 'Shop']);
    expect(within(panel).queryByRole('button')).toBeNull();
  });

  it('opens the mobile menu with Profile and Logout for a customer', () => {
    saveSession(customer, { remember: true });
    renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(mobile).getByRole('link', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Profile' }).length).toBeGreaterThan(0);
  });
});
