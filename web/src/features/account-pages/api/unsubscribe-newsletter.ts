import * as routes from '@shared/routes/endpoints';
import type { ResponseOf } from '@shared/route-kit';
import type { SpecOf } from '@/lib/api-client';
import { NEWSLETTER_UNSUBSCRIBE_MESSAGES } from '@shared/newsletter/newsletter-unsubscribe';
import { errorMessage, request } from '@/lib/api-client';
import type { UnsubscribeOutcome } from './unsubscribe-alerts';

// Asked at most once per token and page load, however often React runs the effect.
const asked = new Map<string, Promise<UnsubscribeOutcome>>();

/** POST /api/newsletter/unsubscribe with the link's token in a form body, never in the address (as the alerts' page does). */
function unsubscribeNewsletter(token: string) {
  const { method, path } = routes.unsubscribeNewsletter;
  const body = new Blob([new URLSearchParams({ token }).toString()], { type: 'application/x-www-form-urlencoded' });
  return request<ResponseOf<SpecOf<typeof routes.unsubscribeNewsletter>>>(method, path, { body });
}

/** Leaves the newsletter with the token, once per token: the message to show. */
export function leaveNewsletterOnce(token: string): Promise<UnsubscribeOutcome> {
  let outcome = asked.get(token);
  if (!outcome) {
    outcome = unsubscribeNewsletter(token).then(
      (answer): UnsubscribeOutcome => ({ ok: true, message: answer.message }),
      (error: unknown): UnsubscribeOutcome => ({ ok: false, message: errorMessage(error, NEWSLETTER_UNSUBSCRIBE_MESSAGES.linkInvalid) }),
    );
    asked.set(token, outcome);
  }
  return outcome;
}
