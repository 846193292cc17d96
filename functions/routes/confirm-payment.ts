import { paymentRoutes } from '@shared/routes/payments';
import { defineSignedInHandler } from '../commons/signed-in-handler';
import { stripeGateway } from '../payments/payment-gateway';
import { cancelRefundedCheckout, completeCheckout } from '../repositories/checkouts';
import { getOrderRecord } from '../repositories/orders';
import { reclaimPromo } from '../repositories/promos';
import { createPaymentConfirmation } from '../services/payment-completion';

const confirmPayment = createPaymentConfirmation({
  getOrderRecord,
  completeCheckout: (record, payment, now) => completeCheckout(record, payment, now, reclaimPromo),
  cancelRefundedCheckout,
  payments: stripeGateway,
});

export const handler = defineSignedInHandler(paymentRoutes.confirmPayment, ({ input, user }) =>
  confirmPayment(user.id, input.orderId, input.paymentIntentId),
);
