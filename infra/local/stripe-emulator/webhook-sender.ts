import Stripe from 'stripe';
import type { EmulatorEvent } from './event-types';

export interface WebhookSenderOptions {
  url?: string;
  secret: string;
  /** Waits before each retry; the first attempt goes out at once. */
  retryDelaysMs: readonly number[];
  log: (line: string) => void;
}

const attemptTimeoutMs = 10_000;

/**
 * Posts events to the webhook URL the way Stripe does: JSON body, `Stripe-Signature` made with
 * the stripe package's own test-header helper (so `stripe.webhooks.constructEvent` accepts it),
 * a fresh signature per attempt, retried on failure. Always off the API request's path: an
 * answer never waits for a delivery, as on Stripe.
 */
export class WebhookSender {
  private url: string | undefined;
  private stopped = false;
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<{ controller: AbortController; done: Promise<void> }>();

  constructor(private readonly options: WebhookSenderOptions) {
    this.url = options.url;
  }

  setUrl(url: string | undefined): void {
    this.url = url;
  }

  send(event: EmulatorEvent): void {
    if (!this.url) {
      this.options.log(`webhook ${event.type} ${event.id} recorded only (no webhook URL set)`);
      return;
    }
    // Serialised now, so a later change to the intent cannot alter what this event says.
    this.schedule(event, JSON.stringify(event, null, 2), this.url, 0, 0);
  }

  private schedule(event: EmulatorEvent, payload: string, url: string, attempt: number, delayMs: number): void {
    if (this.stopped) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      const controller = new AbortController();
      const entry = { controller, done: Promise.resolve() };
      entry.done = this.attempt(event, payload, url, attempt, controller.signal).finally(() => this.inFlight.delete(entry));
      this.inFlight.add(entry);
    }, delayMs);
    // A pending retry alone must not keep a process (or a test run) alive.
    timer.unref();
    this.timers.add(timer);
  }

  private async attempt(event: EmulatorEvent, payload: string, url: string, attempt: number, signal: AbortSignal) {
    let outcome: string;
    try {
      const response = await fetch(url, {
        method: 'POST',
        body: payload,
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'Stripe-Signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: this.options.secret }),
        },
        signal: AbortSignal.any([signal, AbortSignal.timeout(attemptTimeoutMs)]),
      });
      await response.arrayBuffer();
      if (response.ok) {
        event.pending_webhooks = 0;
        this.options.log(`webhook ${event.type} ${event.id} delivered (${response.status}, attempt ${attempt + 1})`);
        return;
      }
      outcome = `answered ${response.status}`;
    } catch (error) {
      if (this.stopped) return;
      outcome = `failed: ${error instanceof Error ? error.message : String(error)}`;
    }
    const delay = this.options.retryDelaysMs[attempt];
    if (delay === undefined) {
      this.options.log(`webhook ${event.type} ${event.id} ${outcome}; giving up after ${attempt + 1} attempts`);
      return;
    }
    this.options.log(`webhook ${event.type} ${event.id} ${outcome}; retrying in ${delay} ms`);
    this.schedule(event, payload, url, attempt + 1, delay);
  }

  /** Cancels pending retries and aborts deliveries under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    const running = [...this.inFlight];
    for (const entry of running) entry.controller.abort();
    await Promise.all(running.map((entry) => entry.done));
  }
}
