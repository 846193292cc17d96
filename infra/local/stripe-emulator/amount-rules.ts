import { invalidRequest } from './stripe-errors';

const zeroDecimal = new Set([
  'bif',
  'clp',
  'djf',
  'gnf',
  'jpy',
  'kmf',
  'krw',
  'mga',
  'pyg',
  'rwf',
  'ugx',
  'vnd',
  'vuv',
  'xaf',
  'xof',
  'xpf',
]);
const symbols: Record<string, string> = { usd: '$', eur: '€', gbp: '£', cad: '$', aud: '$', jpy: '¥' };

/** "$0.50" for 50 usd cents, "¥50" for 50 jpy: how Stripe writes amounts in its messages. */
export function formatAmount(amount: number, currency: string): string {
  const symbol = symbols[currency] ?? '';
  const text = zeroDecimal.has(currency) ? String(amount) : (amount / 100).toFixed(2);
  return `${symbol}${text}`;
}

/** Stripe's currency parameter: three letters, any case, answered lower-case. */
export function normalizeCurrency(text: string): string {
  const currency = text.toLowerCase();
  if (!/^[a-z]{3}$/.test(currency)) {
    throw invalidRequest(`Invalid currency: ${text}.`, 'parameter_invalid_string', 'currency');
  }
  return currency;
}

/** Stripe's bounds on a charge: a per-currency minimum (about 50 cents) and eight digits. */
export function checkChargeAmount(amount: number, currency: string): void {
  const minimum = currency === 'gbp' ? 30 : 50;
  if (amount < minimum) {
    throw invalidRequest(`Amount must be at least ${formatAmount(minimum, currency)} ${currency}`, 'amount_too_small', 'amount');
  }
  if (amount > 99_999_999) {
    throw invalidRequest(`Amount must be no more than ${formatAmount(99_999_999, currency)} ${currency}`, 'amount_too_large', 'amount');
  }
}
