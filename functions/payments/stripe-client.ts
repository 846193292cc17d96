import Stripe from 'stripe';
import { stripeSettings } from './stripe-settings';

let client: Promise<Stripe> | undefined;

/** The Stripe SDK of a warm function: against Stripe in AWS, against the local emulator on the laptop. */
export function stripeClient(): Promise<Stripe> {
  client ??= stripeSettings().then((settings) => {
    const base = settings.apiBase ? new URL(settings.apiBase) : undefined;
    return new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: 8000,
      ...(base ? { host: base.hostname, port: Number(base.port), protocol: base.protocol.replace(':', '') as 'http' | 'https' } : {}),
    });
  });
  client.catch(() => (client = undefined));
  return client;
}
