/**
 * Promo codes are server data (the table holds them; infra/seed/promo-codes.ts lists the first ones), so
 * the storefront's bundle never lists them. What lives here is only how a code is read and shown.
 */

/** An applied promo: its canonical code and percent off. */
export interface Promo {
  code: string;
  percent: number;
}

/** The message for an unknown code (spec 02 §5). */
export const INVALID_PROMO_MESSAGE = 'Invalid promo code';

/** The most characters a promo code may have. */
export const PROMO_CODE_MAX_LENGTH = 40;

/** A code as it is stored and compared: surrounding spaces dropped, upper case (' spring15 ' → 'SPRING15'). */
export function normalizePromoCode(code: string | null | undefined): string {
  return (code ?? '').trim().toUpperCase();
}

/** The Apply button is enabled only when the input holds something besides spaces. */
export function canApplyPromo(input: string | null | undefined): boolean {
  return (input ?? '').trim() !== '';
}
