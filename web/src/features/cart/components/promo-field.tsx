import { type FormEvent, useId } from 'react';
import { PROMO_CODE_MAX_LENGTH, belowMinimumMessage, canApplyPromo, promoShortfallCents, promoValueText } from '@shared/cart/promo-codes';
import type { PromoState } from './use-promo';

/**
 * The promo code field (spec 02 §5): Apply is disabled while empty; the applied code shows with
 * Remove and what it takes off, or, while the cart is below the code's minimum, how much more it
 * needs (read from the current subtotal, so it goes once the shopper adds enough). A code applied
 * over another comes with a notice of which one applies and why.
 */
export function PromoField({ promo, subtotalCents }: { promo: PromoState; subtotalCents: number }) {
  const id = useId();
  const shortfall = promo.promo ? promoShortfallCents(promo.promo, subtotalCents) : 0;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void promo.apply(subtotalCents);
  };
  return (
    <div className="promo">
      <form className="promo__form" onSubmit={onSubmit} noValidate>
        <label htmlFor={id} className="promo__label">
          Promo code
        </label>
        <div className="promo__row">
          <input
            id={id}
            className="form-field__input promo__input"
            value={promo.input}
            maxLength={PROMO_CODE_MAX_LENGTH}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="Enter code"
            aria-invalid={promo.error ? true : undefined}
            aria-describedby={`${id}-error`}
            onChange={(event) => promo.setInput(event.target.value)}
          />
          <button type="submit" className="button button--small" disabled={!canApplyPromo(promo.input) || promo.busy}>
            Apply
          </button>
        </div>
        <p id={`${id}-error`} className="promo__error" role="alert">
          {promo.error}
        </p>
      </form>
      <p className="promo__notice" role="status" data-testid="promo-notice">
        {promo.notice}
      </p>
      {promo.promo && (
        <p className="promo__applied" data-testid="applied-promo">
          {shortfall > 0 ? (
            <span>
              Code <strong>{promo.promo.code}</strong>: {belowMinimumMessage(shortfall)}
            </span>
          ) : (
            <span>
              Code <strong>{promo.promo.code}</strong> applied: {promoValueText(promo.promo)}
            </span>
          )}
          <button type="button" className="text-button" aria-label={`Remove promo code ${promo.promo.code}`} onClick={promo.remove}>
            Remove
          </button>
        </p>
      )}
    </div>
  );
}
