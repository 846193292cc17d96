import { SHIPPING_COUNTRY_CODE } from '@shared/orders/shipping-form';
import { toE164UsPhone } from '@shared/orders/us-phone';
import type { ShippingAddress } from '@shared/types';

/** The billing details sent with the card, as Stripe names them (the card form hides its own address fields). */
export interface BillingDetails {
  name: string;
  email: string;
  phone: string;
  address: {
    country: typeof SHIPPING_COUNTRY_CODE;
    line1: string;
    line2: string;
    city: string;
    state: string;
    postal_code: string;
  };
}

/** The billing details from the shipping address: trimmed, the phone as '+1' and its digits, the country 'US' (spec 02 §5, §7). */
export function billingDetailsOf(address: ShippingAddress): BillingDetails {
  const phone = address.phone.trim();
  return {
    name: address.fullName.trim(),
    email: address.email.trim(),
    phone: toE164UsPhone(phone) ?? phone,
    address: {
      country: SHIPPING_COUNTRY_CODE,
      line1: address.addressLine1.trim(),
      line2: (address.addressLine2 ?? '').trim(),
      city: address.city.trim(),
      state: address.state.trim(),
      postal_code: address.zipCode.trim(),
    },
  };
}
