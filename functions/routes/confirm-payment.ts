import { routes } from '../../shared/routes';
import { defineHandler } from '../commons/define-handler';
import { paymentCompletion } from '../payments/live-completion';

export const handler = defineHandler(routes.confirmPayment, ({ input, user }) =>
  paymentCompletion.confirmForCustomer(user.id, input.orderId, input.paymentIntentId));
