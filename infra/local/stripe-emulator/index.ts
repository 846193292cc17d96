import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EventLog } from './event-log';
import { IdempotencyCache } from './idempotency';
import { createRequestHandler } from './request-handler';
import { createStore } from './store';
import { WebhookSender } from './webhook-sender';

export interface StripeEmulatorOptions {
  /** 0 picks a free port; default 12111 (the port Stripe's own mock server uses). */
  port?: number;
  /** Where signed events are posted, e.g. the local API's `/api/stripe/webhook`. */
  webhookUrl?: string;
  /** The `whsec_…` secret the server verifies `Stripe-Signature` with. */
  webhookSecret: string;
  log?: (line: string) => void;
  /** Waits between webhook retries (default 0.5 s, 2 s, 5 s, 15 s); tests shorten them. */
  webhookRetryDelaysMs?: readonly number[];
}

export interface StripeEmulator {
  /** Base URL, e.g. `http://127.0.0.1:12111`; point the SDK at it with `host`/`port`/`protocol`. */
  url: string;
  port: number;
  /** Changes (or, with undefined, stops) webhook delivery for events raised from now on. */
  setWebhookUrl(url: string | undefined): void;
  stop(): Promise<void>;
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    // Loopback only: this stand-in has no real security and must not be reachable from the LAN.
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    // The SDK keeps connections alive; idle ones would hold close() open indefinitely.
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), 500).unref();
  });
}

/**
 * Starts the local Stripe stand-in: a subset of Stripe's REST API (PaymentIntents, card
 * PaymentMethods, refunds, events) that the real `stripe` SDK and the browser can talk to,
 * with Stripe's test cards and signed webhooks. State lives in memory only.
 */
export async function startStripeEmulator(options: StripeEmulatorOptions): Promise<StripeEmulator> {
  if (!options.webhookSecret) throw new Error('startStripeEmulator: webhookSecret is required');
  const log = options.log ?? (() => undefined);
  const sender = new WebhookSender({
    ...(options.webhookUrl ? { url: options.webhookUrl } : {}),
    secret: options.webhookSecret,
    retryDelaysMs: options.webhookRetryDelaysMs ?? [500, 2000, 5000, 15000],
    log,
  });
  const handler = createRequestHandler({
    store: createStore(),
    events: new EventLog((event) => sender.send(event)),
    idempotency: new IdempotencyCache(),
    log,
  });
  const server = createServer((req, res) => void handler(req, res));
  const port = await listen(server, options.port ?? 12111);
  const url = `http://127.0.0.1:${port}`;
  log(`listening on ${url}`);

  let stopping: Promise<void> | undefined;
  return {
    url,
    port,
    setWebhookUrl: (next) => sender.setUrl(next),
    stop: () => (stopping ??= Promise.all([sender.stop(), close(server)]).then(() => undefined)),
  };
}
