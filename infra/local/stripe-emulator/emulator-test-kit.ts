import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { startStripeEmulator, type StripeEmulator, type StripeEmulatorOptions } from './index';

/** Helpers for the emulator's own tests: a real SDK client and a webhook receiver on free ports. */
export const testWebhookSecret = 'whsec_emulator_tests';

export function stripeFor(emulator: StripeEmulator, key = 'sk_test_emulator_tests'): Stripe {
  return new Stripe(key, { host: '127.0.0.1', port: emulator.port, protocol: 'http', maxNetworkRetries: 0, telemetry: false });
}

export async function startTestEmulator(options: Partial<StripeEmulatorOptions> = {}) {
  const emulator = await startStripeEmulator({ port: 0, webhookSecret: testWebhookSecret, ...options });
  return { emulator, stripe: stripeFor(emulator) };
}

/** The rejection of `promise`, for asserting on the SDK's typed errors. */
export async function rejectionOf(promise: Promise<unknown>): Promise<Stripe.errors.StripeError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof Stripe.errors.StripeError)) throw new Error(`expected a StripeError, got ${String(error)}`);
  return error;
}

export interface ReceivedWebhook {
  body: string;
  headers: IncomingHttpHeaders;
}

/**
 * A local endpoint that records every delivery. `status` decides each answer (attempt number
 * from 1), so tests can make the first attempts fail and watch the retries.
 */
export async function startWebhookReceiver(status: (attempt: number) => number = () => 200) {
  const received: ReceivedWebhook[] = [];
  const waiters: Array<() => void> = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ body: Buffer.concat(chunks).toString('utf8'), headers: req.headers });
      res.writeHead(status(received.length)).end();
      for (const wake of waiters.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  /** Resolves once `count` deliveries have arrived; fails after `timeoutMs`. */
  async function waitFor(count: number, timeoutMs = 5000): Promise<ReceivedWebhook[]> {
    const deadline = Date.now() + timeoutMs;
    while (received.length < count) {
      if (Date.now() > deadline) throw new Error(`expected ${count} webhook deliveries, got ${received.length}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
    return received.slice(0, count);
  }

  return {
    url: `http://127.0.0.1:${port}/api/stripe/webhook`,
    received,
    waitFor,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
