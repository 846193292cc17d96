import { useEffect, useImperativeHandle, useRef, useState, useEffectEvent } from 'react';
import { type FieldErrors, clearFieldError, firstError, isValid } from '@shared/format/field-errors';
import {
  CARD_PLACEHOLDERS,
  type CardEntry,
  type CardField,
  cardEntryErrors,
  cardNumberError,
  cvcError,
  expiryError,
  formatCardNumber,
  formatCvc,
  formatExpiry,
} from './card-rules';
import { TextField } from '@/components/form-field';
import { emulatorConfirmRequest, readConfirmAnswer } from './emulator-confirm-request';
import type { CardFormProps } from './payment-provider';
import './card-form.css';

const FIELD_CHECKS: Record<CardField, (text: string) => string | null> = {
  number: cardNumberError,
  expiry: (text) => expiryError(text),
  cvc: cvcError,
};

const FORMATTERS: Record<CardField, (text: string) => string> = {
  number: formatCardNumber,
  expiry: formatExpiry,
  cvc: formatCvc,
};

/**
 * A card form that looks and behaves like Stripe's Payment Element in a tabs layout with the card
 * only: number spaced as typed, 'MM / YY', a 3–4 digit code, each checked when the shopper leaves
 * it and all of them on Pay. Confirming posts to the emulator as Stripe.js would post to Stripe.
 */
export function EmulatorCardForm({
  apiBase,
  publishableKey,
  clientSecret,
  handle,
  onReady,
  disabled,
  onChange,
}: CardFormProps & { apiBase: string; publishableKey: string }) {
  const [entry, setEntry] = useState<CardEntry>({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<FieldErrors<CardField>>({});
  const [focusAsked, setFocusAsked] = useState(0);
  const box = useRef<HTMLFieldSetElement>(null);
  const ready = useEffectEvent(onReady);

  useEffect(() => ready(), []);
  useEffect(() => {
    if (focusAsked) box.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusAsked]);

  useImperativeHandle(
    handle,
    () => ({
      async confirm({ billing }) {
        const found = cardEntryErrors(entry);
        setErrors(found);
        if (!isValid(found)) {
          setFocusAsked((n) => n + 1);
          return { kind: 'error', error: { type: 'validation_error', message: firstError(found) ?? undefined } };
        }
        const { url, init } = emulatorConfirmRequest({ apiBase, publishableKey, clientSecret, card: entry, billing });
        const answer = await readConfirmAnswer(await fetch(url, init));
        return 'status' in answer ? { kind: 'status', status: answer.status } : { kind: 'error', error: answer.error };
      },
    }),
    [entry, apiBase, publishableKey, clientSecret],
  );

  const edit = (field: CardField, text: string) => {
    setEntry((now) => ({ ...now, [field]: FORMATTERS[field](text) }));
    setErrors((now) => clearFieldError(now, field));
    onChange?.();
  };
  // Like the Payment Element: a field is checked when left, unless it was left empty.
  const check = (field: CardField) => {
    const text = entry[field];
    const error = text ? FIELD_CHECKS[field](text) : null;
    if (error) setErrors((now) => ({ ...now, [field]: error }));
  };

  return (
    <fieldset ref={box} className="card-form" disabled={disabled} data-testid="local-card-form">
      <legend className="card-form__tab">
        <CardGlyph />
        Card
      </legend>
      <div className="card-form__grid">
        <div className="card-form__number">
          <TextField
            label="Card number"
            name="cardnumber"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder={CARD_PLACEHOLDERS.number}
            value={entry.number}
            error={errors.number}
            onChange={(event) => edit('number', event.target.value)}
            onBlur={() => check('number')}
          />
        </div>
        <TextField
          label="Expiration date"
          name="exp-date"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={CARD_PLACEHOLDERS.expiry}
          value={entry.expiry}
          error={errors.expiry}
          onChange={(event) => edit('expiry', event.target.value)}
          onBlur={() => check('expiry')}
        />
        <TextField
          label="Security code"
          name="cvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder={CARD_PLACEHOLDERS.cvc}
          value={entry.cvc}
          error={errors.cvc}
          onChange={(event) => edit('cvc', event.target.value)}
          onBlur={() => check('cvc')}
        />
      </div>
    </fieldset>
  );
}

function CardGlyph() {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      aria-hidden="true"
      focusable="false"
    >
      <rect x="2.5" y="5" width="19" height="14" rx="2" />
      <path d="M2.5 9.5h19M6 15h4" />
    </svg>
  );
}
