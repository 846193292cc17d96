import { useState } from 'react';
import { CART_MESSAGE_CLEAR_MS } from '../../../../../shared/cart/quantity-rules';
import { INVALID_PROMO_MESSAGE, type Promo, canApplyPromo } from '../../../../../shared/cart/promo-codes';
import { serverMessageOr } from '../../../../../shared/format/server-message';
import { ApiError } from '../../../lib/api-client';
import { applyPromo } from '../api/apply-promo';
import { useTransientMessage } from './use-transient-message';

const CHECK_FAILED = 'Could not check the promo code. Please try again.';

/**
 * The promo code (spec 02 §4, §5): the server checks it; one at a time, a new one replacing the
 * old; applying clears the input; 'Invalid promo code' clears itself after 3 s; a refusal for
 * too many checks keeps the server's message, which names the wait.
 */
export function usePromo() {
  const [promo, setPromo] = useState<Promo | null>(null);
  const [input, setInput] = useState('');
  const [busy, setBusy] = useState(false);
  const error = useTransientMessage(CART_MESSAGE_CLEAR_MS);

  const apply = async () => {
    if (!canApplyPromo(input) || busy) return;
    setBusy(true);
    error.clear();
    try {
      const answer = await applyPromo(input);
      if (answer?.promo) {
        setPromo(answer.promo);
        setInput('');
      } else {
        error.show(INVALID_PROMO_MESSAGE);
      }
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 400) error.show(INVALID_PROMO_MESSAGE);
      // Too many checks: the server's message names the wait, so it stays until the next try.
      else if (failure instanceof ApiError && failure.status === 429) error.show(serverMessageOr(failure.serverMessage, CHECK_FAILED), { sticky: true });
      else error.show(serverMessageOr(failure instanceof ApiError ? failure.serverMessage : undefined, CHECK_FAILED));
    } finally {
      setBusy(false);
    }
  };

  return { promo, input, setInput, busy, error: error.message, apply, remove: () => setPromo(null) };
}

export type PromoState = ReturnType<typeof usePromo>;
