import { AppError } from '@shared/errors';
import type { AlertAnswer, WishAlert } from '@shared/routes/alerts';
import type { Product } from '@shared/types';
import { ALERT_MESSAGES } from '@shared/wishlist/alerts';
import type { WishLine } from '../repositories/wishlist';

/** What the alert settings need: the catalogue and the customer's wishlist entries. */
export interface AlertSettingsDeps {
  getProduct(productId: string): Promise<Product | undefined>;
  listWishLines(userId: string): Promise<WishLine[]>;
  setWishAlert(userId: string, productId: string, on: boolean, now: Date): Promise<void>;
  now?: () => Date;
}

/**
 * A customer's wishlist alerts. They are off for a saved product until the customer turns them
 * on (in the profile) or asks to be notified about it ("Notify me", which saves it too).
 */
export function createAlertSettings(deps: AlertSettingsDeps) {
  const now = deps.now ?? (() => new Date());

  /** The saved products, most recently saved first, each with its setting; deleted products are left out. */
  async function list(userId: string): Promise<WishAlert[]> {
    const lines = await deps.listWishLines(userId);
    lines.sort((a, b) => b.addedAt.localeCompare(a.addedAt));
    const products = await Promise.all(lines.map((line) => deps.getProduct(line.productId)));
    return lines.flatMap((line, i) => (products[i] ? [{ product: products[i], on: line.alert === true }] : []));
  }

  return {
    async view(userId: string): Promise<{ alerts: WishAlert[] }> {
      return { alerts: await list(userId) };
    },

    /** Turns a product's alerts on (saving it) or off. */
    async set(userId: string, productId: string, on: boolean): Promise<AlertAnswer> {
      if (on && !(await deps.getProduct(productId))) throw new AppError('NOT_FOUND', 'Product not found');
      await deps.setWishAlert(userId, productId, on, now());
      const alerts = await list(userId);
      return {
        success: true,
        message: on ? ALERT_MESSAGES.alertOn : ALERT_MESSAGES.alertOff,
        products: alerts.map((alert) => alert.product),
        alerts: alerts.filter((alert) => alert.on).map((alert) => alert.product.product_id),
      };
    },
  };
}
