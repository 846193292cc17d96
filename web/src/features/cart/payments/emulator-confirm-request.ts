import { paymentIntentIdOf } from '@shared/cart/checkout-messages';
import type { BillingDetails } from './billing-details';
import { type CardEntry, cardParams } from './card-rules';

/**
 * The call Stripe.js makes to confirm an intent with a card, as the local emulator takes it:
 * POST {apiBase}/v1/payment_intents/{id}/confirm, form-encoded, with the publishable key and the
 * intent's client secret, the card and the billing details.
 */
export function emulatorConfirmRequest(options: {
  apiBase: string;
  publishableKey: string;
  clientSecret: string;
  card: CardEntry;
  billing: BillingDetails;
}): { url: string; init: RequestInit } {
  const { apiBase, publishableKey, clientSecret, card, billing } = options;
  const { number, expMonth, expYear, cvc } = cardParams(card);
  const pm = 'payment_method_data';
  const body = new URLSearchParams({
    key: publishableKey,
    client_secret: clientSecret,
    [`${pm}[type]`]: 'card',
    [`${pm}[card][number]`]: number,
    [`${pm}[card][exp_month]`]: expMonth,
    [`${pm}[card][exp_year]`]: expYear,
    [`${pm}[card][cvc]`]: cvc,
    [`${pm}[billing_details][name]`]: billing.name,
    [`${pm}[billing_details][email]`]: billing.email,
    [`${pm}[billing_details][phone]`]: billing.phone,
    [`${pm}[billing_details][address][country]`]: billing.address.country,
    [`${pm}[billing_details][address][line1]`]: billing.address.line1,
    [`${pm}[billing_details][address][line2]`]: billing.address.line2,
    [`${pm}[billing_details][address][city]`]: billing.address.city,
    [`${pm}[billing_details][address][state]`]: billing.address.state,
    [`${pm}[billing_details][address][postal_code]`]: billing.address.postal_code,
    expected_payment_method_type: 'card',
  });
  const id = encodeURIComponent(paymentIntentIdOf(clientSecret));
  return {
    url: `${apiBase.replace(/\/+$/, '')}/v1/payment_intents/${id}/confirm`,
    init: { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body },
  };
}

/** Reads the emulator's answer as Stripe.js reports it: the intent's status, or the `error` object. */
export async function readConfirmAnswer(response: Response): Promise<{ status: string } | { error: { type?: string; message?: string } }> {
  const body = (await response.json().catch(() => null)) as { status?: unknown; error?: { type?: unknown; message?: unknown } } | null;
  if (response.ok && typeof body?.status === 'string') return { status: body.status };
  const error = body?.error;
  return {
    error: {
      type: typeof error?.type === 'string' ? error.type : undefined,
      message: typeof error?.message === 'string' ? error.message : undefined,
    },
  };
}
