import { ERROR_STATUS, type ErrorCode } from '@shared/errors';

/**
 * An HTTP answer outside 2xx. `body` is what the server sent (parsed when JSON); every error body
 * of this API carries a `message` that is safe to show (shared/errors.ts). Network failures are
 * not ApiErrors: fetch rejects with its own TypeError, so callers can tell "offline" apart.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(stringField(body, 'message') ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
  }

  /** The server's `message`, when it sent one. */
  get serverMessage(): string | undefined {
    return stringField(this.body, 'message');
  }

  /** The error's `code` (shared/errors.ts), which the UI branches on instead of the message's words. */
  get code(): ErrorCode | undefined {
    const code = stringField(this.body, 'code');
    return code !== undefined && Object.hasOwn(ERROR_STATUS, code) ? (code as ErrorCode) : undefined;
  }

  /** A number field of the error body, such as `available` of an OUT_OF_STOCK refusal. */
  count(name: string): number | undefined {
    const value = isRecord(this.body) ? this.body[name] : undefined;
    return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
  }

  /** Any other text field of the error body, such as `error` or `email`. */
  field(name: string): string | undefined {
    return stringField(this.body, name);
  }

  /** A boolean flag of the error body, such as `emailVerificationRequired`. */
  flag(name: string): boolean {
    return isRecord(this.body) && this.body[name] === true;
  }
}

/** What to show for a failed call: the server message, else the error's text, else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function stringField(body: unknown, name: string): string | undefined {
  if (!isRecord(body)) return undefined;
  const value = body[name];
  return typeof value === 'string' && value.trim() ? value : undefined;
}
