import { routes } from '@shared/routes';
import { api } from '@/lib/api-client';

/** GET /api/customer/wishlist/alerts: the saved products with each one's alert setting. */
export function getWishlistAlerts(signal?: AbortSignal) {
  return api(routes.getWishlistAlerts, { signal });
}

/** DELETE /api/customer/wishlist/alerts: turns every alert off. */
export function turnOffWishlistAlerts() {
  return api(routes.turnOffWishlistAlerts);
}
