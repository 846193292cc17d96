import { readSecret } from '../commons/secrets';

/** The payment provider's keys, and where the SDK connects (the local emulator, or Stripe). */
export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret?: string;
  /** Set only on the laptop: the emulator's URL, e.g. `http://127.0.0.1:12111`. */
  apiBase?: string;
}

/**
 * Reads the keys once per warm function: from the environment on the laptop (STRIPE_SECRET_KEY,
 * STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_BASE), or in AWS from the secret
 * STRIPE_SECRET_ARN names, which holds JSON `{ secretKey, publishableKey, webhookSecret }`.
 */
export async function stripeSettings(): Promise<StripeSettings> {
  const e = process.env;
  if (e.STRIPE_SECRET_KEY) {
    return {
      secretKey: e.STRIPE_SECRET_KEY,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY ?? '',
      webhookSecret: e.STRIPE_WEBHOOK_SECRET || undefined,
      apiBase: e.STRIPE_API_BASE || undefined,
    };
  }
  const raw = await readSecret(undefined, e.STRIPE_SECRET_ARN, 'Stripe keys');
  let parsed: Partial<StripeSettings>;
  try {
    parsed = JSON.parse(raw) as Partial<StripeSettings>;
  } catch {
    throw new Error('The Stripe keys secret is not JSON {secretKey, publishableKey, webhookSecret}');
  }
  if (!parsed.secretKey || !parsed.publishableKey) throw new Error('The Stripe keys secret lacks secretKey or publishableKey');
  return { secretKey: parsed.secretKey, publishableKey: parsed.publishableKey, webhookSecret: parsed.webhookSecret || undefined };
}
