import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Promotion, PromotionInput } from '@shared/cart/promo-codes';
import { showToast } from '@/components/toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useRouteQuery } from '@/lib/use-route-query';
import { createPromotion } from '../api/create-promotion';
import { deletePromotion } from '../api/delete-promotion';
import { promotionsQuery } from '../api/list-promotions';
import { updatePromotion } from '../api/update-promotion';
import { type PromotionFieldErrors, promotionFieldErrorsOf } from './promotion-form-values';
import { PROMOTION_TEXTS, promotionFailureMessage } from './promotion-texts';

type PromotionsState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; promotions: Promotion[] };

/** A save's outcome: done, or the form's message and the fields the server refused. */
export type SaveOutcome = { ok: true } | { ok: false; message: string; errors: PromotionFieldErrors };

const byCode = (list: Promotion[]) => [...list].sort((a, b) => a.code.localeCompare(b.code));
const detailOf = (error: unknown) => errorMessage(error, PROMOTION_TEXTS.unknownError);

/** A promotion's rules, as a change sends them: all of them, so nothing left out is cleared. */
function rulesOf(promotion: PromotionInput): Omit<PromotionInput, 'code'> {
  const { kind, value, minSubtotal, startsAt, endsAt, maxUses, maxUsesPerCustomer, firstOrderOnly, active } = promotion;
  return { kind, value, minSubtotal, startsAt, endsAt, maxUses, maxUsesPerCustomer, firstOrderOnly, active };
}

/**
 * The promotions screen's data and actions. A save answers with its outcome for the dialog to
 * show (field errors at their fields); a failed switch or delete sets the page's banner, which
 * for a delete refused while checkouts are paying with the code carries the server's reason.
 */
export function usePromotions() {
  const client = useQueryClient();
  const { query, reload } = useRouteQuery(promotionsQuery());
  const [banner, setBanner] = useState('');
  const [busyCode, setBusyCode] = useState<string | null>(null);

  const state: PromotionsState = query.isSuccess
    ? { status: 'ready', promotions: byCode(query.data.promotions) }
    : query.isError
      ? { status: 'error', message: errorMessage(query.error, PROMOTION_TEXTS.loadFailed) }
      : { status: 'loading' };

  const edit = (change: (promotions: Promotion[]) => Promotion[]) =>
    client.setQueryData(promotionsQuery().queryKey, (answer) => answer && { ...answer, promotions: change(answer.promotions) });
  const put = (promotion: Promotion) => edit((all) => [...all.filter((p) => p.code !== promotion.code), promotion]);

  const save = async (editing: Promotion | null, input: PromotionInput): Promise<SaveOutcome> => {
    setBanner('');
    try {
      const answer = editing ? await updatePromotion(editing.code, rulesOf(input)) : await createPromotion(input);
      put(answer.promotion);
      showToast(answer.message);
      return { ok: true };
    } catch (error) {
      return {
        ok: false,
        message: promotionFailureMessage(editing ? 'update' : 'add', detailOf(error)),
        errors: error instanceof ApiError ? promotionFieldErrorsOf(error.body) : {},
      };
    }
  };

  /** Turns a code off (or back on): the same rules, the flag flipped. */
  const toggle = async (promotion: Promotion): Promise<void> => {
    setBanner('');
    setBusyCode(promotion.code);
    const active = !promotion.active;
    try {
      const answer = await updatePromotion(promotion.code, { ...rulesOf(promotion), active });
      put(answer.promotion);
      showToast(PROMOTION_TEXTS.toggled(promotion.code, answer.promotion.active));
    } catch (error) {
      setBanner(promotionFailureMessage(active ? 'activate' : 'deactivate', detailOf(error)));
    } finally {
      setBusyCode(null);
    }
  };

  /** Deletes a code; true when it left the list. */
  const remove = async (promotion: Promotion): Promise<boolean> => {
    setBanner('');
    setBusyCode(promotion.code);
    try {
      const answer = await deletePromotion(promotion.code);
      edit((all) => all.filter((p) => p.code !== promotion.code));
      showToast(answer.message);
      return true;
    } catch (error) {
      setBanner(promotionFailureMessage('delete', detailOf(error)));
      return false;
    } finally {
      setBusyCode(null);
    }
  };

  return {
    ...state,
    banner,
    dismissBanner: () => setBanner(''),
    busyCode,
    save,
    toggle,
    remove,
    reload,
  };
}
