import { describe, expect, it } from 'vitest';
import { DELIVERY_DAYS } from '../cart/shipping';
import { HANDLING_DAYS, RETURN_POLICY, TRANSIT_DAYS, returnPolicyLd, shippingDetailsLd } from './merchant-policies';

describe('shippingDetailsLd', () => {
  const rate = (priceCents: number) => (shippingDetailsLd(priceCents).shippingRate as { value: number }).value;

  it('ships one unit free only strictly above $75, else for the flat fee', () => {
    expect(rate(7501)).toBe(0);
    expect(rate(7500)).toBe(9.99);
    expect(rate(1999)).toBe(9.99);
  });

  it('promises delivery within the estimate an order shows', () => {
    expect(HANDLING_DAYS.max + TRANSIT_DAYS.max).toBe(DELIVERY_DAYS);
    expect(shippingDetailsLd(1000).deliveryTime).toMatchObject({
      handlingTime: { minValue: 0, maxValue: 1, unitCode: 'DAY' },
      transitTime: { minValue: 1, maxValue: DELIVERY_DAYS - 1, unitCode: 'DAY' },
    });
  });
});

describe('returnPolicyLd', () => {
  it('states the terms: 30 days by mail in the US, postage on the customer, defects free, and links the terms', () => {
    expect(RETURN_POLICY.days).toBe(30);
    expect(returnPolicyLd('https://maison.example')).toEqual({
      '@type': 'MerchantReturnPolicy',
      applicableCountry: 'US',
      returnPolicyCountry: 'US',
      returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
      merchantReturnDays: 30,
      returnMethod: 'https://schema.org/ReturnByMail',
      returnFees: 'https://schema.org/ReturnFeesCustomerResponsibility',
      itemDefectReturnFees: 'https://schema.org/FreeReturn',
      refundType: 'https://schema.org/FullRefund',
      merchantReturnLink: 'https://maison.example/terms',
    });
  });
});
