/**
 * Stripe's documented test cards and `pm_card_*` ids, with the outcome Stripe's test mode gives
 * each at confirmation. Only numbers matter here; expiry and CVC checks are in card-input.ts.
 */
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay' | 'unknown';
type CardFunding = 'credit' | 'debit' | 'prepaid' | 'unknown';

export interface Decline {
  code: string;
  declineCode?: string;
  message: string;
  /** The card field the failure points at, as Stripe's `param`. */
  param?: string;
}

export interface CardProfile {
  brand: CardBrand;
  funding: CardFunding;
  country: string;
  decline?: Decline;
}

const declined = (declineCode: string, message = 'Your card was declined.'): Decline => ({
  code: 'card_declined',
  declineCode,
  message,
});

const cards: Record<string, CardProfile> = {
  '4242424242424242': { brand: 'visa', funding: 'credit', country: 'US' },
  '4000056655665556': { brand: 'visa', funding: 'debit', country: 'US' },
  '5555555555554444': { brand: 'mastercard', funding: 'credit', country: 'US' },
  '5200828282828210': { brand: 'mastercard', funding: 'debit', country: 'US' },
  '5105105105105100': { brand: 'mastercard', funding: 'prepaid', country: 'US' },
  '378282246310005': { brand: 'amex', funding: 'credit', country: 'US' },
  '6011111111111117': { brand: 'discover', funding: 'credit', country: 'US' },
  '3056930009020004': { brand: 'diners', funding: 'credit', country: 'US' },
  '3566002020360505': { brand: 'jcb', funding: 'credit', country: 'JP' },
  '6200000000000005': { brand: 'unionpay', funding: 'credit', country: 'CN' },
  '4000000000000002': { brand: 'visa', funding: 'credit', country: 'US', decline: declined('generic_decline') },
  '4000000000009995': {
    brand: 'visa',
    funding: 'credit',
    country: 'US',
    decline: declined('insufficient_funds', 'Your card has insufficient funds.'),
  },
  '4000000000009987': { brand: 'visa', funding: 'credit', country: 'US', decline: declined('lost_card') },
  '4000000000009979': { brand: 'visa', funding: 'credit', country: 'US', decline: declined('stolen_card') },
  '4000000000000069': {
    brand: 'visa',
    funding: 'credit',
    country: 'US',
    decline: { code: 'expired_card', message: 'Your card has expired.', param: 'exp_month' },
  },
  '4000000000000127': {
    brand: 'visa',
    funding: 'credit',
    country: 'US',
    decline: { code: 'incorrect_cvc', message: "Your card's security code is incorrect.", param: 'cvc' },
  },
  '4000000000000119': {
    brand: 'visa',
    funding: 'credit',
    country: 'US',
    decline: {
      code: 'processing_error',
      message: 'An error occurred while processing your card. Try again in a little bit.',
    },
  },
};

/** Stripe's ready-made PaymentMethod ids, mapped to the test card each stands for. */
const magicPaymentMethods: Record<string, string> = {
  pm_card_visa: '4242424242424242',
  pm_card_visa_debit: '4000056655665556',
  pm_card_mastercard: '5555555555554444',
  pm_card_mastercard_debit: '5200828282828210',
  pm_card_mastercard_prepaid: '5105105105105100',
  pm_card_amex: '378282246310005',
  pm_card_discover: '6011111111111117',
  pm_card_diners: '3056930009020004',
  pm_card_jcb: '3566002020360505',
  pm_card_unionpay: '6200000000000005',
};
for (const [suffix, number] of Object.entries({
  chargeDeclined: '4000000000000002',
  chargeDeclinedInsufficientFunds: '4000000000009995',
  chargeDeclinedLostCard: '4000000000009987',
  chargeDeclinedStolenCard: '4000000000009979',
  chargeDeclinedExpiredCard: '4000000000000069',
  chargeDeclinedIncorrectCvc: '4000000000000127',
  chargeDeclinedProcessingError: '4000000000000119',
})) {
  magicPaymentMethods[`pm_card_${suffix}`] = number;
  magicPaymentMethods[`pm_card_visa_${suffix}`] = number;
}

/** The card number behind a `pm_card_*` id, or undefined when the id is not one of them. */
export function magicPaymentMethodNumber(id: string): string | undefined {
  return Object.hasOwn(magicPaymentMethods, id) ? magicPaymentMethods[id] : undefined;
}

export function brandOf(number: string): CardBrand {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(number)) return 'discover';
  if (/^(30|36|38|39)/.test(number)) return 'diners';
  if (/^35/.test(number)) return 'jcb';
  if (/^62/.test(number)) return 'unionpay';
  return 'unknown';
}

/**
 * What Stripe's test mode does with a (Luhn-valid) number: the documented cards behave as
 * documented; any other number is refused as a real card, as Stripe does in test mode.
 */
export function cardProfile(number: string): CardProfile {
  const known = Object.hasOwn(cards, number) ? cards[number] : undefined;
  if (known) return known;
  return {
    brand: brandOf(number),
    funding: 'unknown',
    country: 'US',
    decline: declined(
      'test_mode_live_card',
      'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
    ),
  };
}

/** The Luhn checksum every real card number satisfies. */
export function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
