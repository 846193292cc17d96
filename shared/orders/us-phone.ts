/** The formatted phone's length: '(555) 123-4567' (spec 02 §5). */
export const PHONE_MAX_LENGTH = 14;

/** The shape a submitted phone must have. */
export const US_PHONE_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/;

/**
 * Formats a phone field as typed, from its digits only (at most 10): '555' stays '555',
 * '5551' → '(555) 1', '5551234' → '(555) 123-4', '5551234567' → '(555) 123-4567'. An 11-digit
 * entry starting with the country code 1 (a pasted '+1 555 123 4567') drops that 1.
 */
export function formatUsPhone(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  digits = digits.slice(0, 10);
  if (digits.length < 4) return digits;
  if (digits.length < 7) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** The phone as sent to the payment provider: '+1' and the 10 digits; null unless it has exactly 10 digits. */
export function toE164UsPhone(text: string): string | null {
  const digits = text.replace(/\D/g, '');
  return digits.length === 10 ? `+1${digits}` : null;
}
