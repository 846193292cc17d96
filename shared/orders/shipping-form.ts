import type { FieldErrors } from '../format/field-errors';
import { SIMPLE_EMAIL_PATTERN } from '../auth/email-pattern';
import type { ShippingAddress } from '../types';
import { isUsState } from './us-states';
import { US_PHONE_PATTERN } from './us-phone';

/** The only country shipped to, shown read-only (spec 02 §5). */
export const SHIPPING_COUNTRY = 'United States';

/** The country code the payment provider's billing details use. */
export const SHIPPING_COUNTRY_CODE = 'US';

/** The ZIP field's length (spec 02 §5). */
export const ZIP_LENGTH = 5;

/**
 * The ZIP field as typed, from its digits only (at most 5): letters and signs never enter it, and
 * a pasted ZIP+4 ('97205-1234') keeps its 5-digit ZIP.
 */
export function formatUsZip(input: string): string {
  return input.replace(/\D/g, '').slice(0, ZIP_LENGTH);
}

/** The shipping form's messages, word for word (spec 02 §5). */
export const SHIPPING_FORM_MESSAGES = {
  fullNameRequired: 'Full name is required',
  fullNameShort: 'Full name must be at least 2 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Invalid US phone number (use format: (555) 123-4567)',
  addressLine1Required: 'Address Line 1 is required',
  cityRequired: 'City is required',
  cityShort: 'City must be at least 2 characters',
  stateRequired: 'State is required',
  stateInvalid: 'Please choose one of the 50 US states',
  zipRequired: 'ZIP code is required',
  zipInvalid: 'ZIP code must be exactly 5 digits',
} as const;

export type ShippingField = keyof ShippingAddress;

/** A blank shipping form, with the fixed country. */
export function emptyShippingForm(): ShippingAddress {
  return {
    fullName: '',
    email: '',
    phone: '',
    addressLine1: '',
    addressLine2: '',
    city: '',
    state: '',
    zipCode: '',
    country: SHIPPING_COUNTRY,
  };
}

/**
 * The shipping form check on submit, every field at once, in form order. Text is trimmed first;
 * addressLine2 is optional and the country is fixed, so neither is checked.
 */
export function validateShippingForm(form: Partial<ShippingAddress>): FieldErrors<ShippingField> {
  const m = SHIPPING_FORM_MESSAGES;
  const errors: FieldErrors<ShippingField> = {};
  const text = (value: string | undefined) => (value ?? '').trim();

  const fullName = text(form.fullName);
  if (!fullName) errors.fullName = m.fullNameRequired;
  else if (fullName.length < 2) errors.fullName = m.fullNameShort;

  const email = text(form.email);
  if (!email) errors.email = m.emailRequired;
  else if (!SIMPLE_EMAIL_PATTERN.test(email)) errors.email = m.emailInvalid;

  const phone = text(form.phone);
  if (!phone) errors.phone = m.phoneRequired;
  else if (!US_PHONE_PATTERN.test(phone)) errors.phone = m.phoneInvalid;

  if (!text(form.addressLine1)) errors.addressLine1 = m.addressLine1Required;

  const city = text(form.city);
  if (!city) errors.city = m.cityRequired;
  else if (city.length < 2) errors.city = m.cityShort;

  const state = text(form.state);
  if (!state) errors.state = m.stateRequired;
  else if (!isUsState(state)) errors.state = m.stateInvalid;

  const zip = text(form.zipCode);
  if (!zip) errors.zipCode = m.zipRequired;
  else if (!/^\d{5}$/.test(zip)) errors.zipCode = m.zipInvalid;

  return errors;
}
