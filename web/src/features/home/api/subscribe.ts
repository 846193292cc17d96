import { newsletterFailureMessage } from '../newsletter-form';
import * as routes from '@shared/routes/endpoints';
import { ApiError, api } from '@/lib/api-client';

/** POST /api/subscribers/add with `{ email }`: adds the address to the newsletter. */
export function subscribe(email: string) {
  return api(routes.subscribe, { body: { email } });
}

/** The text shown when subscribing failed: the body's `error`, then its `message`, else a retry hint. */
export function subscribeErrorMessage(error: unknown): string {
  return newsletterFailureMessage(error instanceof ApiError ? error.body : undefined);
}
