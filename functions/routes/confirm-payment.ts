import { paymentRoutes } from '@shared/routes/payments';
import { defineSignedInHandler } from '../commons/signed-in-handler';
import { paymentCompletion } from '../payments/live-completion';

export const handler = defineSignedInHandler(paymentRoutes.confirmPayment, ({ input, user }) =>
  paymentCompletion.confirmForCustomer(user.id, input.orderId, input.paymentIntentId),
);
