import { type FormEvent, useEffect, useRef, useState, useEffectEvent } from 'react';
import { registerFailureMessage } from '@shared/auth/auth-error-messages';
import { AUTH_TIMINGS_MS } from '@/lib/auth/auth-timings';
import { passwordMatchHint, registerPasswordHint } from '@/lib/auth/password-hints';
import { type RegisterField, validateRegister } from '../register-form';
import { type FieldErrors, clearFieldError, isValid } from '@shared/format/field-errors';
import { FormAlert, PasswordField, TextField, useFocusFirstInvalid } from '@/components/form-field';
import { failedAnswerOf } from '../api/failed-answer';
import { register } from '../api/register';
import type { ViewProps } from './auth-views';

/**
 * The register view (spec 01 §2, §5, §8). A success shows the server's message, then after
 * 1.5 s the "Check Your Email" view takes over and starts polling.
 */
export function RegisterView({ titleId, onSwitch }: ViewProps) {
  const [form, setForm] = useState({ username: '', email: '', password: '', confirmPassword: '', acceptedTerms: false });
  const [errors, setErrors] = useState<FieldErrors<RegisterField>>({});
  const [failure, setFailure] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const [busy, setBusy] = useState(false);
  const [registered, setRegistered] = useState<{ email: string; message: string } | null>(null);
  // Editing a field clears its error (the next submit checks again).
  const set = <K extends keyof typeof form>(name: K, value: (typeof form)[K]) => {
    setForm((now) => ({ ...now, [name]: value }));
    if (errors[name]) setErrors((all) => clearFieldError(all, name));
  };

  const moveOn = useEffectEvent((email: string) => onSwitch({ name: 'verify', email, remember: false }));
  useEffect(() => {
    if (!registered) return;
    const timer = setTimeout(() => moveOn(registered.email), AUTH_TIMINGS_MS.registerToVerification);
    return () => clearTimeout(timer);
  }, [registered]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || registered) return;
    setFailure('');
    const found = validateRegister(form);
    setErrors(found);
    if (!isValid(found)) {
      focusFirstInvalid();
      return;
    }
    setBusy(true);
    const email = form.email.trim();
    try {
      const answer = await register({ username: form.username.trim(), email, password: form.password });
      setRegistered({ email, message: answer.message });
    } catch (error) {
      setFailure(registerFailureMessage(failedAnswerOf(error)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <h2 id={titleId}>Join Maison</h2>
      <p className="auth-modal__lead">Create an account to keep a cart, a wishlist and your orders.</p>
      <form ref={formRef} className="auth-form" noValidate onSubmit={onSubmit}>
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          data-autofocus
          value={form.username}
          error={errors.username}
          onChange={(event) => set('username', event.target.value)}
        />
        <TextField
          label="Email Address"
          name="email"
          type="email"
          autoComplete="email"
          value={form.email}
          error={errors.email}
          onChange={(event) => set('email', event.target.value)}
        />
        <PasswordField
          label="Password"
          name="new-password"
          autoComplete="new-password"
          value={form.password}
          error={errors.password}
          hint={registerPasswordHint(form.password)}
          onChange={(event) => set('password', event.target.value)}
        />
        <PasswordField
          label="Confirm Password"
          name="confirm-password"
          autoComplete="new-password"
          value={form.confirmPassword}
          error={errors.confirmPassword}
          hint={passwordMatchHint(form.password, form.confirmPassword)}
          onChange={(event) => set('confirmPassword', event.target.value)}
        />
        <div className="auth-terms">
          <label className="auth-check">
            <input
              type="checkbox"
              required
              checked={form.acceptedTerms}
              aria-invalid={errors.acceptedTerms ? true : undefined}
              aria-describedby={errors.acceptedTerms ? 'auth-terms-error' : undefined}
              onChange={(event) => set('acceptedTerms', event.target.checked)}
            />
            <span>
              I agree to the{' '}
              <a href="/terms" target="_blank" rel="noopener">
                Terms of Service
              </a>{' '}
              and{' '}
              <a href="/privacy" target="_blank" rel="noopener">
                Privacy Policy
              </a>
            </span>
          </label>
          {errors.acceptedTerms && (
            <p id="auth-terms-error" className="form-field__error">
              {errors.acceptedTerms}
            </p>
          )}
        </div>
        <FormAlert message={failure} />
        <p className="form-message form-message--success" role="status">
          {registered?.message}
        </p>
        <button type="submit" className="button button--block" disabled={busy || registered !== null}>
          {busy ? 'Creating Account...' : 'Create Account'}
        </button>
      </form>
      <p className="auth-modal__switch">
        Already have an account?{' '}
        <button type="button" className="text-button" onClick={() => onSwitch({ name: 'login' })}>
          Sign In
        </button>
      </p>
    </>
  );
}
