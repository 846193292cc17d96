import * as routes from '@shared/routes/endpoints';
import { api } from '@/lib/api-client';

/** GET /api/payments/config: which card form to show (Stripe or the local emulator) and its publishable key. */
export function getPaymentConfig(signal?: AbortSignal) {
  return api(routes.paymentConfig, { signal });
}
