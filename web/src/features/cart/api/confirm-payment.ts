import { paymentIntentIdOf } from '@shared/cart/checkout-messages';
import * as routes from '@shared/routes/endpoints';
import { api } from '@/lib/api-client';
import { emit } from '@/lib/events';

/** POST /api/customer/confirm-payment: completes the paid order; the cart lost its bought lines, so the header reloads its count. */
export async function confirmPayment(clientSecret: string, orderId: string) {
  const answer = await api(routes.confirmPayment, { body: { paymentIntentId: paymentIntentIdOf(clientSecret), orderId } });
  emit('cart-changed');
  return answer;
}
