import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { on } from '@/lib/events';
import { clearSession, readSession } from '@/lib/session';
import { fakeApi, json } from '@/testing/queued-fake-api';
import AuthModal from './auth-modal';
import { loadPage } from './full-page-load';

vi.mock('./full-page-load', () => ({ loadPage: vi.fn() }));

const customer = { token: 'tok-1', role: 'user', username: 'ada', email: 'ada@example.com', isEmailVerified: true };

function openModal(view: 'login' | 'register' = 'login', returnFocus: HTMLElement | null = null) {
  const onClose = vi.fn();
  const utils = render(<AuthModal view={view} requestId={1} returnFocus={returnFocus} onClose={onClose} />);
  return { onClose, dialog: screen.getByRole('dialog'), ...utils };
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function click(name: string | RegExp) {
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name }));
}

beforeEach(() => {
  clearSession();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.mocked(loadPage).mockReset();
});

describe('AuthModal dialog', () => {
  it('is a modal dialog named by its title, with focus on the first field and the page scroll locked', () => {
    const { dialog } = openModal();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('dialog', { name: 'Welcome Back' })).toBe(dialog);
    expect(document.activeElement).toBe(screen.getByLabelText('Username or Email'));
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('closes on Escape and on a backdrop click, not on a click inside', () => {
    const { onClose, dialog } = openModal();
    fireEvent.pointerDown(dialog);
    fireEvent.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    const backdrop = dialog.parentElement!;
    fireEvent.pointerDown(backdrop);
    fireEvent.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('keeps Tab inside the dialog and gives focus and scroll back when it goes', () => {
    const trigger = document.createElement('button');
    document.body.append(trigger);
    trigger.focus();
    const { dialog, unmount } = openModal('login', trigger);
    const buttons = within(dialog).getAllByRole('button');
    const last = buttons[buttons.length - 1]!;
    last.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    unmount();
    expect(document.activeElement).toBe(trigger);
    expect(document.body.style.overflow).toBe('');
    trigger.remove();
  });

  it('toggles between login and register, and opens the forgot-password step', () => {
    openModal();
    click('Sign Up');
    expect(screen.getByRole('dialog', { name: 'Join Maison' })).toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByLabelText('Username'));
    click('Sign In');
    expect(screen.getByRole('dialog', { name: 'Welcome Back' })).toBeInTheDocument();
    click('Forgot password?');
    expect(screen.getByRole('dialog', { name: 'Reset Your Password' })).toBeInTheDocument();
    click('Back to Login');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('switches to the view a new request asks for', () => {
    const onClose = vi.fn();
    const { rerender } = render(<AuthModal view="login" requestId={1} returnFocus={null} onClose={onClose} />);
    rerender(<AuthModal view="register" requestId={2} returnFocus={null} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Join Maison' })).toBeInTheDocument();
  });
});

describe('login view', () => {
  it('requires a username or email and a password, and sends nothing without them', () => {
    const api = fakeApi({});
    openModal();
    click('Sign In');
    expect(screen.getByText('Username or email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Username or Email').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Username or Email'));
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('shows and hides the password', () => {
    openModal();
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    expect(password.type).toBe('password');
    click('Show password');
    expect(password.type).toBe('text');
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Hide password' }).getAttribute('aria-pressed')).toBe('true');
    click('Hide password');
    expect(password.type).toBe('password');
  });

  it('signs in: stores the session for the tab, announces it and closes', async () => {
    const api = fakeApi({ 'POST /api/auth/login': json(200, customer) });
    const seen: string[] = [];
    const stops = [on('usernameChanged', (d) => seen.push(`name:${d.username}`)), on('login-success', (d) => seen.push(`login:${d.role}`))];
    const { onClose } = openModal();
    type('Username or Email', ' ada ');
    type('Password', 'secret-1');
    click('Sign In');
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Signing In...' })).toBeInTheDocument();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls[0]!.body).toEqual({ username: 'ada', password: 'secret-1', remember: false });
    expect(readSession()?.username).toBe('ada');
    expect(window.sessionStorage.getItem('maison.token')).toBe('tok-1');
    expect(window.localStorage.getItem('maison.token')).toBeNull();
    expect(seen).toEqual(['name:ada', 'login:user']);
    expect(loadPage).not.toHaveBeenCalled();
    for (const stop of stops) stop();
  });

  it('Remember me keeps the session in local storage; an admin goes to /admin with a full page load', async () => {
    fakeApi({ 'POST /api/auth/login': json(200, { ...customer, role: 'admin', username: 'boss' }) });
    const { onClose } = openModal();
    type('Username or Email', 'boss');
    type('Password', 'secret-1');
    fireEvent.click(screen.getByLabelText('Remember me'));
    click('Sign In');
    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledWith('/admin'));
    expect(window.localStorage.getItem('maison.role')).toBe('admin');
    expect(onClose).not.toHaveBeenCalled();
  });

  it.each([
    [401, { code: 'INVALID_CREDENTIALS', message: 'Invalid username or password.' }, 'Invalid username or password.'],
    [500, {}, 'Invalid credentials. Please try again.'],
  ])('shows a failed login (%i)', async (status, body, shown) => {
    fakeApi({ 'POST /api/auth/login': json(status, body) });
    openModal();
    type('Username or Email', 'ada');
    type('Password', 'wrong-1');
    click('Sign In');
    expect((await screen.findByRole('alert')).textContent).toBe(shown);
  });

  it('moves an unverified account to "Check Your Email" with its address', async () => {
    vi.useFakeTimers();
    fakeApi({
      'POST /api/auth/login': json(403, {
        code: 'EMAIL_NOT_VERIFIED',
        message: 'Please verify your email before logging in.',
        emailVerificationRequired: true,
        email: 'ada@example.com',
      }),
      'GET /api/auth/verification-status/*': json(200, { isEmailVerified: false }),
    });
    openModal();
    type('Username or Email', 'ada');
    type('Password', 'secret-1');
    click('Sign In');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('dialog', { name: 'Check Your Email' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('Please verify your email before logging in.')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });
});

describe('register view', () => {
  function fill(values: Partial<Record<'Username' | 'Email Address' | 'Password' | 'Confirm Password', string>>) {
    for (const [label, value] of Object.entries(values)) type(label, value);
  }

  it('checks every field and the terms before sending anything', () => {
    const api = fakeApi({});
    openModal('register');
    click('Create Account');
    expect(screen.getByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('You must agree to the Terms of Service and Privacy Policy')).toBeInTheDocument();
    fill({ Username: 'ada', 'Email Address': 'not-an-email', Password: 'abc', 'Confirm Password': 'abd' });
    click('Create Account');
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters long')).toBeInTheDocument();
    expect(screen.getAllByText('Passwords do not match').length).toBeGreaterThan(0);
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('hints at the password length and whether the passwords match', () => {
    openModal('register');
    fill({ Password: 'abc' });
    expect(screen.getByText('Too short')).toBeInTheDocument();
    fill({ Password: 'abcdef' });
    expect(screen.getByText('Good')).toBeInTheDocument();
    fill({ 'Confirm Password': 'abcdeg' });
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    fill({ 'Confirm Password': 'abcdef' });
    expect(screen.getByText('Passwords match')).toBeInTheDocument();
  });

  it('an error replaces the hint until the field is edited again', () => {
    fakeApi({});
    openModal('register');
    fill({ Username: 'ada', 'Email Address': 'ada@example.com', Password: 'abc' });
    click('Create Account');
    expect(screen.getByText('Password must be at least 6 characters long')).toBeInTheDocument();
    expect(screen.queryByText('Too short')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
    fill({ Password: 'abcd' });
    expect(screen.queryByText('Password must be at least 6 characters long')).toBeNull();
    expect(screen.getByText('Too short')).toBeInTheDocument();
    // Focus stays where the person types.
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
    expect(screen.getByText('You must agree to the Terms of Service and Privacy Policy')).toBeInTheDocument();
  });

  it('links the terms checkbox to /terms and /privacy', () => {
    openModal('register');
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    expect((screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }) as HTMLInputElement).required).toBe(true);
  });

  it('shows the server message, then after 1.5 s "Check Your Email" starts polling', async () => {
    vi.useFakeTimers();
    const api = fakeApi({
      'POST /api/auth/register': json(201, { success: true, message: 'Registration successful! Please check your email.' }),
      'GET /api/auth/verification-status/*': json(200, { isEmailVerified: false }),
    });
    openModal('register');
    fill({ Username: ' ada ', 'Email Address': ' ada@example.com ', Password: 'secret-1', 'Confirm Password': 'secret-1' });
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
    click('Create Account');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(api.calls[0]!.body).toEqual({ username: 'ada', email: 'ada@example.com', password: 'secret-1' });
    expect(screen.getByText('Registration successful! Please check your email.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1499));
    expect(screen.queryByRole('dialog', { name: 'Check Your Email' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('dialog', { name: 'Check Your Email' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(api.callsTo('GET', '/api/auth/verification-status/ada%40example.com')).toHaveLength(1);
  });

  it.each([
    [409, { code: 'CONFLICT', message: 'That username is taken.' }, 'That username is taken.'],
    [500, {}, 'Registration failed. Please try again.'],
  ])('shows a failed registration (%i)', async (status, body, shown) => {
    fakeApi({ 'POST /api/auth/register': json(status, body) });
    openModal('register');
    fill({ Username: 'ada', 'Email Address': 'ada@example.com', Password: 'secret-1', 'Confirm Password': 'secret-1' });
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
    click('Create Account');
    expect((await screen.findByRole('alert')).textContent).toBe(shown);
  });
});

describe('forgot password', () => {
  function openForgot() {
    const utils = openModal();
    click('Forgot password?');
    return utils;
  }

  it.each([
    ['', 'Please enter your email address'],
    ['ada@example', 'Please enter a valid email address'],
  ])('checks %j before sending', (email, shown) => {
    const api = fakeApi({});
    openForgot();
    type('Email Address', email);
    click('Send Reset Link');
    expect(screen.getByText(shown)).toBeInTheDocument();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('sends the request, shows "Email Sent!", and Send Another Email returns to the form', async () => {
    const api = fakeApi({
      'POST /api/auth/forgot-password': json(200, { success: true, message: 'If an account exists, we sent a link.' }),
    });
    openForgot();
    type('Email Address', 'ada@example.com');
    click('Send Reset Link');
    expect(await screen.findByRole('dialog', { name: 'Email Sent!' })).toBeInTheDocument();
    expect(screen.getByText('If an account exists, we sent a link.')).toBeInTheDocument();
    expect(api.calls[0]!.body).toEqual({ email: 'ada@example.com' });
    click('Send Another Email');
    expect((screen.getByLabelText('Email Address') as HTMLInputElement).value).toBe('ada@example.com');
    click('Send Reset Link');
    await screen.findByRole('dialog', { name: 'Email Sent!' });
    click('Back to Login');
    expect(screen.getByRole('dialog', { name: 'Welcome Back' })).toBeInTheDocument();
  });

  it.each([
    [429, { message: 'x' }, 'Too many password reset attempts. Please wait 5 minutes before trying again.'],
    [404, { message: 'x' }, 'No account found with this email address.'],
    [500, { message: 'Mail is down.' }, 'Mail is down.'],
    [500, {}, 'Failed to send reset email. Please check your email and try again.'],
    [200, { success: false }, 'Something went wrong. Please try again.'],
  ])('shows a failed request (%i %j)', async (status, body, shown) => {
    fakeApi({ 'POST /api/auth/forgot-password': json(status, body) });
    openForgot();
    type('Email Address', 'ada@example.com');
    click('Send Reset Link');
    expect((await screen.findByRole('alert')).textContent).toBe(shown);
  });
});
