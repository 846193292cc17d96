/** The promo codes and their percent off (spec 02 §9). */
export const PROMO_CODES: Readonly<Record<string, number>> = { SAVE20: 20, NEWUSER10: 10 };

/** An applied promo: its canonical code and percent off. */
export interface Promo {
  code: string;
  percent: number;
}

/** The message for an unknown code (spec 02 §5). */
export const INVALID_PROMO_MESSAGE = 'Invalid promo code';

/** Looks a code up ignoring case and surrounding spaces: ' save20 ' → { code: 'SAVE20', percent: 20 }; null when unknown. */
export function findPromo(code: string | null | undefined): Promo | null {
  const key = (code ?? '').trim().toUpperCase();
  const percent = Object.hasOwn(PROMO_CODES, key) ? PROMO_CODES[key] : undefined;
  return percent === undefined ? null : { code: key, percent };
}

/** The Apply button is enabled only when the input holds something besides spaces. */
export function canApplyPromo(input: string | null | undefined): boolean {
  return (input ?? '').trim() !== '';
}
