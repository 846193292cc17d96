import type { Promo } from '../../shared/cart/promo-codes';

/** The promo codes the shop starts with (spec 02 §9); they live in the table, never in the web bundle. */
export const SEED_PROMOS: readonly Promo[] = [
  { code: 'SAVE20', percent: 20 },
  { code: 'NEWUSER10', percent: 10 },
];

/** A seeded promo by code, for the demo orders. */
export function seedPromo(code: string | undefined): Promo | null {
  return SEED_PROMOS.find((promo) => promo.code === code) ?? null;
}
