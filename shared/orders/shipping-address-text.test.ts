import { describe, expect, it } from 'vitest';
import { formatShippingAddress, shippingAddressLines } from './shipping-address-text';

describe('formatShippingAddress', () => {
  it('formats the checkout shape', () => {
    expect(
      formatShippingAddress({
        fullName: 'Ann Lee',
        addressLine1: '1 Main St',
        addressLine2: 'Apt 4',
        city: 'Springfield',
        state: 'Illinois',
        zipCode: '62704',
        country: 'United States',
      }),
    ).toBe('Ann Lee, 1 Main St, Apt 4, Springfield, Illinois 62704, United States');
  });

  it('reads name, address and zip', () => {
    expect(formatShippingAddress({ name: 'Bo', address: '2 Elm Rd', city: 'Austin', state: 'Texas', zip: '73301' })).toBe(
      'Bo, 2 Elm Rd, Austin, Texas 73301',
    );
  });

  it('reads street and postalCode', () => {
    expect(formatShippingAddress({ street: '3 Oak Ave', city: 'Reno', postalCode: '89501', country: 'US' })).toBe(
      '3 Oak Ave, Reno 89501, US',
    );
  });

  it('prefers fullName over name, and address over street over addressLine1', () => {
    expect(formatShippingAddress({ fullName: 'Full', name: 'Short', address: 'A', street: 'S', addressLine1: 'L1' })).toBe('Full, A');
    expect(formatShippingAddress({ name: 'Short', street: 'S', addressLine1: 'L1' })).toBe('Short, S');
    expect(formatShippingAddress({ fullName: '  ', name: 'Short' })).toBe('Short');
  });

  it('passes text through, trimmed', () => {
    expect(formatShippingAddress('  1 Main St, Springfield  ')).toBe('1 Main St, Springfield');
  });

  it('gives nothing for a missing address', () => {
    expect(formatShippingAddress(undefined)).toBe('');
    expect(formatShippingAddress(null)).toBe('');
    expect(formatShippingAddress({})).toBe('');
  });
});

describe('shippingAddressLines', () => {
  it('gives one line per part', () => {
    expect(
      shippingAddressLines({
        fullName: 'Ann',
        addressLine1: '1 Main St',
        city: 'X',
        state: 'Ohio',
        zipCode: '43004',
        country: 'United States',
      }),
    ).toEqual(['Ann', '1 Main St', 'X, Ohio 43004', 'United States']);
  });

  it('splits text on line breaks', () => {
    expect(shippingAddressLines('Ann\r\n1 Main St\n\n')).toEqual(['Ann', '1 Main St']);
  });
});
