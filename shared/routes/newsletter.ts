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
  subscribe: route({
    ...endpoints.subscribe,
    access: 'public',
    input: z.object({ email }),
    needs: { table: { actions: ['PutItem'], keys: ['SUBSCRIBER#*'] } },
    response: returns<{ success: true; message: string }>(),
  }),
};
