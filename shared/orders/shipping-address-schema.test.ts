import { describe, expect, it } from 'vitest';
import { shippingAddressSchema } from './shipping-address-schema';

const good = {
  fullName: ' Ann Lee ',
  email: 'Ann@Example.com',
  phone: '(555) 123-4567',
  addressLine1: '1 Main St',
  city: 'Springfield',
  state: 'Illinois',
  zipCode: '62704',
};

const messageOf = (input: unknown) => shippingAddressSchema.safeParse(input).error?.issues[0]?.message;

describe('shippingAddressSchema', () => {
  it('normalizes a good address and fixes the country', () => {
    expect(shippingAddressSchema.parse(good)).toEqual({ ...good, fullName: 'Ann Lee', email: 'ann@example.com', country: 'United States' });
  });

  it('uses the form messages', () => {
    expect(messageOf({ ...good, fullName: 'A' })).toBe('Full name must be at least 2 characters');
    expect(messageOf({ ...good, phone: '555-123-4567' })).toBe('Invalid US phone number (use format: (555) 123-4567)');
    expect(messageOf({ ...good, zipCode: '6270' })).toBe('ZIP code must be exactly 5 digits');
    expect(messageOf({ ...good, email: undefined })).toBe('Email is required');
  });

  it('accepts only the 50 states and the United States', () => {
    expect(shippingAddressSchema.safeParse({ ...good, state: 'District of Columbia' }).success).toBe(false);
    expect(shippingAddressSchema.safeParse({ ...good, country: 'Canada' }).success).toBe(false);
    expect(shippingAddressSchema.safeParse({ ...good, country: 'United States' }).success).toBe(true);
  });
});
