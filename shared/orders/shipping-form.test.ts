import { describe, expect, it } from 'vitest';
import type { ShippingAddress } from '../types';
import { emptyShippingForm, formatUsZip, SHIPPING_COUNTRY, validateShippingForm } from './shipping-form';

const good: ShippingAddress = {
  fullName: 'Ann Lee',
  email: 'ann@example.com',
  phone: '(555) 123-4567',
  addressLine1: '1 Main St',
  addressLine2: '',
  city: 'Springfield',
  state: 'Illinois',
  zipCode: '62704',
  country: 'United States',
};

describe('validateShippingForm', () => {
  it('passes a complete form, with addressLine2 optional', () => {
    expect(validateShippingForm(good)).toEqual({});
  });

  it('checks every field at once, with the spec messages', () => {
    expect(validateShippingForm(emptyShippingForm())).toEqual({
      fullName: 'Full name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      addressLine1: 'Address Line 1 is required',
      city: 'City is required',
      state: 'State is required',
      zipCode: 'ZIP code is required',
    });
  });

  it('full name: at least 2 characters after trimming', () => {
    expect(validateShippingForm({ ...good, fullName: ' A ' }).fullName).toBe('Full name must be at least 2 characters');
    expect(validateShippingForm({ ...good, fullName: 'Al' }).fullName).toBeUndefined();
    expect(validateShippingForm({ ...good, fullName: '   ' }).fullName).toBe('Full name is required');
  });

  it('email: the simple pattern', () => {
    expect(validateShippingForm({ ...good, email: 'ann@example' }).email).toBe('Invalid email format');
    expect(validateShippingForm({ ...good, email: 'ann example.com' }).email).toBe('Invalid email format');
  });

  it('phone: the (555) 123-4567 format', () => {
    expect(validateShippingForm({ ...good, phone: '5551234567' }).phone).toBe('Invalid US phone number (use format: (555) 123-4567)');
    expect(validateShippingForm({ ...good, phone: '(555) 123-456' }).phone).toBe('Invalid US phone number (use format: (555) 123-4567)');
  });

  it('city: at least 2 characters', () => {
    expect(validateShippingForm({ ...good, city: 'X' }).city).toBe('City must be at least 2 characters');
  });

  it('state: one of the 50 states', () => {
    expect(validateShippingForm({ ...good, state: 'Puerto Rico' }).state).toBe('Please choose one of the 50 US states');
    expect(validateShippingForm({ ...good, state: 'Wyoming' }).state).toBeUndefined();
  });

  it('ZIP: exactly 5 digits', () => {
    expect(validateShippingForm({ ...good, zipCode: '1234' }).zipCode).toBe('ZIP code must be exactly 5 digits');
    expect(validateShippingForm({ ...good, zipCode: '123456' }).zipCode).toBe('ZIP code must be exactly 5 digits');
    expect(validateShippingForm({ ...good, zipCode: '1234a' }).zipCode).toBe('ZIP code must be exactly 5 digits');
    expect(validateShippingForm({ ...good, zipCode: '02134' }).zipCode).toBeUndefined();
  });

  it('does not check the fixed country', () => {
    expect(validateShippingForm({ ...good, country: '' })).toEqual({});
    expect(emptyShippingForm().country).toBe(SHIPPING_COUNTRY);
  });
});

describe('formatUsZip', () => {
  it('keeps the digits only, at most 5', () => {
    expect(formatUsZip('972')).toBe('972');
    expect(formatUsZip('97a2b05')).toBe('97205');
    expect(formatUsZip('ABCDE')).toBe('');
    expect(formatUsZip('97205-1234')).toBe('97205');
    expect(formatUsZip(' 97 205 ')).toBe('97205');
  });
});
