import { describe, expect, it } from 'vitest';
import {
  CARD_MESSAGES,
  cardEntryErrors,
  cardNumberError,
  cardParams,
  cvcError,
  expiryError,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  parseExpiry,
  passesLuhn,
} from './card-rules';

const MAY_2027 = new Date(2027, 4, 15);

describe('formatCardNumber', () => {
  it('spaces the digits in fours as typed', () => {
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
  });

  it('drops anything but digits, and stops at 19 digits', () => {
    expect(formatCardNumber('4242-4242 abc 4242')).toBe('4242 4242 4242');
    expect(formatCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });

  it('groups American Express 4-6-5 and stops at 15 digits', () => {
    expect(formatCardNumber('378282246310005999')).toBe('3782 822463 10005');
  });
});

describe('passesLuhn and cardNumberError', () => {
  it('knows the test cards', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('4000000000009995')).toBe(true);
    expect(passesLuhn('4242424242424243')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });

  it('is incomplete below 16 digits (15 for Amex), invalid when Luhn fails', () => {
    expect(cardNumberError('')).toBe(CARD_MESSAGES.numberIncomplete);
    expect(cardNumberError('4242 4242 4242 424')).toBe(CARD_MESSAGES.numberIncomplete);
    expect(cardNumberError('4242 4242 4242 4243')).toBe(CARD_MESSAGES.numberInvalid);
    expect(cardNumberError('4242 4242 4242 4242')).toBeNull();
    expect(cardNumberError('3782 822463 10005')).toBeNull();
  });
});

describe('formatExpiry and parseExpiry', () => {
  it("writes 'MM / YY', the separator coming with the third digit", () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12 / 3');
    expect(formatExpiry('1230')).toBe('12 / 30');
    expect(formatExpiry('12 / 305')).toBe('12 / 30');
  });

  it('reads a first digit above 1 as a month', () => {
    expect(formatExpiry('4')).toBe('04');
  });

  it('lets the shopper delete back past the separator', () => {
    expect(formatExpiry('12 / ')).toBe('12');
  });

  it('parses a complete expiry to a month and a 4-digit year', () => {
    expect(parseExpiry('12 / 30')).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry('12 / 3')).toBeNull();
  });
});

describe('expiryError', () => {
  it('needs a complete date with a month from 1 to 12', () => {
    expect(expiryError('', MAY_2027)).toBe(CARD_MESSAGES.expiryIncomplete);
    expect(expiryError('12 / 3', MAY_2027)).toBe(CARD_MESSAGES.expiryIncomplete);
    expect(expiryError('13 / 30', MAY_2027)).toBe(CARD_MESSAGES.expiryMonthInvalid);
    expect(expiryError('00 / 30', MAY_2027)).toBe(CARD_MESSAGES.expiryMonthInvalid);
  });

  it('needs a date in the future: this month still counts', () => {
    expect(expiryError('12 / 26', MAY_2027)).toBe(CARD_MESSAGES.expiryYearPast);
    expect(expiryError('04 / 27', MAY_2027)).toBe(CARD_MESSAGES.expiryPast);
    expect(expiryError('05 / 27', MAY_2027)).toBeNull();
    expect(expiryError('01 / 28', MAY_2027)).toBeNull();
  });

  it('refuses a year more than 50 years ahead', () => {
    expect(expiryError('01 / 99', new Date(2030, 0, 1))).toBe(CARD_MESSAGES.expiryYearInvalid);
  });
});

describe('formatCvc and cvcError', () => {
  it('keeps at most 4 digits', () => {
    expect(formatCvc('12a345')).toBe('1234');
  });

  it('needs 3 or 4 digits', () => {
    expect(cvcError('')).toBe(CARD_MESSAGES.cvcIncomplete);
    expect(cvcError('12')).toBe(CARD_MESSAGES.cvcIncomplete);
    expect(cvcError('123')).toBeNull();
    expect(cvcError('1234')).toBeNull();
  });
});

describe('cardEntryErrors and cardParams', () => {
  it('checks every field at once', () => {
    expect(cardEntryErrors({ number: '', expiry: '', cvc: '' }, MAY_2027)).toEqual({
      number: CARD_MESSAGES.numberIncomplete,
      expiry: CARD_MESSAGES.expiryIncomplete,
      cvc: CARD_MESSAGES.cvcIncomplete,
    });
    expect(cardEntryErrors({ number: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123' }, MAY_2027)).toEqual({});
  });

  it('gives the card as the payment API takes it, with a 4-digit year', () => {
    expect(cardParams({ number: '4242 4242 4242 4242', expiry: '08 / 31', cvc: '123' })).toEqual({
      number: '4242424242424242',
      expMonth: '8',
      expYear: '2031',
      cvc: '123',
    });
  });
});
