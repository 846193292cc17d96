import { StripeApiError } from './stripe-errors';

export interface SavedResponse {
  status: number;
  body: string;
}

interface Entry extends SavedResponse {
  fingerprint: string;
  savedAt: number;
}

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Stripe's idempotent requests: a POST repeated with the same `Idempotency-Key` (per API key)
 * gets the first answer back byte for byte, a reuse with other parameters is refused. Keys
 * live 24 hours; the oldest go first past `maxEntries`, since the SDK keys every POST.
 */
export class IdempotencyCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly maxEntries = 10_000) {}

  /** The saved answer for this key, if any; throws when the key was used for other parameters. */
  lookup(scope: string, key: string, fingerprint: string): SavedResponse | undefined {
    if (key.length > 255) {
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        message: 'Idempotency-Key must be at most 255 characters long.',
      });
    }
    const entry = this.entries.get(`${scope}\n${key}`);
    if (!entry || Date.now() - entry.savedAt > dayMs) return undefined;
    if (entry.fingerprint !== fingerprint) {
      throw new StripeApiError(400, {
        type: 'idempotency_error',
        message:
          'Keys for idempotent requests can only be used with the same parameters they were first used with. ' +
          `Try using a key other than '${key}' if you meant to execute a different request.`,
      });
    }
    return { status: entry.status, body: entry.body };
  }

  save(scope: string, key: string, fingerprint: string, response: SavedResponse): void {
    const id = `${scope}\n${key}`;
    this.entries.delete(id);
    this.entries.set(id, { ...response, fingerprint, savedAt: Date.now() });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldest);
    }
  }
}
