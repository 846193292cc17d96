import { describe, expect, it } from 'vitest';
import { billingDetailsOf } from './billing-details';

describe('billingDetailsOf', () => {
  it('maps the shipping address to the card billing details, phone as +1 and digits, country US', () => {
    expect(
      billingDetailsOf({
        fullName: ' Ada Lovelace ',
        email: 'ada@example.com',
        phone: '(555) 123-4567',
        addressLine1: '1 Main St',
        addressLine2: '',
        city: 'Portland',
        state: 'Oregon',
        zipCode: '97205',
        country: 'United States',
      }),
    ).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+15551234567',
      address: { country: 'US', line1: '1 Main St', line2: '', city: 'Portland', state: 'Oregon', postal_code: '97205' },
    });
  });

  it('reads a missing second line as empty', () => {
    const details = billingDetailsOf({
      fullName: 'Ada',
      email: 'a@b.co',
      phone: '(555) 123-4567',
      addressLine1: 'x',
      city: 'yy',
      state: 'Texas',
      zipCode: '12345',
      country: 'United States',
    });
    expect(details.address.line2).toBe('');
  });
});
