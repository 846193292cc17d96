import { type Promo, type PromotionInput, promoOf } from '../../shared/cart/promo-codes';

/** The promotions the shop starts with (spec 02 §9); they live in the table, never in the web bundle. */
export const SEED_PROMOS: readonly PromotionInput[] = [
  {
    code: 'SAVE20',
    kind: 'percent',
    value: 20,
    minSubtotal: null,
    startsAt: null,
    endsAt: null,
    maxUses: null,
    maxUsesPerCustomer: null,
    firstOrderOnly: false,
    active: true,
  },
  {
    code: 'NEWUSER10',
    kind: 'percent',
    value: 10,
    minSubtotal: null,
    startsAt: null,
    endsAt: null,
    maxUses: null,
    maxUsesPerCustomer: null,
    firstOrderOnly: true,
    active: true,
  },
];

/** A seeded promo by code, as the cart prices it, for the demo orders. */
export function seedPromo(code: string | undefined): Promo | null {
  const found = SEED_PROMOS.find((promo) => promo.code === code);
  return found ? promoOf(found) : null;
}
