import { type FormEvent, useEffect, useRef, useState } from 'react';
import { resetPasswordFailureMessage } from '@shared/auth/auth-error-messages';
import { AUTH_TIMINGS_MS } from '@/lib/auth/auth-timings';
import { passwordMatchHint, resetPasswordHint } from '@/lib/auth/password-hints';
import { RESET_PASSWORD_MESSAGES, validateResetPassword } from '../reset-password-form';
import { type FieldErrors, clearFieldError, isValid } from '@shared/format/field-errors';
import { serverMessageOr } from '@shared/format/server-message';
import { FormAlert, PasswordField, useFocusFirstInvalid } from '@/components/form-field';
import { ApiError } from '@/lib/api-client';
import { useNavigate } from 'react-router-dom';
import { resetPassword } from '../api/reset-password';
import { useLinkToken } from '../use-link-token';
import { AccountCard } from './account-card';
import { DocumentTitle } from '@/components/document-title';

const DONE_FALLBACK = 'Your password has been reset. You can now log in with your new password.';

/**
 * /reset-password#token=… (or ?token=… from older emails; spec 02 §2, §4, §5, §8): a new
 * password and its confirmation with live hints; success goes to /login after 3 s. Without a
 * token the form cannot be sent.
 */
export function ResetPasswordPage() {
  const { token, forget } = useLinkToken('reset-password');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'password' | 'confirmPassword'>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(form);
  const navigate = useNavigate();

  useEffect(() => {
    if (done === null) return;
    const timer = setTimeout(() => void navigate('/login'), AUTH_TIMINGS_MS.redirectToLogin);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!token || busy) return;
    setFailure('');
    const found = validateResetPassword({ password, confirmPassword });
    setErrors(found);
    if (!isValid(found)) {
      focusFirstInvalid();
      return;
    }
    setBusy(true);
    try {
      const answer = await resetPassword(token, password);
      forget();
      setDone(serverMessageOr(answer.message, DONE_FALLBACK));
    } catch (error) {
      setFailure(resetPasswordFailureMessage(error instanceof ApiError ? { status: error.status, body: error.body } : {}));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountCard title="Reset Your Password">
      <DocumentTitle>Reset Password — Maison</DocumentTitle>
      {done !== null ? (
        <div role="status" className="account-card__live">
          <p className="account-card__status is-success">{done}</p>
          <p className="account-card__status">Redirecting you to login…</p>
        </div>
      ) : (
        <form ref={form} className="account-form" noValidate onSubmit={onSubmit}>
          {!token && <FormAlert message={RESET_PASSWORD_MESSAGES.missingToken} />}
          <PasswordField
            label="New Password"
            name="new-password"
            autoComplete="new-password"
            value={password}
            error={errors.password}
            hint={resetPasswordHint(password)}
            onChange={(event) => {
              setPassword(event.target.value);
              if (errors.password) setErrors((all) => clearFieldError(all, 'password'));
            }}
          />
          <PasswordField
            label="Confirm New Password"
            name="confirm-password"
            autoComplete="new-password"
            value={confirmPassword}
            error={errors.confirmPassword}
            hint={passwordMatchHint(password, confirmPassword)}
            onChange={(event) => {
              setConfirmPassword(event.target.value);
              if (errors.confirmPassword) setErrors((all) => clearFieldError(all, 'confirmPassword'));
            }}
          />
          <FormAlert message={failure} />
          <button type="submit" className="button button--block" disabled={!token || busy}>
            {busy ? 'Resetting...' : 'Reset Password'}
          </button>
        </form>
      )}
    </AccountCard>
  );
}
