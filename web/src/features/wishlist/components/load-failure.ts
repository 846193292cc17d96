import type { WishlistLoadFailure } from '../wishlist-messages';
import { ApiError } from '@/lib/api-client';

/**
 * What kind of failure a load ended in: an answer outside 2xx carries its status; fetch rejects
 * with a TypeError when no answer came at all; anything else is reported by its message.
 */
export function loadFailureOf(error: unknown): WishlistLoadFailure {
  if (error instanceof ApiError) return { kind: 'status', status: error.status };
  if (error instanceof TypeError) return { kind: 'no-response' };
  return { kind: 'other', message: error instanceof Error ? error.message : undefined };
}

/** The server's message of a failed call, when there was an answer with one. */
export function serverMessageOf(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverMessage : undefined;
}
