import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, readSession } from '@/lib/session';
import { fakeApi, json } from '@/testing/queued-fake-api';
import { VerificationView } from './verification-view';

const STATUS = 'GET /api/auth/verification-status/*';
const STATUS_PATH = '/api/auth/verification-status/ada%40example.com';
const verified = { token: 'tok-9', role: 'user', username: 'ada', email: 'ada@example.com', isEmailVerified: true };

function show(props: { remember?: boolean } = {}) {
  const onSignedIn = vi.fn();
  const onSwitch = vi.fn();
  render(
    <VerificationView titleId="t" email="ada@example.com" remember={props.remember ?? false} onSwitch={onSwitch} onSignedIn={onSignedIn} />,
  );
  return { onSignedIn, onSwitch };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const resendButton = () => screen.getByRole('button', { name: /^(Resend|Sending)/ }) as HTMLButtonElement;

beforeEach(() => {
  vi.useFakeTimers();
  clearSession();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('verification polling', () => {
  it('checks after 3 s, then waits 3.6 s, 4.32 s… and shows its progress', async () => {
    const api = fakeApi({ [STATUS]: json(200, { isEmailVerified: false }) });
    show();
    expect(screen.getByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    await advance(2999);
    expect(api.callsTo('GET', STATUS_PATH)).toHaveLength(0);
    await advance(1);
    expect(api.callsTo('GET', STATUS_PATH)).toHaveLength(1);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('1');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuemax')).toBe('20');
    await advance(3599);
    expect(api.calls).toHaveLength(1);
    await advance(1);
    expect(api.calls).toHaveLength(2);
    await advance(4320);
    expect(api.calls).toHaveLength(3);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('Check 3 of 20');
  });

  it('stops after 20 checks with a hint to resend', async () => {
    const api = fakeApi({ [STATUS]: json(200, { isEmailVerified: false }) });
    show();
    await advance(10 * 60_000);
    expect(api.calls).toHaveLength(20);
    expect(screen.getByText("We haven't seen your verification yet. Check your inbox, or resend the email.")).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('offline: skips the call, says "Connection issue - retrying..." and waits 1.5 times longer', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const api = fakeApi({ [STATUS]: json(200, { isEmailVerified: false }) });
    show();
    await advance(3000);
    expect(api.calls).toHaveLength(0);
    expect(screen.getByText('Connection issue - retrying...')).toBeInTheDocument();
    online.mockReturnValue(true);
    await advance(4499);
    expect(api.calls).toHaveLength(0);
    await advance(1);
    expect(api.calls).toHaveLength(1);
    expect(screen.queryByText('Connection issue - retrying...')).toBeNull();
  });

  it('no answer at all counts as a connection issue too', async () => {
    const api = fakeApi({ [STATUS]: [() => Promise.reject(new TypeError('Failed to fetch')), json(200, { isEmailVerified: false })] });
    show();
    await advance(3000);
    expect(screen.getByText('Connection issue - retrying...')).toBeInTheDocument();
    await advance(4500);
    expect(api.calls).toHaveLength(2);
  });

  it('429: doubles the wait', async () => {
    const api = fakeApi({ [STATUS]: [json(429, { message: 'slow down' }), json(200, { isEmailVerified: false })] });
    show();
    await advance(3000);
    await advance(5999);
    expect(api.calls).toHaveLength(1);
    await advance(1);
    expect(api.calls).toHaveLength(2);
  });

  it('404: stops with "User not found. Please try registering again."', async () => {
    const api = fakeApi({ [STATUS]: json(404, { message: 'User not found' }) });
    show();
    await advance(3000);
    expect(screen.getByText('User not found. Please try registering again.')).toBeInTheDocument();
    await advance(60_000);
    expect(api.calls).toHaveLength(1);
  });

  it('verified: signs in with login-verified, greets, and after 2 s hands over', async () => {
    const api = fakeApi({
      [STATUS]: [json(200, { isEmailVerified: false }), json(200, { isEmailVerified: true })],
      'POST /api/auth/login-verified': json(200, verified),
    });
    const { onSignedIn } = show({ remember: true });
    await advance(3000 + 3600);
    expect(api.callsTo('POST', '/api/auth/login-verified')[0]?.body).toEqual({ email: 'ada@example.com', remember: true });
    expect(screen.getByText('Email verified successfully! Welcome to Maison!')).toBeInTheDocument();
    expect(readSession()?.username).toBe('ada');
    expect(window.localStorage.getItem('maison.token')).toBe('tok-9');
    await advance(1999);
    expect(onSignedIn).not.toHaveBeenCalled();
    await advance(1);
    expect(onSignedIn).toHaveBeenCalledWith(verified);
    await advance(60_000);
    expect(api.callsTo('GET', STATUS_PATH)).toHaveLength(2);
  });

  it('says so when the sign-in after verification fails', async () => {
    fakeApi({
      [STATUS]: json(200, { isEmailVerified: true }),
      'POST /api/auth/login-verified': json(401, { message: 'Automatic sign-in is not available here.' }),
    });
    const { onSignedIn } = show();
    await advance(3000);
    expect(screen.getByText('Email verified but auto-login failed. Please try logging in manually.')).toBeInTheDocument();
    expect(readSession()).toBeNull();
    await advance(5000);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('Back to Login leaves the view', () => {
    fakeApi({});
    const { onSwitch } = show();
    fireEvent.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(onSwitch).toHaveBeenCalledWith({ name: 'login' });
  });
});

describe('resend', () => {
  it('after a success: the message, then "Resend in 60s" counting down to "Resend Email"', async () => {
    const api = fakeApi({
      [STATUS]: json(200, { isEmailVerified: false }),
      'POST /api/auth/resend-verification': json(200, { success: true, message: 'Verification email sent! Please check your inbox.' }),
    });
    show();
    expect(resendButton().textContent).toBe('Resend Email');
    fireEvent.click(resendButton());
    await advance(0);
    expect(api.callsTo('POST', '/api/auth/resend-verification')[0]?.body).toEqual({ email: 'ada@example.com' });
    expect(screen.getByText('Verification email sent! Please check your inbox.')).toBeInTheDocument();
    expect(resendButton().textContent).toBe('Resend in 60s');
    expect(resendButton().disabled).toBe(true);
    await advance(1000);
    expect(resendButton().textContent).toBe('Resend in 59s');
    await advance(59_000);
    expect(resendButton().textContent).toBe('Resend Email');
    expect(resendButton().disabled).toBe(false);
  });

  it('after a 429: the rate-limit message and a 300 s cooldown', async () => {
    fakeApi({
      [STATUS]: json(200, { isEmailVerified: false }),
      'POST /api/auth/resend-verification': json(429, { message: 'server words' }),
    });
    show();
    fireEvent.click(resendButton());
    await advance(0);
    expect(screen.getByText('Too many attempts. Please wait before requesting another email.')).toBeInTheDocument();
    expect(resendButton().textContent).toBe('Resend in 300s');
    await advance(299_000);
    expect(resendButton().textContent).toBe('Resend in 1s');
    await advance(1000);
    expect(resendButton().textContent).toBe('Resend Email');
  });

  it('after another failure: the server message or the fallback, and no cooldown', async () => {
    fakeApi({
      [STATUS]: json(200, { isEmailVerified: false }),
      'POST /api/auth/resend-verification': [
        json(400, { message: 'This email address is already verified. Please log in.' }),
        json(500, {}),
      ],
    });
    show();
    fireEvent.click(resendButton());
    await advance(0);
    expect(screen.getByText('This email address is already verified. Please log in.')).toBeInTheDocument();
    expect(resendButton().textContent).toBe('Resend Email');
    fireEvent.click(resendButton());
    await advance(0);
    expect(screen.getByText('Failed to resend verification email.')).toBeInTheDocument();
  });

  it('a resend after the poll gave up starts a new round of checks', async () => {
    const api = fakeApi({
      [STATUS]: json(404, {}),
      'POST /api/auth/resend-verification': json(200, { success: true, message: 'sent' }),
    });
    show();
    await advance(3000);
    expect(api.callsTo('GET', STATUS_PATH)).toHaveLength(1);
    fireEvent.click(resendButton());
    await advance(0);
    await advance(2999);
    expect(api.callsTo('GET', STATUS_PATH)).toHaveLength(1);
    await advance(1);
    expect(api.callsTo('GET', STATUS_PATH)).toHaveLength(2);
  });
});
