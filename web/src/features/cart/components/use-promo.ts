import { useEffect, useState } from 'react';
import { CART_MESSAGE_CLEAR_MS } from '@shared/cart/quantity-rules';
import { INVALID_PROMO_MESSAGE, type Promo, canApplyPromo } from '@shared/cart/promo-codes';
import { serverMessageOr } from '@shared/format/server-message';
import { ApiError } from '@/lib/api-client';
import { readCartPromo, writeCartPromo } from '@/lib/session';
import { applyPromo } from '../api/apply-promo';
import { choosePromo } from '../promo-choice';
import { useTransientMessage } from './use-transient-message';

const CHECK_FAILED = 'Could not check the promo code. Please try again.';

/** 'Code <CODE> no longer applies: <the server's reason>.' */
const noLongerApplies = (code: string, reason: string) => `Code ${code} no longer applies: ${reason}`;

/**
 * The promo code (spec 02 §4, §5): the server checks it; one at a time, and a code applied over
 * another replaces it only when it takes more off (promo-choice.ts), with a notice saying which
 * applies and why; applying clears the input. The applied code is kept with the signed-in
 * customer's session, so a reload keeps it: it is checked with the server again on load, and a
 * code that no longer applies is dropped with the server's reason. A code the cart is still
 * below the minimum of is kept (the field says how much more it needs). 'Invalid promo code'
 * clears itself after 3 s; any other refusal (expired, used up, first order only…) and a refusal
 * for too many checks keep the server's message until the next try, since it names something the
 * shopper must act on.
 */
export function usePromo() {
  const [promo, setPromo] = useState<Promo | null>(null);
  const [input, setInput] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const error = useTransientMessage(CART_MESSAGE_CLEAR_MS);

  // The code kept from before the reload, checked again: it may have expired or been used since.
  useEffect(() => {
    const kept = readCartPromo();
    if (!kept) return;
    let current = true;
    applyPromo(kept).then(
      (answer) => {
        if (!current) return;
        if (answer?.promo) setPromo((now) => now ?? answer.promo);
        else if (readCartPromo() === kept) writeCartPromo(null);
      },
      (failure: unknown) => {
        if (!current || !(failure instanceof ApiError) || failure.status !== 400) return;
        // The shopper may have applied another code meanwhile: that one stays.
        if (readCartPromo() !== kept) return;
        writeCartPromo(null);
        const reason = serverMessageOr(failure.serverMessage, INVALID_PROMO_MESSAGE);
        error.show(noLongerApplies(kept, reason), { sticky: true });
      },
    );
    return () => {
      current = false;
    };
    // Once, on arrival: later changes go through apply and remove.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const apply = async (subtotalCents: number) => {
    if (!canApplyPromo(input) || busy) return;
    setBusy(true);
    error.clear();
    setNotice('');
    try {
      const answer = await applyPromo(input);
      if (answer?.promo) {
        const choice = choosePromo(promo, answer.promo, subtotalCents);
        setPromo(choice.promo);
        setNotice(choice.notice);
        writeCartPromo(choice.promo.code);
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

  const remove = () => {
    setPromo(null);
    setNotice('');
    writeCartPromo(null);
  };

  return { promo, input, setInput, busy, error: error.message, notice, apply, remove };
}

export type PromoState = ReturnType<typeof usePromo>;
