import { alertRoutes } from '@shared/routes/alerts';
import { ALERT_MESSAGES } from '@shared/wishlist/alerts';
import { defineSignedInHandler } from '../commons/signed-in-handler';
import { turnOffWishAlerts } from '../repositories/wish-alerts';

export const handler = defineSignedInHandler(alertRoutes.turnOffWishlistAlerts, async ({ user }) => ({
  success: true as const,
  message: ALERT_MESSAGES.allOff,
  turnedOff: await turnOffWishAlerts(user.id),
}));
