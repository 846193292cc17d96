import * as routes from '@shared/routes/endpoints';
import { api } from '@/lib/api-client';

/** DELETE /api/customer/wishlist/alerts: turns every alert off. */
export function turnOffWishlistAlerts() {
  return api(routes.turnOffWishlistAlerts);
}
