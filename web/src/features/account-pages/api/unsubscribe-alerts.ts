import { ALERT_MESSAGES } from '../../../../../shared/wishlist/alerts';
import { errorMessage } from '../../../lib/api-client';
import { unsubscribeAlerts } from '../../wishlist/api/wishlist-alerts';

export type UnsubscribeOutcome = { ok: true; message: string } | { ok: false; message: string };

// Asked at most once per token and page load, however often React runs the effect.
const asked = new Map<string, Promise<UnsubscribeOutcome>>();

/** POST /api/alerts/unsubscribe?token=…, once per token: the message to show. */
export function unsubscribeOnce(token: string): Promise<UnsubscribeOutcome> {
  let outcome = asked.get(token);
  if (!outcome) {
    outcome = unsubscribeAlerts(token).then(
      (answer): UnsubscribeOutcome => ({ ok: true, message: answer.message }),
      (error: unknown): UnsubscribeOutcome => ({ ok: false, message: errorMessage(error, ALERT_MESSAGES.linkInvalid) }),
    );
    asked.set(token, outcome);
  }
  return outcome;
}
