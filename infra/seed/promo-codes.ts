import { type Promo, type PromotionInput, promoOf, promotionRules } from '@shared/cart/promo-codes';

/** The promotions the shop starts with (spec 02 §9); they live in the table, never in the web bundle. */
export const SEED_PROMOS: readonly PromotionInput[] = [
  promotionRules({ code: 'SAVE20', value: 20 }),
  promotionRules({ code: 'NEWUSER10', value: 10, firstOrderOnly: true }),
];

/** A seeded promo by code, as the cart prices it, for the demo orders. */
export function seedPromo(code: string | undefined): Promo | null {
  const found = SEED_PROMOS.find((promo) => promo.code === code);
  return found ? promoOf(found) : null;
}
