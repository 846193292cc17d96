import { PROMOTION_FORM_MESSAGES } from '@shared/admin/promotion-form';
import type { Promotion, PromotionInput } from '@shared/cart/promo-codes';
import { AppError } from '@shared/errors';
import type { StoredPromotion } from '../repositories/promos';

/**
 * What the promotion routes add to the repository: the answer without the claims (checkouts
 * being paid are the server's business), the texts of their answers, and the rule that a body
 * code must name the promotion of the path.
 */

/** A stored promotion as the admin API answers it. */
export function withoutClaims({ claimed: _claimed, ...promotion }: StoredPromotion): Promotion {
  return promotion;
}

/** The texts the promotion routes answer with. */
export const PROMOTION_ANSWERS = {
  created: (code: string) => `Promotion ${code} created`,
  updated: (code: string) => `Promotion ${code} updated`,
  deleted: (code: string) => `Promotion ${code} deleted`,
} as const;

/** A change's rules, once a code in the body (optional) is found to be the path's; a 400 on `code` when it is another. */
export function rulesForCode(pathCode: string, input: Omit<PromotionInput, 'code'> & { code?: string }): Omit<PromotionInput, 'code'> {
  const { code, ...rules } = input;
  if (code !== undefined && code !== pathCode) {
    throw new AppError('VALIDATION', PROMOTION_FORM_MESSAGES.codeMismatch, { fieldErrors: { code: PROMOTION_FORM_MESSAGES.codeMismatch } });
  }
  return rules;
}
