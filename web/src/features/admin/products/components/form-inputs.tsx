import { type InputHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';
import '@/components/form-field.css';

interface Described {
  label: string;
  error?: string;
  /** A short note under the field ("Comma-separated"). */
  note?: string;
}

function describedBy(id: string, error?: string, note?: string): string | undefined {
  return [error ? `${id}-error` : '', note ? `${id}-note` : ''].filter(Boolean).join(' ') || undefined;
}

function Messages({ id, error, note }: { id: string; error?: string; note?: string }) {
  return (
    <>
      {note && (
        <p id={`${id}-note`} className="form-field__hint">
          {note}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      )}
    </>
  );
}

/** A labelled input of any type (number, file, text) with its error and note. */
export function InputField({ label, error, note, ...input }: Described & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  const id = useId();
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      <input
        {...input}
        id={id}
        className="form-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, note)}
      />
      <Messages id={id} error={error} note={note} />
    </div>
  );
}

/** A labelled text area with its error and note. */
export function TextAreaField({ label, error, note, ...area }: Described & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  const id = useId();
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      <textarea
        {...area}
        id={id}
        className="form-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, note)}
      />
      <Messages id={id} error={error} note={note} />
    </div>
  );
}
