import { paymentIntentIdOf } from '@shared/cart/checkout-messages';
import * as routes from '@shared/routes/endpoints';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { emit } from '@/lib/events';

/** How often a confirmation the server was too busy to record is tried again (the money is taken already). */
const BUSY_RETRIES = 3;

const pause = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

/**
 * POST /api/customer/confirm-payment: completes the paid order; the cart lost its bought lines, so
 * the header reloads its count. In a sale, many buyers of one product may make the server answer
 * BUSY (503): the payment went through, so the confirmation is tried again after the wait it names.
 */
export async function confirmPayment(clientSecret: string, orderId: string) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const answer = await api(routes.confirmPayment, { body: { paymentIntentId: paymentIntentIdOf(clientSecret), orderId } });
      emit('cart-changed');
      return answer;
    } catch (error) {
      if (!(error instanceof ApiError) || error.code !== 'BUSY' || attempt >= BUSY_RETRIES) throw error;
      await pause(error.count('retryAfterSeconds') ?? 1);
    }
  }
}
