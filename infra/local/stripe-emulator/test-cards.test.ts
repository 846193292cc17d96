import { describe, expect, it } from 'vitest';
import { brandOf, cardProfile, magicPaymentMethodNumber, passesLuhn } from './test-cards';

describe('test cards', () => {
  it('checks the Luhn sum', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
  });

  it('gives the documented outcomes', () => {
    expect(cardProfile('4242424242424242').decline).toBeUndefined();
    expect(cardProfile('4000000000000002').decline).toMatchObject({ code: 'card_declined', declineCode: 'generic_decline' });
    expect(cardProfile('4000000000009995').decline).toMatchObject({
      declineCode: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
    expect(cardProfile('4000000000000069').decline?.code).toBe('expired_card');
  });

  it('refuses a real-looking card that is not a test card, as test mode does', () => {
    expect(cardProfile('4111111111111111').decline?.declineCode).toBe('test_mode_live_card');
  });

  it('maps pm_card_* ids to their cards, and nothing else', () => {
    expect(magicPaymentMethodNumber('pm_card_visa')).toBe('4242424242424242');
    expect(magicPaymentMethodNumber('pm_card_chargeDeclinedInsufficientFunds')).toBe('4000000000009995');
    expect(magicPaymentMethodNumber('pm_card_visa_chargeDeclined')).toBe('4000000000000002');
    expect(magicPaymentMethodNumber('pm_card_nope')).toBeUndefined();
    expect(magicPaymentMethodNumber('toString')).toBeUndefined();
  });

  it('names brands from the number', () => {
    expect(brandOf('5555555555554444')).toBe('mastercard');
    expect(brandOf('2223003122003222')).toBe('mastercard');
    expect(brandOf('378282246310005')).toBe('amex');
    expect(brandOf('6011111111111117')).toBe('discover');
    expect(brandOf('9999999999999995')).toBe('unknown');
  });
});
