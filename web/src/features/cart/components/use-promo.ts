import { useState } from 'react';
import { CART_MESSAGE_CLEAR_MS } from '@shared/cart/quantity-rules';
import { INVALID_PROMO_MESSAGE, type Promo, canApplyPromo } from '@shared/cart/promo-codes';
import { serverMessageOr } from '@shared/format/server-message';
import { ApiError } from '@/lib/api-client';
import { applyPromo } from '../api/apply-promo';
import { useTransientMessage } from './use-transient-message';

const CHECK_FAILED = 'Could not check the promo code. Please try again.';

/**
 * The promo code (spec 02 §4, §5): the server checks it; one at a time, a new one replacing the
 * old; applying clears the input. A code the cart is still below the minimum of is kept (the
 * field says how much more it needs). 'Invalid promo code' clears itself after 3 s; any other
 * refusal (expired, used up, first order only…) and a refusal for too many checks keep the
 * server's message until the next try, since it names something the shopper must act on.
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
      const said = failure instanceof ApiError ? failure.serverMessage : undefined;
      const status = failure instanceof ApiError ? failure.status : undefined;
      if (status === 400) {
        // Only an unknown code passes after 3 s; a reason (expired, used up…) stays until the next try.
        const reason = serverMessageOr(said, INVALID_PROMO_MESSAGE);
        error.show(reason, { sticky: reason !== INVALID_PROMO_MESSAGE });
      } else if (status === 429) {
        // Too many checks: the server's message names the wait, so it stays until the next try.
        error.show(serverMessageOr(said, CHECK_FAILED), { sticky: true });
      } else {
        error.show(serverMessageOr(said, CHECK_FAILED));
      }
    } finally {
      setBusy(false);
    }
  };

  return { promo, input, setInput, busy, error: error.message, apply, remove: () => setPromo(null) };
}

export type PromoState = ReturnType<typeof usePromo>;
