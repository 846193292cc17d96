import type { ShortLine } from '@shared/cart/stock-hold';
import type { PaymentIntentRequest } from '../payments/payment-intent-request';
import * as routes from '@shared/routes/endpoints';
import { ApiError, api } from '@/lib/api-client';

/**
 * POST /api/customer/create-payment-intent: the server prices the cart, holds the lines' stock
 * and opens the intent (spec 02 §3). Lines it cannot all hold are a 409 `OUT_OF_STOCK` with them.
 */
export function createPaymentIntent(request: PaymentIntentRequest) {
  return api(routes.createPaymentIntent, { body: request });
}

/** The lines a refusal names when their stock could not all be held, or null for any other failure. */
export function shortLinesOf(error: unknown): ShortLine[] | null {
  if (!(error instanceof ApiError) || error.code !== 'OUT_OF_STOCK') return null;
  // An error body's extra fields are untyped (shared/errors.ts): the list is checked, not assumed.
  const lines = (error.body as { lines?: unknown }).lines;
  return Array.isArray(lines) ? (lines as ShortLine[]) : null;
}
