import { type InputHTMLAttributes, type ReactNode, type RefObject, type SelectHTMLAttributes, useEffect, useId, useState } from 'react';
import './form-field.css';

/** A live hint under a field; `ok` picks the colour (shared/auth's PasswordHint has this shape). */
interface FieldHint {
  text: string;
  ok: boolean;
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'>;

export interface FieldProps extends InputProps {
  label: string;
  /** The field's error, shown under it and tied to the input. */
  error?: string;
  /**
   * A live hint: pass null while there is none, so the live region exists before its first
   * text; leave undefined for a field without hints.
   */
  hint?: FieldHint | null;
}

/**
 * For a submit that found errors: the returned function, called then, focuses the form's first
 * invalid field once it has rendered, and its description reads the error out.
 */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>): () => void {
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (asked) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, asked]);
  return () => setAsked((n) => n + 1);
}

/** A form's failure, read out as it appears; nothing while `message` is empty. */
export function FormAlert({ message }: { message: string }) {
  if (!message) return null;
  return (
    <p className="form-message" role="alert">
      {message}
    </p>
  );
}

/** A labelled text input with its error and hint. */
export function TextField({ type = 'text', ...props }: FieldProps & { type?: 'text' | 'email' | 'tel' }) {
  return <Field {...props} render={(input) => <input {...input} type={type} />} />;
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & Pick<FieldProps, 'label' | 'error'>;

/** A labelled select with its error; `children` are the options. */
export function SelectField({ children, onChange, onBlur, ...props }: SelectProps) {
  const { label, error, value, name, required, disabled, autoComplete } = props;
  return (
    <Field
      label={label}
      error={error}
      render={(input) => (
        <select
          id={input.id}
          className={`${input.className} form-field__select`}
          aria-invalid={input['aria-invalid']}
          aria-describedby={input['aria-describedby']}
          {...{ value, name, required, disabled, autoComplete, onChange, onBlur }}
        >
          {children}
        </select>
      )}
    />
  );
}

/**
 * A labelled password input with a Show/Hide toggle. The toggle's name comes from its content,
 * not an aria-label, so label queries for the field ("Password") find only the input.
 */
export function PasswordField(props: FieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <Field
      {...props}
      render={(input) => (
        <div className="form-field__control">
          <input {...input} type={shown ? 'text' : 'password'} />
          <button
            type="button"
            className="form-field__toggle"
            aria-pressed={shown}
            aria-controls={input.id}
            onClick={() => setShown((now) => !now)}
          >
            <EyeIcon size={18} struck={shown} />
            <span className="visually-hidden">{shown ? 'Hide password' : 'Show password'}</span>
          </button>
        </div>
      )}
    />
  );
}

type RenderedInput = InputProps & { id: string; className: string };

function Field({ label, error, hint, render, ...input }: FieldProps & { render: (input: RenderedInput) => ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  // An error says more than the hint, so the hint steps aside while there is one.
  const shownHint = error ? null : hint;
  const describedBy = [error ? errorId : '', shownHint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      {render({
        ...input,
        id,
        className: 'form-field__input',
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint !== undefined && (
        <p id={hintId} className={`form-field__hint${shownHint ? (shownHint.ok ? ' is-ok' : ' is-bad') : ''}`} aria-live="polite">
          {shownHint?.text}
        </p>
      )}
      {error && (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

// The toggle's eye, open or struck through; drawn like the line icons in icons.tsx.
function EyeIcon({ size, struck }: { size: number; struck?: boolean }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M2.5 12s3.5-6.5 9.5-6.5 9.5 6.5 9.5 6.5-3.5 6.5-9.5 6.5S2.5 12 2.5 12z" />
      <circle cx="12" cy="12" r="2.8" />
      {struck && <path d="M4 4l16 16" />}
    </svg>
  );
}
