import type { PaymentIntentRequest } from '../../../../../shared/payments/payment-intent-request';
import { routes } from '../../../../../shared/routes';
import { api } from '../../../lib/api-client';

/** POST /api/customer/create-payment-intent: the server prices the cart and opens the intent (spec 02 §3). */
export function createPaymentIntent(request: PaymentIntentRequest) {
  return api(routes.createPaymentIntent, { body: request });
}
