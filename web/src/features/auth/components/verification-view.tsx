import { useEffect, useRef, useState, useEffectEvent } from 'react';
import { AUTH_TIMINGS_MS } from '@/lib/auth/auth-timings';
import { VERIFICATION_POLL_MESSAGES, verifiedWelcomeMessage } from '../verification-polling';
import type { LoginResult } from '@/lib/session';
import { loginVerified } from '../api/login-verified';
import type { ViewProps } from './auth-views';
import { PollProgress } from './poll-progress';
import { ResendButton } from './resend-button';
import { useVerificationPolling } from './use-verification-polling';
import { storeLogin } from './complete-login';

const PRODUCT_NAME = 'Maison';

type SignIn = { status: 'waiting' } | { status: 'signed-in'; login: LoginResult } | { status: 'failed' };

export interface VerificationViewProps extends ViewProps {
  email: string;
  remember: boolean;
  /** Why this view opened, when a login was refused for an unverified address. */
  notice?: string;
  /** Signed in after verification, 2 s after the welcome: close and announce. */
  onSignedIn: (login: LoginResult) => void;
}

/**
 * "Check Your Email" (spec 01 §2, §4): the address, the poll's progress, resend with its
 * cooldown, and Back to Login. Once the address is verified it signs in with the verified-login
 * endpoint, greets, and hands over after 2 s.
 */
export function VerificationView({ titleId, email, remember, notice, onSwitch, onSignedIn }: VerificationViewProps) {
  const poll = useVerificationPolling(email);
  const [signIn, setSignIn] = useState<SignIn>({ status: 'waiting' });
  const asked = useRef(false);

  useEffect(() => {
    if (poll.status !== 'verified' || asked.current) return;
    asked.current = true;
    loginVerified({ email, remember }).then(
      (login) => {
        storeLogin(login, remember);
        setSignIn({ status: 'signed-in', login });
      },
      () => setSignIn({ status: 'failed' }),
    );
  }, [poll.status, email, remember]);

  const handOver = useEffectEvent(onSignedIn);
  useEffect(() => {
    if (signIn.status !== 'signed-in') return;
    const timer = setTimeout(() => handOver(signIn.login), AUTH_TIMINGS_MS.closeAfterVerified);
    return () => clearTimeout(timer);
  }, [signIn]);

  const verified = poll.status === 'verified';
  return (
    <>
      <h2 id={titleId} tabIndex={-1} data-autofocus>
        Check Your Email
      </h2>
      {notice && <p className="form-message form-message--info">{notice}</p>}
      <p className="auth-modal__lead">
        We sent a verification link to <strong className="auth-modal__address">{email}</strong>. Open it to activate your account, and we
        will sign you in here as soon as it is verified.
      </p>
      {!verified && poll.status === 'polling' && <PollProgress attempts={poll.attempts} maxAttempts={poll.maxAttempts} />}
      <p className={`form-message ${statusTone(poll.status, signIn.status)}`} role="status">
        {statusText(poll, signIn.status)}
      </p>
      <div className="auth-modal__actions">
        <ResendButton email={email} disabled={verified} onSent={() => poll.status !== 'polling' && !verified && poll.restart()} />
        <button type="button" className="button button--ghost button--block" onClick={() => onSwitch({ name: 'login' })}>
          Back to Login
        </button>
      </div>
    </>
  );
}

function statusText(poll: { status: string; connectionIssue: boolean }, signIn: SignIn['status']): string {
  if (signIn === 'signed-in') return verifiedWelcomeMessage(PRODUCT_NAME);
  if (signIn === 'failed') return VERIFICATION_POLL_MESSAGES.autoLoginFailed;
  if (poll.status === 'not-found') return VERIFICATION_POLL_MESSAGES.notFound;
  if (poll.status === 'exhausted') return VERIFICATION_POLL_MESSAGES.exhausted;
  if (poll.status === 'polling' && poll.connectionIssue) return VERIFICATION_POLL_MESSAGES.connectionIssue;
  return '';
}

function statusTone(poll: string, signIn: SignIn['status']): string {
  if (signIn === 'signed-in') return 'form-message--success';
  if (signIn === 'failed' || poll === 'not-found') return '';
  return 'form-message--info';
}
