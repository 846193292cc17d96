import { act, cleanup, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../auth/fake-api.test-support';
import { VerifyEmailPage } from './verify-email-page';

function open(search: string) {
  return render(
    <StrictMode>
      <MemoryRouter initialEntries={[`/verify-email${search}`]}>
        <Routes>
          <Route path="/verify-email" element={<VerifyEmailPage />} />
          <Route path="/login" element={<p>Login page</p>} />
        </Routes>
      </MemoryRouter>
    </StrictMode>,
  );
}

const token = (label: string) => `${label}-token-0123456789abcdef`;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('VerifyEmailPage', () => {
  it('shows the product title and verifies once, then redirects to /login after 3 s', async () => {
    vi.useFakeTimers();
    const api = fakeApi({ 'GET /api/auth/verify-email/*': json(200, { success: true, username: 'ada' }) });
    open(`?token=${token('good')}`);
    expect(screen.getByText('Maison')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Email Verification' })).toBeTruthy();
    expect(screen.getByText('Verifying your email…')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Login' }).getAttribute('href')).toBe('/login');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Email verified successfully! Welcome, ada! You will be redirected to login shortly.')).toBeTruthy();
    expect(api.calls).toEqual([{ method: 'GET', path: `/api/auth/verify-email/${token('good')}`, body: undefined }]);
    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(screen.queryByText('Login page')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('Login page')).toBeTruthy();
  });

  it('without a token says so and asks nothing', () => {
    const api = fakeApi({});
    open('');
    expect(screen.getByText('Invalid verification link: No token provided')).toBeTruthy();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['server', json(400, { message: 'This verification link has expired. Please request a new verification email.' }), 'This verification link has expired. Please request a new verification email.'],
    ['fallback', json(500, {}), 'Failed to verify email. The link may be invalid or expired. Please request a new verification link.'],
  ])('shows the failure (%s message) and stays', async (label, answer, shown) => {
    fakeApi({ 'GET /api/auth/verify-email/*': answer });
    open(`?token=${token(label)}`);
    expect(await screen.findByText(shown)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toBeTruthy();
  });
});
