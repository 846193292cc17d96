import * as z from 'zod/mini';
import { EMAIL_MAX_LENGTH, SIMPLE_EMAIL_PATTERN } from '../auth/email-pattern';
import { SHIPPING_COUNTRY, SHIPPING_FORM_MESSAGES as m } from './shipping-form';
import { US_PHONE_PATTERN } from './us-phone';
import { US_STATES } from './us-states';

const text = (required: string, min: number, short: string, max = 100) =>
  z
    .string({ error: required })
    .check(z.trim(), z.minLength(1, required), z.minLength(min, short), z.maxLength(max, `At most ${max} characters`));

/** The server's check of a shipping address: the form's rules and messages, with lengths bounded and the country fixed. */
export const shippingAddressSchema = z.object({
  fullName: text(m.fullNameRequired, 2, m.fullNameShort),
  email: z
    .string({ error: m.emailRequired })
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, m.emailRequired),
      z.maxLength(EMAIL_MAX_LENGTH, m.emailInvalid),
      z.regex(SIMPLE_EMAIL_PATTERN, m.emailInvalid),
    ),
  phone: z.string({ error: m.phoneRequired }).check(z.trim(), z.minLength(1, m.phoneRequired), z.regex(US_PHONE_PATTERN, m.phoneInvalid)),
  addressLine1: text(m.addressLine1Required, 1, m.addressLine1Required, 200),
  addressLine2: z.optional(z.string().check(z.trim(), z.maxLength(200, 'At most 200 characters'))),
  city: text(m.cityRequired, 2, m.cityShort),
  state: z.enum(US_STATES, { error: m.stateInvalid }),
  zipCode: z.string({ error: m.zipRequired }).check(z.trim(), z.minLength(1, m.zipRequired), z.regex(/^\d{5}$/, m.zipInvalid)),
  country: z._default(z.literal(SHIPPING_COUNTRY, { error: `We ship to the ${SHIPPING_COUNTRY} only` }), SHIPPING_COUNTRY),
});
