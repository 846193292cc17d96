import { type InputHTMLAttributes, useId } from 'react';
import '@/components/form-field.css';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'prefix'>;

/**
 * A labelled input with its error and a note under it, and a unit drawn inside the box before
 * (`$`) or after (`%`) the figure; the note says the unit in words for screen readers.
 */
export function PromotionInputField({
  label,
  error,
  note,
  prefix,
  suffix,
  ...input
}: InputProps & {
  label: string;
  error?: string;
  note?: string;
  prefix?: string;
  suffix?: string;
}) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : '', note ? `${id}-note` : ''].filter(Boolean).join(' ') || undefined;
  const field = (
    <input {...input} id={id} className="form-field__input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
  );
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      {prefix || suffix ? (
        <div className={`promo-affix${prefix ? ' promo-affix--prefix' : ''}${suffix ? ' promo-affix--suffix' : ''}`}>
          {prefix && (
            <span className="promo-affix__unit promo-affix__unit--prefix" aria-hidden="true">
              {prefix}
            </span>
          )}
          {field}
          {suffix && (
            <span className="promo-affix__unit promo-affix__unit--suffix" aria-hidden="true">
              {suffix}
            </span>
          )}
        </div>
      ) : (
        field
      )}
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
    </div>
  );
}

/** A tick box with its label beside it and a note under it. */
export function PromotionCheckField({
  label,
  note,
  error,
  ...input
}: Omit<InputProps, 'type'> & { label: string; note?: string; error?: string }) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : '', note ? `${id}-note` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="promo-check">
      <input {...input} id={id} type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      <label htmlFor={id} className="promo-check__label">
        {label}
      </label>
      {note && (
        <p id={`${id}-note`} className="form-field__hint promo-check__note">
          {note}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="form-field__error promo-check__note">
          {error}
        </p>
      )}
    </div>
  );
}
