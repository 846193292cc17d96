import * as routes from '@shared/routes/endpoints';
import type { ResponseOf } from '@shared/route-kit';
import type { SpecOf } from '@/lib/api-client';
import { ALERT_MESSAGES } from '@shared/wishlist/alerts';
import { errorMessage, request } from '@/lib/api-client';

export type UnsubscribeOutcome = { ok: true; message: string } | { ok: false; message: string };

// Asked at most once per token and page load, however often React runs the effect.
const asked = new Map<string, Promise<UnsubscribeOutcome>>();

/**
 * POST /api/alerts/unsubscribe with the link's token in a form body (`token=…`), the way the
 * route reads it beside a mail client's one-click form: never in the address, whose query the
 * CDN's logs keep.
 */
function unsubscribeAlerts(token: string) {
  const { method, path } = routes.unsubscribeAlerts;
  const body = new Blob([new URLSearchParams({ token }).toString()], { type: 'application/x-www-form-urlencoded' });
  return request<ResponseOf<SpecOf<typeof routes.unsubscribeAlerts>>>(method, path, { body });
}

/** Turns the alerts off with the token, once per token: the message to show. */
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
