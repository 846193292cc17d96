import * as z from 'zod/mini';
import { EMAIL_MAX_LENGTH } from '../auth/email-pattern';
import { returns, route } from '../route-kit';
import * as endpoints from './endpoints';

const INVALID_EMAIL = 'Please enter a valid email.';

/** An address as stored: trimmed, lower-cased, a deliverable-looking address of at most 254 characters. */
const email = z
  .string({ error: INVALID_EMAIL })
  .check(z.trim(), z.toLowerCase(), z.maxLength(EMAIL_MAX_LENGTH, { error: INVALID_EMAIL }), z.email({ error: INVALID_EMAIL }));

/** Newsletter subscribers. */
export const newsletterRoutes = {
  /** Subscribes an address; a new subscriber's welcome email (with its unsubscribe links) is queued in the same write. */
  subscribe: route({
    ...endpoints.subscribe,
    access: 'public',
    input: z.object({ email }),
    needs: { table: { actions: ['PutItem'], keys: ['SUBSCRIBER#*', 'OUTBOX#*'] } },
    response: returns<{ success: true; message: string }>(),
  }),
  /**
   * A newsletter email's unsubscribe, as the alerts' one works: the page posts its token in a form
   * body, a mail client's one-click posts to the address the email named, token in the query
   * (that token works once). Finds the subscriber by the token's id and removes them.
   */
  unsubscribeNewsletter: route({
    ...endpoints.unsubscribeNewsletter,
    access: 'public',
    query: z.object({
      token: z.optional(z.string().check(z.maxLength(500, { error: 'The unsubscribe token is too long' }))),
    }),
    needs: {
      table: [
        { actions: ['Query'], keys: ['SUBSCRIBER_ID#*'] },
        { actions: ['DeleteItem'], keys: ['SUBSCRIBER#*'] },
        { actions: ['UpdateItem'], keys: ['SPENT#*'] },
      ],
      sessionKey: true,
    },
    response: returns<{ success: true; message: string }>(),
  }),
};
