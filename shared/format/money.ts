/** Money on screen: a dollar sign, thousands separators and 2 decimals, e.g. `$1,234.50`. */

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Formats dollars as `$1,234.50` (`-$5.00` when negative); a missing or non-finite amount shows `$0.00`. */
export function formatMoney(dollars: number | null | undefined): string {
  const value = typeof dollars === 'number' && Number.isFinite(dollars) ? dollars : 0;
  // Round through cents first so 1.005 (stored as 1.00499…) shows as $1.01, like the totals.
  const text = usd.format(Math.abs(toCents(value)) / 100);
  return toCents(value) < 0 ? `-${text}` : text;
}

/** Formats integer cents as dollars: 123450 → `$1,234.50`. */
export function formatCents(cents: number): string {
  return formatMoney(Number.isFinite(cents) ? Math.round(cents) / 100 : 0);
}

/**
 * Dollars to integer cents, rounding half away from zero. The 12-digit precision step removes
 * binary noise first, so 19.99 → 1999 and 1.005 → 101 (not 100).
 */
export function toCents(dollars: number): number {
  if (!Number.isFinite(dollars)) return 0;
  const scaled = Number((dollars * 100).toPrecision(12));
  return Math.sign(scaled) * Math.round(Math.abs(scaled)) + 0;
}

/** Integer cents to dollars with 2 decimals, as the API speaks them: 1999 → 19.99. */
export function fromCents(cents: number): number {
  if (!Number.isFinite(cents)) return 0;
  return Math.round(cents) / 100;
}
