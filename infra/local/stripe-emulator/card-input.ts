import type { Params } from './form-params';
import { checkParamNames, optionalString, requiredString } from './params';
import { cardError, missingParam } from './stripe-errors';
import { passesLuhn } from './test-cards';

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc?: string;
}

/** Reads one number-like card field; a malformed one is the card error Stripe gives for it. */
function readNumber(card: Params, name: string, prefix: string, invalid: () => Error): number {
  const text = optionalString(card, name, prefix);
  if (text === undefined || text === '') throw missingParam(`${prefix}[${name}]`);
  if (!/^\d{1,4}$/.test(text.trim())) throw invalid();
  return Number(text.trim());
}

/**
 * Checks raw card details (`card[number]`, `card[exp_month]`, `card[exp_year]`, `card[cvc]`)
 * as Stripe does when a PaymentMethod is created: a number failing Luhn is `incorrect_number`,
 * a date in the past `expired_card`, all 402 card errors naming the field in `param`.
 */
export function readCardInput(card: Params, prefix: string, now = new Date()): CardInput {
  checkParamNames(card, { supported: ['number', 'exp_month', 'exp_year', 'cvc'], ignored: ['networks'], unsupported: ['token'] }, prefix);
  // People and Stripe.js both write numbers with spaces or dashes; Stripe accepts them.
  const number = requiredString(card, 'number', prefix).replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) {
    throw cardError('Your card number is incorrect.', 'incorrect_number', { param: 'number' });
  }

  const expMonth = readNumber(card, 'exp_month', prefix, () =>
    cardError("Your card's expiration month is invalid.", 'invalid_expiry_month', { param: 'exp_month' }),
  );
  if (expMonth < 1 || expMonth > 12) {
    throw cardError("Your card's expiration month is invalid.", 'invalid_expiry_month', { param: 'exp_month' });
  }
  const invalidYear = () => cardError("Your card's expiration year is invalid.", 'invalid_expiry_year', { param: 'exp_year' });
  const rawYear = readNumber(card, 'exp_year', prefix, invalidYear);
  const expYear = rawYear < 100 ? 2000 + rawYear : rawYear;
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  if (expYear > year + 50) throw invalidYear();
  if (expYear < year || (expYear === year && expMonth < month)) {
    throw cardError('Your card has expired.', 'expired_card', { param: expYear < year ? 'exp_year' : 'exp_month' });
  }

  const cvc = optionalString(card, 'cvc', prefix);
  if (cvc !== undefined && !/^\d{3,4}$/.test(cvc)) {
    throw cardError("Your card's security code is invalid.", 'invalid_cvc', { param: 'cvc' });
  }
  return { number, expMonth, expYear, ...(cvc ? { cvc } : {}) };
}
