import * as routes from '@shared/routes/endpoints';
import { errorMessage, request } from '@/lib/api-client';

export type UnsubscribeOutcome = { ok: true; message: string } | { ok: false; message: string };

/** The routes an emailed unsubscribe link calls: each answers the message to show. */
export type UnsubscribeRoute = typeof routes.unsubscribeAlerts | typeof routes.unsubscribeNewsletter;

// Asked at most once per route, token and page load, however often React runs the effect.
const asked = new Map<string, Promise<UnsubscribeOutcome>>();

/**
 * POSTs the link's token to its route in a form body (`token=…`), the way the route reads it
 * beside a mail client's one-click form: never in the address, whose query the CDN's logs keep.
 * Once per token: the message to show, the route's or `invalid` when it gives none.
 */
export function unsubscribeOnce(route: UnsubscribeRoute, token: string, invalid: string): Promise<UnsubscribeOutcome> {
  const key = `${route.path} ${token}`;
  let outcome = asked.get(key);
  if (!outcome) {
    const body = new Blob([new URLSearchParams({ token }).toString()], { type: 'application/x-www-form-urlencoded' });
    outcome = request<{ message: string }>(route.method, route.path, { body }).then(
      (answer): UnsubscribeOutcome => ({ ok: true, message: answer.message }),
      (error: unknown): UnsubscribeOutcome => ({ ok: false, message: errorMessage(error, invalid) }),
    );
    asked.set(key, outcome);
  }
  return outcome;
}
