import { AppError } from '@shared/errors';
import type { AlertAnswer, WishAlert } from '@shared/routes/alerts';
import type { Product } from '@shared/types';
import { ALERT_MESSAGES } from '@shared/wishlist/alerts';
import type { WishLine } from '../repositories/wishlist';

/** What listing the alerts reads: the customer's wishlist entries and the catalogue. */
interface AlertListDeps {
  getProduct(productId: string): Promise<Product | undefined>;
  listWishLines(userId: string): Promise<WishLine[]>;
}

/** The saved products, most recently saved first, each with its setting; deleted products are left out. */
async function alertsOf(deps: AlertListDeps, userId: string): Promise<WishAlert[]> {
  const lines = await deps.listWishLines(userId);
  lines.sort((a, b) => b.addedAt.localeCompare(a.addedAt));
  const products = await Promise.all(lines.map((line) => deps.getProduct(line.productId)));
  return lines.flatMap((line, i) => (products[i] ? [{ product: products[i], on: line.alert === true }] : []));
}

/**
 * A customer's wishlist alerts. They are off for a saved product until the customer turns them
 * on (in the profile) or asks to be notified about it ("Notify me", which saves it too).
 */
export function createAlertList(deps: AlertListDeps) {
  return async function listAlerts(userId: string): Promise<{ alerts: WishAlert[] }> {
    return { alerts: await alertsOf(deps, userId) };
  };
}

/** Turns a product's alerts on (saving it) or off, and answers the alerts as they now are. */
export function createAlertSetting(
  deps: AlertListDeps & { setWishAlert(userId: string, productId: string, on: boolean, now: Date): Promise<void>; now?: () => Date },
) {
  const now = deps.now ?? (() => new Date());
  return async function setAlert(userId: string, productId: string, on: boolean): Promise<AlertAnswer> {
    if (on && !(await deps.getProduct(productId))) throw new AppError('NOT_FOUND', 'Product not found');
    await deps.setWishAlert(userId, productId, on, now());
    const alerts = await alertsOf(deps, userId);
    return {
      success: true,
      message: on ? ALERT_MESSAGES.alertOn : ALERT_MESSAGES.alertOff,
      products: alerts.map((alert) => alert.product),
      alerts: alerts.filter((alert) => alert.on).map((alert) => alert.product.product_id),
    };
  };
}
