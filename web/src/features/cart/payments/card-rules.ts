import type { FieldErrors } from '@shared/format/field-errors';

/**
 * The local card form's rules. It stands in for Stripe's Payment Element on a laptop, so it
 * checks and words things as that element does: Luhn, an expiry in the future, a 3–4 digit CVC.
 */
export const CARD_MESSAGES = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryMonthInvalid: "Your card's expiration month is invalid.",
  expiryYearPast: "Your card's expiration year is in the past.",
  expiryPast: "Your card's expiration date is in the past.",
  expiryYearInvalid: "Your card's expiration year is invalid.",
  cvcIncomplete: "Your card's security code is incomplete.",
} as const;

/** The card form's fields. */
export type CardField = 'number' | 'expiry' | 'cvc';

/** What the shopper typed, as shown in the fields. */
export interface CardEntry {
  number: string;
  expiry: string;
  cvc: string;
}

/** The card number's placeholder and the expiry's, as Stripe shows them. */
export const CARD_PLACEHOLDERS = { number: '1234 1234 1234 1234', expiry: 'MM / YY', cvc: 'CVC' } as const;

/** Card numbers have at most 19 digits. */
const CARD_NUMBER_MAX_DIGITS = 19;

/** Expiries further out than this many years are refused, as the card networks do. */
const MAX_YEARS_AHEAD = 50;

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** American Express numbers (34, 37) have 15 digits grouped 4-6-5; the others 16 or more grouped by 4. */
function isAmex(digits: string): boolean {
  return /^3[47]/.test(digits);
}

/** The card number as typed, spaced as printed: '4242424242424242' → '4242 4242 4242 4242'. */
export function formatCardNumber(input: string): string {
  const digits = digitsOf(input);
  if (isAmex(digits)) {
    const d = digits.slice(0, 15);
    return [d.slice(0, 4), d.slice(4, 10), d.slice(10)].filter(Boolean).join(' ');
  }
  return (digits.slice(0, CARD_NUMBER_MAX_DIGITS).match(/.{1,4}/g) ?? []).join(' ');
}

/** The Luhn check every card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card number's error: incomplete below its length (15 for Amex, else 16), invalid when it fails Luhn; null when fine. */
export function cardNumberError(text: string): string | null {
  const digits = digitsOf(text);
  if (digits.length < (isAmex(digits) ? 15 : 16)) return CARD_MESSAGES.numberIncomplete;
  return passesLuhn(digits) ? null : CARD_MESSAGES.numberInvalid;
}

/**
 * The expiry as typed, shown 'MM / YY': a first digit above 1 is a month ('4' → '04'); the
 * separator appears with the third digit, so deleting back past it works as expected.
 */
export function formatExpiry(input: string): string {
  let digits = digitsOf(input).slice(0, 4);
  if (digits.length === 1 && digits > '1') digits = `0${digits}`;
  if (digits.length <= 2) return digits;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

/** The month and the 4-digit year of a complete 'MM / YY'; null while incomplete. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const digits = digitsOf(text);
  if (digits.length !== 4) return null;
  return { month: Number(digits.slice(0, 2)), year: 2000 + Number(digits.slice(2)) };
}

/** The expiry's error: incomplete, a month outside 1–12, a past year or month, or too far ahead; null when fine. */
export function expiryError(text: string, now = new Date()): string | null {
  const expiry = parseExpiry(text);
  if (!expiry) return CARD_MESSAGES.expiryIncomplete;
  if (expiry.month < 1 || expiry.month > 12) return CARD_MESSAGES.expiryMonthInvalid;
  const year = now.getFullYear();
  if (expiry.year < year) return CARD_MESSAGES.expiryYearPast;
  if (expiry.year === year && expiry.month < now.getMonth() + 1) return CARD_MESSAGES.expiryPast;
  if (expiry.year > year + MAX_YEARS_AHEAD) return CARD_MESSAGES.expiryYearInvalid;
  return null;
}

/** The security code as typed: digits only, at most 4. */
export function formatCvc(input: string): string {
  return digitsOf(input).slice(0, 4);
}

/** The security code's error: fewer than 3 digits is incomplete; null when fine. */
export function cvcError(text: string): string | null {
  return /^\d{3,4}$/.test(text.trim()) ? null : CARD_MESSAGES.cvcIncomplete;
}

/** Every field's error at once, in form order; empty when the card may be sent. */
export function cardEntryErrors(entry: CardEntry, now = new Date()): FieldErrors<CardField> {
  const errors: FieldErrors<CardField> = {};
  const number = cardNumberError(entry.number);
  if (number) errors.number = number;
  const expiry = expiryError(entry.expiry, now);
  if (expiry) errors.expiry = expiry;
  const cvc = cvcError(entry.cvc);
  if (cvc) errors.cvc = cvc;
  return errors;
}

/** The card as the payment API takes it: digits, month, 4-digit year, CVC. Call only on a valid entry. */
export function cardParams(entry: CardEntry): { number: string; expMonth: string; expYear: string; cvc: string } {
  const expiry = parseExpiry(entry.expiry);
  return {
    number: digitsOf(entry.number),
    expMonth: String(expiry?.month ?? ''),
    expYear: String(expiry?.year ?? ''),
    cvc: entry.cvc.trim(),
  };
}
