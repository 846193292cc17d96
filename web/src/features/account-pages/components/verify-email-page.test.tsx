import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { fakeApi, json } from '@/testing/queued-fake-api';
import { linkTokenKey } from '../use-link-token';
import { VerifyEmailPage } from './verify-email-page';

/** What the address bar shows. */
function Address() {
  const { pathname, search, hash } = useLocation();
  return <output aria-label="Address">{`${pathname}${search}${hash}`}</output>;
}

function open(suffix: string) {
  return render(
    <StrictMode>
      <MemoryRouter initialEntries={[`/verify-email${suffix}`]}>
        <Routes>
          <Route path="/verify-email" element={<VerifyEmailPage />} />
          <Route path="/login" element={<p>Login page</p>} />
        </Routes>
        <Address />
      </MemoryRouter>
    </StrictMode>,
  );
}

const address = () => screen.getByRole('status', { name: 'Address' }).textContent;
const kept = () => sessionStorage.getItem(linkTokenKey('verify-email'));
const token = (label: string) => `${label}-token-0123456789abcdef`;

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('VerifyEmailPage', () => {
  it('shows the product title and verifies once, then redirects to /login after 3 s', async () => {
    vi.useFakeTimers();
    const api = fakeApi({ 'GET /api/auth/verify-email/*': json(200, { success: true, username: 'ada' }) });
    open(`#token=${token('good')}`);
    expect(screen.getByText('Maison')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Email Verification' })).toBeInTheDocument();
    expect(screen.getByText('Verifying your email…')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' }).getAttribute('href')).toBe('/login');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(address()).toBe('/verify-email');
    expect(screen.getByText('Email verified successfully! Welcome, ada! You will be redirected to login shortly.')).toBeInTheDocument();
    expect(api.calls).toEqual([{ method: 'GET', path: `/api/auth/verify-email/${token('good')}`, body: undefined }]);
    expect(kept()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(screen.queryByText('Login page')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('Login page')).toBeInTheDocument();
  });

  it('still verifies an older emailed link with ?token=, and takes it out of the address', async () => {
    const api = fakeApi({ 'GET /api/auth/verify-email/*': json(200, { success: true, username: 'ada' }) });
    open(`?token=${token('old')}`);
    await waitFor(() => expect(address()).toBe('/verify-email'));
    expect(await screen.findByText(/Welcome, ada!/)).toBeInTheDocument();
    expect(api.calls.map((call) => call.path)).toEqual([`/api/auth/verify-email/${token('old')}`]);
  });

  it('keeps other query parameters and prefers the fragment when both carry a token', async () => {
    const api = fakeApi({ 'GET /api/auth/verify-email/*': json(200, { success: true, username: 'ada' }) });
    open(`?utm=mail&token=${token('query')}#token=${token('fragment')}`);
    await waitFor(() => expect(address()).toBe('/verify-email?utm=mail'));
    await screen.findByText(/Welcome, ada!/);
    expect(api.calls.map((call) => call.path)).toEqual([`/api/auth/verify-email/${token('fragment')}`]);
  });

  it('keeps the token for a reload until it has been used', async () => {
    let answer!: (response: Response) => void;
    const api = fakeApi({ 'GET /api/auth/verify-email/*': () => new Promise<Response>((resolve) => (answer = resolve)) });
    open(`#token=${token('reload')}`);
    await waitFor(() => expect(address()).toBe('/verify-email'));
    expect(kept()).toBe(token('reload'));
    // The reload: the address has no token any more, the tab still has it.
    cleanup();
    sessionStorage.setItem(linkTokenKey('verify-email'), token('reload'));
    open('');
    expect(screen.getByText('Verifying your email…')).toBeInTheDocument();
    await act(async () => answer(json(200, { success: true, username: 'ada' })));
    expect(await screen.findByText(/Welcome, ada!/)).toBeInTheDocument();
    expect(api.calls.map((call) => call.path)).toEqual([`/api/auth/verify-email/${token('reload')}`]);
    expect(kept()).toBeNull();
  });

  it('without a token says so and asks nothing', () => {
    const api = fakeApi({});
    open('');
    expect(screen.getByText('Invalid verification link: No token provided')).toBeInTheDocument();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('for a link a resend replaced, says a newer one was sent and offers to send another to the address typed', async () => {
    const superseded =
      'A newer verification link has been sent, so this one no longer works. Please use the link in the latest email, or ask for another one.';
    const api = fakeApi({
      'GET /api/auth/verify-email/*': json(400, { code: 'INVALID_TOKEN', reason: 'superseded', message: superseded }),
      'POST /api/auth/resend-verification': json(200, { success: true, message: 'Verification email sent! Please check your inbox.' }),
    });
    open(`#token=${token('replaced')}`);
    expect(await screen.findByText(superseded)).toBeInTheDocument();
    const resend = screen.getByRole('button', { name: 'Resend Email' }) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Email Address'), { target: { value: ' ada@example.com ' } });
    expect(resend.disabled).toBe(false);
    fireEvent.click(resend);
    expect(await screen.findByText('Verification email sent! Please check your inbox.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/resend-verification').map((call) => call.body)).toEqual([{ email: 'ada@example.com' }]);
    expect((screen.getByRole('button', { name: /^Resend in \d+s$/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers no resend for a link that is simply invalid or used', async () => {
    fakeApi({
      'GET /api/auth/verify-email/*': json(400, {
        code: 'INVALID_TOKEN',
        message: 'This verification link is invalid or has already been used. Please request a new verification email.',
      }),
    });
    open(`#token=${token('used')}`);
    expect(await screen.findByText(/invalid or has already been used/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend Email' })).toBeNull();
  });

  it.each([
    [
      'server',
      json(400, { message: 'This verification link has expired. Please request a new verification email.' }),
      'This verification link has expired. Please request a new verification email.',
    ],
    ['fallback', json(500, {}), 'Failed to verify email. The link may be invalid or expired. Please request a new verification link.'],
  ])('shows the failure (%s message) and stays', async (label, answer, shown) => {
    fakeApi({ 'GET /api/auth/verify-email/*': answer });
    open(`?token=${token(label)}`);
    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toBeInTheDocument();
  });
});
