import { type FormEvent, useRef, useState } from 'react';
import { loginFailureMessage } from '@shared/auth/auth-error-messages';
import { isEmailVerificationRequired } from '@shared/auth/email-verification-required';
import { validateLogin } from '../login-form';
import { type FieldErrors, clearFieldError, isValid } from '@shared/format/field-errors';
import { FormAlert, PasswordField, TextField, useFocusFirstInvalid } from '@/components/form-field';
import type { LoginResult } from '@/lib/session';
import { failedAnswerOf } from '../api/failed-answer';
import { login } from '../api/login';
import type { ViewProps } from './auth-views';

export interface LoginViewProps extends ViewProps {
  onSignedIn: (result: LoginResult, remember: boolean) => void;
  /** The password was right but the address is not verified yet. */
  onNeedsVerification: (email: string, remember: boolean) => void;
}

/** The login view: username or email, password, Remember me (spec 01 §2, §5, §8). */
export function LoginView({ titleId, onSwitch, onSignedIn, onNeedsVerification }: LoginViewProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<'username' | 'password'>>({});
  const [failure, setFailure] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure('');
    const found = validateLogin({ username, password });
    setErrors(found);
    if (!isValid(found)) {
      focusFirstInvalid();
      return;
    }
    setBusy(true);
    try {
      const result = await login({ username: username.trim(), password, remember });
      onSignedIn(result, remember);
    } catch (error) {
      const answer = failedAnswerOf(error);
      if (isEmailVerificationRequired(answer.body)) onNeedsVerification(answer.body.email, remember);
      else setFailure(loginFailureMessage(answer));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <h2 id={titleId}>Welcome Back</h2>
      <p className="auth-modal__lead">Sign in to your Maison account.</p>
      <form ref={formRef} className="auth-form" noValidate onSubmit={onSubmit}>
        <TextField
          label="Username or Email"
          name="username"
          autoComplete="username"
          data-autofocus
          value={username}
          error={errors.username}
          onChange={(event) => {
            setUsername(event.target.value);
            if (errors.username) setErrors((all) => clearFieldError(all, 'username'));
          }}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          value={password}
          error={errors.password}
          onChange={(event) => {
            setPassword(event.target.value);
            if (errors.password) setErrors((all) => clearFieldError(all, 'password'));
          }}
        />
        <div className="auth-form__row">
          <label className="auth-check">
            <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
            Remember me
          </label>
          <button type="button" className="text-button" onClick={() => onSwitch({ name: 'forgot' })}>
            Forgot password?
          </button>
        </div>
        <FormAlert message={failure} />
        <button type="submit" className="button button--block" disabled={busy}>
          {busy ? 'Signing In...' : 'Sign In'}
        </button>
      </form>
      <p className="auth-modal__switch">
        Don&apos;t have an account?{' '}
        <button type="button" className="text-button" onClick={() => onSwitch({ name: 'register' })}>
          Sign Up
        </button>
      </p>
    </>
  );
}
