import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { fakeApi, json } from '@/testing/queued-fake-api';
import { linkTokenKey } from '../use-link-token';
import { ResetPasswordPage } from './reset-password-page';

const TOKEN = 'reset-token-0123456789abcdef';

/** What the address bar shows. */
function Address() {
  const { pathname, search, hash } = useLocation();
  return <output aria-label="Address">{`${pathname}${search}${hash}`}</output>;
}

function open(suffix = `#token=${TOKEN}`) {
  return render(
    <StrictMode>
      <MemoryRouter initialEntries={[`/reset-password${suffix}`]}>
        <Routes>
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="/login" element={<p>Login page</p>} />
        </Routes>
        <Address />
      </MemoryRouter>
    </StrictMode>,
  );
}

const address = () => screen.getByRole('status', { name: 'Address' }).textContent;
const kept = () => sessionStorage.getItem(linkTokenKey('reset-password'));

function fill(password: string, confirmation: string) {
  fireEvent.change(screen.getByLabelText('New Password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm New Password'), { target: { value: confirmation } });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: /^Reset/ }));

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ResetPasswordPage', () => {
  it('shows the product title, the form and a way back to login', () => {
    open();
    expect(screen.getByText('Maison')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Your Password' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' }).getAttribute('href')).toBe('/login');
    expect((screen.getByRole('button', { name: 'Reset Password' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('takes the token out of the address at once and keeps it for a reload', async () => {
    open();
    await waitFor(() => expect(address()).toBe('/reset-password'));
    expect(kept()).toBe(TOKEN);
    // The reload: the address has no token any more, the tab still has it.
    cleanup();
    sessionStorage.setItem(linkTokenKey('reset-password'), TOKEN);
    const api = fakeApi({ 'POST /api/auth/reset-password/*': json(200, { success: true, message: 'Your password has been reset.' }) });
    open('');
    expect(screen.queryByRole('alert')).toBeNull();
    fill('secret-9', 'secret-9');
    submit();
    expect(await screen.findByText('Your password has been reset.')).toBeInTheDocument();
    expect(api.calls.map((call) => call.path)).toEqual([`/api/auth/reset-password/${TOKEN}`]);
    expect(kept()).toBeNull();
  });

  it('still takes the token of an older emailed link from ?token=, and out of the address', async () => {
    const api = fakeApi({ 'POST /api/auth/reset-password/*': json(200, { success: true, message: 'Your password has been reset.' }) });
    open('?token=old-reset-token-0123456789');
    await waitFor(() => expect(address()).toBe('/reset-password'));
    fill('secret-9', 'secret-9');
    submit();
    await screen.findByText('Your password has been reset.');
    expect(api.calls.map((call) => call.path)).toEqual(['/api/auth/reset-password/old-reset-token-0123456789']);
  });

  it('without a token: the invalid-link message and a disabled button', () => {
    open('');
    expect(screen.getByRole('alert').textContent).toBe('Invalid reset link. Please request a new password reset.');
    expect((screen.getByRole('button', { name: 'Reset Password' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('hints live at the strength and the match', () => {
    open();
    fill('abc', '');
    expect(screen.getByText('Password too short')).toBeInTheDocument();
    fill('abcdef', 'abcdeX');
    expect(screen.getByText('Password strength: Good')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    fill('abcdef', 'abcdef');
    expect(screen.getByText('Passwords match')).toBeInTheDocument();
  });

  it.each([
    ['', '', 'Password is required'],
    ['abc', 'abc', 'Password must be at least 6 characters long'],
  ])('checks %j before sending', (password, confirmation, shown) => {
    const api = fakeApi({});
    open();
    fill(password, confirmation);
    submit();
    expect(screen.getByText(shown)).toBeInTheDocument();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('refuses different passwords with "Passwords do not match"', () => {
    const api = fakeApi({});
    open();
    fill('secret-1', 'secret-2');
    submit();
    expect(screen.getByLabelText('Confirm New Password').getAttribute('aria-invalid')).toBe('true');
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('sets the password, says so, and goes to /login after 3 s', async () => {
    vi.useFakeTimers();
    const api = fakeApi({ 'POST /api/auth/reset-password/*': json(200, { success: true, message: 'Your password has been reset.' }) });
    open();
    fill('secret-9', 'secret-9');
    submit();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(api.calls).toEqual([{ method: 'POST', path: `/api/auth/reset-password/${TOKEN}`, body: { password: 'secret-9' } }]);
    expect(screen.getByText('Your password has been reset.')).toBeInTheDocument();
    expect(address()).toBe('/reset-password');
    expect(kept()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(screen.queryByText('Login page')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('Login page')).toBeInTheDocument();
  });

  it.each([
    [
      400,
      { message: 'This password reset link has expired. Please request a new password reset.' },
      'This password reset link has expired. Please request a new password reset.',
    ],
    [400, {}, 'Invalid or expired reset link'],
    [500, { message: 'boom' }, 'Something went wrong. Please try again.'],
  ])('shows a failed reset (%i %j)', async (status, body, shown) => {
    fakeApi({ 'POST /api/auth/reset-password/*': json(status, body) });
    open();
    fill('secret-9', 'secret-9');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(shown);
  });
});
