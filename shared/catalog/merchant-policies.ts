import type { MerchantReturnPolicy, OfferShippingDetails } from 'schema-dts';
import { DELIVERY_DAYS, shippingCents } from '../cart/shipping';
import { fromCents } from '../format/money';

/** The one country the shop sells to and takes returns from (terms: the 50 United States). */
const SHOP_COUNTRY = 'US';

/** The shop's public terms page, which the return policy below restates. */
const TERMS_PATH = '/terms';

/**
 * The return policy of the terms page (web/src/features/legal, "Returns and refunds"): unopened,
 * sealed items within 30 days of delivery, by mail, refunded to the card; the customer pays the
 * postage back, and a damaged or wrong item comes back free. The page reads its window from here;
 * the rest restates its words, so it must match those terms: change both together.
 */
export const RETURN_POLICY = {
  days: 30,
  method: 'https://schema.org/ReturnByMail',
  fees: 'https://schema.org/ReturnFeesCustomerResponsibility',
  defectFees: 'https://schema.org/FreeReturn',
  refundType: 'https://schema.org/FullRefund',
} as const;

/**
 * The delivery window behind the order's estimate of DELIVERY_DAYS: packed within a day, then at
 * most the rest of the estimate with the carrier.
 */
export const HANDLING_DAYS = { min: 0, max: 1 } as const;
export const TRANSIT_DAYS = { min: 1, max: DELIVERY_DAYS - HANDLING_DAYS.max } as const;

/** The return policy of every offer, as Google's merchant listings read it. */
export function returnPolicyLd(origin: string): MerchantReturnPolicy {
  return {
    '@type': 'MerchantReturnPolicy',
    applicableCountry: SHOP_COUNTRY,
    returnPolicyCountry: SHOP_COUNTRY,
    returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
    merchantReturnDays: RETURN_POLICY.days,
    returnMethod: RETURN_POLICY.method,
    returnFees: RETURN_POLICY.fees,
    itemDefectReturnFees: RETURN_POLICY.defectFees,
    refundType: RETURN_POLICY.refundType,
    merchantReturnLink: `${origin}${TERMS_PATH}`,
  };
}

/**
 * Shipping of one unit bought alone, by the cart's own rule: free when its price is above the
 * free-shipping threshold, else the flat fee; US addresses only.
 */
export function shippingDetailsLd(priceCents: number): OfferShippingDetails {
  return {
    '@type': 'OfferShippingDetails',
    shippingRate: { '@type': 'MonetaryAmount', value: fromCents(shippingCents(priceCents)), currency: 'USD' },
    shippingDestination: { '@type': 'DefinedRegion', addressCountry: SHOP_COUNTRY },
    deliveryTime: {
      '@type': 'ShippingDeliveryTime',
      handlingTime: { '@type': 'QuantitativeValue', minValue: HANDLING_DAYS.min, maxValue: HANDLING_DAYS.max, unitCode: 'DAY' },
      transitTime: { '@type': 'QuantitativeValue', minValue: TRANSIT_DAYS.min, maxValue: TRANSIT_DAYS.max, unitCode: 'DAY' },
    },
  };
}
