import { env } from '../commons/env';
import { customerClaims, customerHasPaidOrder, getPromotion } from '../repositories/promos';
import { createPromoCheck } from './promo-check';

/** The promo check as deployed: the table's promotions, claims and orders, in the shop's time zone. */
export const livePromoCheck = createPromoCheck({
  getPromotion,
  customerClaims,
  hasPaidOrder: customerHasPaidOrder,
  timeZone: env.shopTimeZone,
});
