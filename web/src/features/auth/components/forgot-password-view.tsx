import { type FormEvent, useRef, useState } from 'react';
import { AUTH_ERROR_MESSAGES, forgotPasswordFailureMessage } from '@shared/auth/auth-error-messages';
import { forgotPasswordEmailError } from '../forgot-password-form';
import { serverMessageOr } from '@shared/format/server-message';
import { FormAlert, TextField, useFocusFirstInvalid } from '@/components/form-field';
import { failedAnswerOf } from '../api/failed-answer';
import { forgotPassword } from '../api/forgot-password';
import type { ViewProps } from './auth-views';

/** The forgot-password request step (spec 01 §2, §5, §8); success moves to "Email Sent!". */
export function ForgotPasswordView({ titleId, onSwitch, initialEmail = '' }: ViewProps & { initialEmail?: string }) {
  const [email, setEmail] = useState(initialEmail);
  const [fieldErrors, setFieldErrors] = useState<{ email?: string }>({});
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError('');
    const invalid = forgotPasswordEmailError(email);
    setFieldErrors(invalid ? { email: invalid } : {});
    if (invalid) {
      focusFirstInvalid();
      return;
    }
    setBusy(true);
    const address = email.trim();
    try {
      const answer = await forgotPassword(address);
      if (answer.success === false) setError(serverMessageOr(answer.message, AUTH_ERROR_MESSAGES.forgotUnsuccessful));
      else onSwitch({ name: 'forgot-sent', email: address, message: answer.message });
    } catch (failure) {
      setError(forgotPasswordFailureMessage(failedAnswerOf(failure)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <h2 id={titleId}>Reset Your Password</h2>
      <p className="auth-modal__lead">Enter the email address of your account and we will send you a link to set a new password.</p>
      <form ref={formRef} className="auth-form" noValidate onSubmit={onSubmit}>
        <TextField
          label="Email Address"
          name="email"
          type="email"
          autoComplete="email"
          data-autofocus
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setFieldErrors({});
          }}
          error={fieldErrors.email}
        />
        <FormAlert message={error} />
        <button type="submit" className="button button--block" disabled={busy}>
          {busy ? 'Sending...' : 'Send Reset Link'}
        </button>
      </form>
      <p className="auth-modal__switch">
        <button type="button" className="text-button" onClick={() => onSwitch({ name: 'login' })}>
          Back to Login
        </button>
      </p>
    </>
  );
}

/** "Email Sent!": what the server said, with Send Another Email and Back to Login. */
export function EmailSentView({ titleId, onSwitch, email, message }: ViewProps & { email: string; message: string }) {
  return (
    <>
      <h2 id={titleId} tabIndex={-1} data-autofocus>
        Email Sent!
      </h2>
      <p className="auth-modal__lead" role="status">
        {serverMessageOr(message, 'We have sent a link to reset your password. Please check your inbox.')}
      </p>
      <p className="auth-modal__note">
        Sent to <strong className="auth-modal__address">{email}</strong>. The link works for 1 hour.
      </p>
      <div className="auth-modal__actions">
        <button type="button" className="button button--block" onClick={() => onSwitch({ name: 'forgot', email })}>
          Send Another Email
        </button>
        <button type="button" className="button button--ghost button--block" onClick={() => onSwitch({ name: 'login' })}>
          Back to Login
        </button>
      </div>
    </>
  );
}
