/** Sales tax in percent of (subtotal − discount) (spec 02 §9). */
export const TAX_RATE_PERCENT = 8;

/** Tax in cents on an amount in cents, rounded half up to the cent. */
export function taxCents(taxableCents: number): number {
  if (!(taxableCents > 0)) return 0;
  return Math.round((taxableCents * TAX_RATE_PERCENT) / 100);
}
