import { cancelRefundedCheckout, completeCheckout, recordPaymentFailure, releaseHold } from '../repositories/checkouts';
import { recordRefund } from '../repositories/order-status';
import { getOrderRecord, type OrderRecord } from '../repositories/orders';
import { claimParts, getPromotion } from '../repositories/promos';
import { createPaymentCompletion } from '../services/payment-completion';
import { stripeGateway } from './payment-gateway';

/** A late payment's promo claimed again under the code's rules as they are now, or null when the code is gone. */
async function reclaimPromo(record: OrderRecord) {
  const promotion = record.promoClaim ? await getPromotion(record.promoClaim.code) : undefined;
  return promotion ? claimParts(promotion, record.userId, new Date(), { andUse: true }).parts : null;
}

/** The completion as deployed: the table and Stripe (the emulator on the laptop). */
export const paymentCompletion = createPaymentCompletion({
  completeCheckout: (record, payment, now) => completeCheckout(record, payment, now, reclaimPromo),
  cancelRefundedCheckout,
  recordPaymentFailure,
  releaseHold,
  getOrderRecord,
  recordRefund,
  payments: stripeGateway,
});
