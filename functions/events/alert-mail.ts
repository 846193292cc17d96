import { toCents } from '@shared/format/money';
import type { Product } from '@shared/types';
import { productPagePath } from '@shared/wishlist/alerts';
import type { AlertTemplateName, QueuedMail, RenderedMail } from '../mail/mail-types';
import { renderMail } from '../mail/templates/layout';
import { backInStockContent, priceDropContent } from '../mail/templates/wish-alerts';
import type { WishLine } from '../repositories/wishlist';

export interface AlertMailDeps {
  getProduct(productId: string): Promise<Product | undefined>;
  /** The customer's entry as it is now (consistent read). */
  getWishLine(userId: string, productId: string): Promise<WishLine | undefined>;
  /** The reader's unsubscribe page and the one-click address mail clients post to. */
  unsubscribeLinks(userId: string): Promise<{ page: string; oneClick: string }>;
  siteUrl(): string;
}

/** An alert ready to send, with its List-Unsubscribe headers, or why it must not go. */
export type ComposedAlert = { rendered: RenderedMail; headers: { name: string; value: string }[] } | { drop: string };

/**
 * An alert email as it should go now, checked against the table at the moment of sending: the
 * customer's alert is still on (not unsubscribed, product not removed), a restocked product is
 * still in stock (none when it sold out again first), a price is still below the one it fell from.
 */
export function createAlertComposer(deps: AlertMailDeps) {
  return async (mail: QueuedMail & { template: AlertTemplateName }): Promise<ComposedAlert> => {
    if (!mail.userId || !mail.productId) return { drop: 'no customer or product' };
    const [product, line] = await Promise.all([deps.getProduct(mail.productId), deps.getWishLine(mail.userId, mail.productId)]);
    if (!line?.alert) return { drop: 'alerts are off' };
    if (!product) return { drop: 'the product is gone' };
    if (product.stock_quantity <= 0) return { drop: 'the product is out of stock' };
    const current = { name: product.name, brand: product.brand, retailCents: toCents(product.retail_price) };
    const unsubscribe = await deps.unsubscribeLinks(mail.userId);
    const links = { product: `${deps.siteUrl()}${productPagePath(product.product_id)}`, unsubscribe: unsubscribe.page };
    let content;
    if (mail.template === 'back-in-stock') {
      content = backInStockContent(mail.username, current, links);
    } else {
      const oldCents = mail.oldCents ?? 0;
      if (current.retailCents >= oldCents) return { drop: 'the price is no longer lower' };
      content = priceDropContent(mail.username, current, { oldCents, newCents: current.retailCents }, links);
    }
    return { rendered: renderMail(content), headers: listUnsubscribeHeaders(unsubscribe.oneClick) };
  };
}

/** The headers of RFC 8058's one-click unsubscribe, posting to `oneClick`. */
export function listUnsubscribeHeaders(oneClick: string): { name: string; value: string }[] {
  return [
    { name: 'List-Unsubscribe', value: `<${oneClick}>` },
    { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
  ];
}

export type AlertComposer = ReturnType<typeof createAlertComposer>;
