import { describe, expect, it } from 'vitest';
import { readCardInput } from './card-input';
import { StripeApiError } from './stripe-errors';

const now = new Date(Date.UTC(2030, 5, 15)); // June 2030
const read = (card: Record<string, string>) => readCardInput(card, 'card', now);

function failure(card: Record<string, string>) {
  try {
    read(card);
  } catch (error) {
    if (error instanceof StripeApiError) return { status: error.statusCode, ...error.body };
    throw error;
  }
  throw new Error('expected the card to be refused');
}

describe('readCardInput', () => {
  const good = { number: '4242 4242 4242 4242', exp_month: '6', exp_year: '2030', cvc: '123' };

  it('accepts a valid card, spaces and two-digit years included', () => {
    expect(read(good)).toEqual({ number: '4242424242424242', expMonth: 6, expYear: 2030, cvc: '123' });
    expect(read({ ...good, exp_year: '31' }).expYear).toBe(2031);
  });

  it('refuses a number failing Luhn or of the wrong shape as incorrect_number', () => {
    expect(failure({ ...good, number: '4242424242424241' })).toMatchObject({
      status: 402,
      type: 'card_error',
      code: 'incorrect_number',
      param: 'number',
    });
    expect(failure({ ...good, number: '4242abcd' }).code).toBe('incorrect_number');
  });

  it('refuses a past expiry as expired_card, naming the field', () => {
    expect(failure({ ...good, exp_month: '5' })).toMatchObject({ code: 'expired_card', param: 'exp_month' });
    expect(failure({ ...good, exp_year: '2029' })).toMatchObject({ code: 'expired_card', param: 'exp_year' });
  });

  it('refuses impossible months, far years and malformed CVCs', () => {
    expect(failure({ ...good, exp_month: '13' }).code).toBe('invalid_expiry_month');
    expect(failure({ ...good, exp_year: '2099' }).code).toBe('invalid_expiry_year');
    expect(failure({ ...good, cvc: '12' }).code).toBe('invalid_cvc');
  });

  it('answers 400 parameter_missing for an absent field', () => {
    expect(failure({ number: good.number, exp_year: '2031' })).toMatchObject({
      status: 400,
      code: 'parameter_missing',
      param: 'card[exp_month]',
    });
  });
});
