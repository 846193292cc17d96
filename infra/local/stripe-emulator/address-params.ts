import type Stripe from 'stripe';
import type { Params } from './form-params';
import { checkParamNames, optionalHash, optionalString, requiredString } from './params';

const addressFields = ['city', 'country', 'line1', 'line2', 'postal_code', 'state'] as const;

function readAddress(hash: Params, prefix: string): Stripe.Address {
  checkParamNames(hash, { supported: addressFields }, prefix);
  const read = (name: string) => optionalString(hash, name, prefix) || null;
  return {
    city: read('city'),
    country: read('country'),
    line1: read('line1'),
    line2: read('line2'),
    postal_code: read('postal_code'),
    state: read('state'),
  };
}

/** `shipping[...]`: Stripe requires a name and an address; `shipping=` clears it. */
export function readShipping(params: Params): Stripe.PaymentIntent.Shipping | null | undefined {
  const hash = optionalHash(params, 'shipping');
  if (hash === undefined || hash === null) return hash;
  checkParamNames(hash, { supported: ['address', 'carrier', 'name', 'phone', 'tracking_number'] }, 'shipping');
  const address = optionalHash(hash, 'address', 'shipping');
  return {
    address: readAddress(address ?? {}, 'shipping[address]'),
    carrier: optionalString(hash, 'carrier', 'shipping') || null,
    name: requiredString(hash, 'name', 'shipping'),
    phone: optionalString(hash, 'phone', 'shipping') || null,
    tracking_number: optionalString(hash, 'tracking_number', 'shipping') || null,
  };
}

export function readBillingDetails(params: Params, prefix: string): Stripe.PaymentMethod.BillingDetails {
  const hash = optionalHash(params, 'billing_details', prefix) ?? {};
  const at = `${prefix}[billing_details]`;
  checkParamNames(hash, { supported: ['address', 'email', 'name', 'phone', 'tax_id'] }, at);
  const address = optionalHash(hash, 'address', at);
  return {
    address: address ? readAddress(address, `${at}[address]`) : null,
    email: optionalString(hash, 'email', at) || null,
    name: optionalString(hash, 'name', at) || null,
    phone: optionalString(hash, 'phone', at) || null,
    tax_id: optionalString(hash, 'tax_id', at) || null,
  };
}
