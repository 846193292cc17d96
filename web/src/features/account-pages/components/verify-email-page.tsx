import { useEffect, useState } from 'react';
import { AUTH_ERROR_MESSAGES, verifyEmailSuccessMessage } from '@shared/auth/auth-error-messages';
import { AUTH_TIMINGS_MS } from '@/lib/auth/auth-timings';
import { useNavigate } from 'react-router-dom';
import { type VerifyOutcome, verifyEmailOnce } from '../api/verify-email';
import { useLinkToken } from '../use-link-token';
import { AccountCard } from './account-card';
import { ResendNewLink } from './resend-new-link';
import { DocumentTitle } from '@/components/document-title';

type State = { status: 'verifying' } | VerifyOutcome;

/**
 * /verify-email#token=… (or ?token=… from older emails; spec 02 §2, §4, §8): verifying, then
 * success (to /login after 3 s) or the reason it failed. A link a resend replaced says so and
 * offers to send another to the address the visitor types (the answer names no address).
 */
export function VerifyEmailPage() {
  const { token, forget } = useLinkToken('verify-email');
  const [state, setState] = useState<State>(() =>
    token ? { status: 'verifying' } : { ok: false, message: AUTH_ERROR_MESSAGES.verifyNoToken },
  );
  const navigate = useNavigate();

  useEffect(() => {
    if (!token) return;
    let current = true;
    void verifyEmailOnce(token).then((outcome) => {
      if (outcome.ok) forget();
      if (current) setState(outcome);
    });
    return () => {
      current = false;
    };
  }, [token, forget]);

  const succeeded = 'ok' in state && state.ok;
  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => void navigate('/login'), AUTH_TIMINGS_MS.redirectToLogin);
    return () => clearTimeout(timer);
  }, [succeeded, navigate]);

  return (
    <AccountCard title="Email Verification">
      <DocumentTitle>Verify Email — Maison</DocumentTitle>
      <div role="status" className="account-card__live">
        {!('ok' in state) ? (
          <p className="account-card__status">
            <span className="account-card__spinner" aria-hidden="true" />
            Verifying your email…
          </p>
        ) : state.ok ? (
          <p className="account-card__status is-success">{verifyEmailSuccessMessage(state.username)}</p>
        ) : (
          <p className="account-card__status is-error">{state.message}</p>
        )}
      </div>
      {'ok' in state && !state.ok && state.superseded && <ResendNewLink />}
    </AccountCard>
  );
}
