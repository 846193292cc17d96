import { type Promo, promoDiscountCents } from '@shared/cart/promo-codes';
import { formatCents } from '@shared/format/money';

/** Which code the cart keeps when another is applied over one, and what to tell the shopper. */
export interface PromoChoice {
  promo: Promo;
  /** Why that code applies; empty when nothing was replaced or kept back. */
  notice: string;
}

/**
 * One code at a time (spec 02 §4), and never a worse deal in silence: a code applied over
 * another replaces it only when it takes more off the cart's subtotal as it is now; otherwise the
 * applied code stays. Either way the shopper is told which code applies and why.
 */
export function choosePromo(applied: Promo | null, offered: Promo, subtotalCents: number): PromoChoice {
  if (!applied || applied.code === offered.code) return { promo: offered, notice: '' };
  const appliedCents = promoDiscountCents(applied, subtotalCents);
  const offeredCents = promoDiscountCents(offered, subtotalCents);
  if (offeredCents > appliedCents) {
    return {
      promo: offered,
      notice: `${offered.code} replaces ${applied.code}: it takes ${formatCents(offeredCents)} off instead of ${formatCents(appliedCents)}. One code per order.`,
    };
  }
  const comparison =
    offeredCents === appliedCents
      ? `${offered.code} would take the same off`
      : `it takes ${formatCents(appliedCents)} off, ${offered.code} would take ${formatCents(offeredCents)}`;
  return { promo: applied, notice: `${applied.code} stays applied: ${comparison}. One code per order.` };
}
