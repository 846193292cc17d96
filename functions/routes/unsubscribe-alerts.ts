import { alertRoutes } from '../../shared/routes/alerts';
import { ALERT_MESSAGES } from '../../shared/wishlist/alerts';
import { defineHandler } from '../commons/define-handler';
import { customerOfUnsubscribeToken } from '../mail/unsubscribe-link';
import { turnOffWishAlerts } from '../repositories/wish-alerts';

/** One click from an alert email, signed in or not: every alert of the token's customer goes off. */
export const handler = defineHandler(alertRoutes.unsubscribeAlerts, async ({ query }) => {
  const userId = await customerOfUnsubscribeToken(query.token);
  return { success: true as const, message: ALERT_MESSAGES.unsubscribed, turnedOff: await turnOffWishAlerts(userId) };
});
