import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastViewport } from '@/components/toast';
import { emit } from '@/lib/events';
import { clearSession, saveSession } from '@/lib/session';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AuthModalHost, WELCOME_TOAST, viewAskedByUrl } from './auth-modal-host';

function Where() {
  const { pathname, search } = useLocation();
  return <span data-testid="where">{pathname + search}</span>;
}

function renderHost(at = '/') {
  // StrictMode runs effects twice, as in development: the toast must still show once.
  return render(
    <StrictMode>
      <MemoryRouter initialEntries={[at]}>
        <button type="button">Login</button>
        <AuthModalHost />
        <ToastViewport />
        <Where />
      </MemoryRouter>
    </StrictMode>,
  );
}

const where = () => screen.getByTestId('where').textContent;

afterEach(() => {
  cleanup();
  clearSession();
  vi.useRealTimers();
});

const signIn = () => saveSession({ token: 't', role: 'user', username: 'ana', email: 'ana@example.com' }, { remember: true });

describe('viewAskedByUrl', () => {
  it.each([
    ['/login', '', 'login'],
    ['/register', '', 'register'],
    ['/forgot-password', '', 'forgot'],
    ['/', '?showLogin=true', 'login'],
    ['/shop', '?category=Men&showLogin=true', 'login'],
    ['/', '?showLogin=false', null],
    ['/', '', null],
  ])('%s%s asks for %s', (pathname, search, view) => {
    expect(viewAskedByUrl(pathname, search)).toBe(view);
  });
});

describe('AuthModalHost', () => {
  it('renders nothing until asked, then loads the modal on open-login and hands focus back on close', async () => {
    renderHost('/shop');
    expect(screen.queryByRole('dialog')).toBeNull();
    const trigger = screen.getByRole('button', { name: 'Login' });
    trigger.focus();
    act(() => emit('open-login'));
    expect(await screen.findByRole('dialog', { name: 'Welcome Back' })).toBeInTheDocument();
    act(() => emit('open-register'));
    expect(await screen.findByRole('dialog', { name: 'Join Maison' })).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(where()).toBe('/shop');
    expect(document.activeElement).toBe(trigger);
  });

  it('/register opens the register view; closing it goes home', async () => {
    renderHost('/register');
    expect(await screen.findByRole('dialog', { name: 'Join Maison' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(where()).toBe('/');
  });

  it('/forgot-password, where the password-changed email leads, opens the reset request; closing it goes home', async () => {
    renderHost('/forgot-password');
    expect(await screen.findByRole('dialog', { name: 'Reset Your Password' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(where()).toBe('/');
  });

  it('?showLogin=true opens the login view; closing it drops only that parameter', async () => {
    renderHost('/shop?category=Men&showLogin=true');
    expect(await screen.findByRole('dialog', { name: 'Welcome Back' })).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(where()).toBe('/shop?category=Men');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('?verified=true shows the welcome toast for 5 s and removes the query at once, so a reload does not welcome again', async () => {
    vi.useFakeTimers();
    renderHost('/?verified=true&x=1');
    expect(screen.getByRole('status').textContent).toContain(WELCOME_TOAST);
    expect(where()).toBe('/?x=1');
    await act(() => vi.advanceTimersByTimeAsync(4999));
    expect(screen.getByText(WELCOME_TOAST)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByText(WELCOME_TOAST)).toBeNull();
    expect(where()).toBe('/?x=1');
  });

  it.each([
    ['/login', '/'],
    ['/register', '/'],
    ['/shop?category=Men&showLogin=true', '/shop?category=Men'],
  ])('a signed-in visitor at %s is offered no second sign-in and lands on %s', async (at, landing) => {
    signIn();
    renderHost(at);
    await act(() => Promise.resolve());
    expect(where()).toBe(landing);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a guest who signs in within the modal /login opened is not sent away before the modal closes', async () => {
    renderHost('/login');
    expect(await screen.findByRole('dialog', { name: 'Welcome Back' })).toBeInTheDocument();
    act(() => {
      signIn();
      emit('login-success', { username: 'ana', role: 'user' });
    });
    expect(where()).toBe('/login');
    expect(screen.getByRole('dialog', { name: 'Welcome Back' })).toBeInTheDocument();
  });
});
