import { formatCents } from '@shared/format/money';
import { type MailContent, SHOP_NAME } from './layout';

/** What an alert email shows of its product, as the catalogue has it when the email goes. */
export interface AlertProduct {
  name: string;
  brand: string;
  retailCents: number;
}

/** The links of an alert email: the product in the shop and the one-click unsubscribe page. */
export interface AlertLinks {
  product: string;
  unsubscribe: string;
}

const REASON = `You received this email because you turned on alerts for this product on your ${SHOP_NAME} wishlist.`;
const UNSUBSCRIBE = 'Unsubscribe from wishlist alerts';

/** Sent when a wishlisted product the customer asked about is in stock again. */
export function backInStockContent(username: string, product: AlertProduct, links: AlertLinks): MailContent {
  return {
    subject: `${product.name} is back in stock`,
    preheader: `${product.name} by ${product.brand} is available again at ${formatCents(product.retailCents)}.`,
    heading: `Good news, ${username}: it's back`,
    paragraphs: [
      `${product.name} by ${product.brand}, on your wishlist, is back in stock. Stock can run out again, so don't wait too long.`,
    ],
    sections: [
      {
        title: 'Your product',
        rows: [{ label: `${product.name} — ${product.brand}`, value: formatCents(product.retailCents), strong: true }],
      },
    ],
    button: { label: 'View it in the shop', url: links.product },
    reason: REASON,
    footerLink: { label: UNSUBSCRIBE, url: links.unsubscribe },
  };
}

/** Sent when a wishlisted product's price falls: the old and the new price. */
export function priceDropContent(
  username: string,
  product: AlertProduct,
  prices: { oldCents: number; newCents: number },
  links: AlertLinks,
): MailContent {
  const was = formatCents(prices.oldCents);
  const now = formatCents(prices.newCents);
  return {
    subject: `Price drop: ${product.name} is now ${now}`,
    preheader: `${product.name} went from ${was} to ${now}.`,
    heading: `A lower price for you, ${username}`,
    paragraphs: [`${product.name} by ${product.brand}, on your wishlist, now costs less.`],
    sections: [
      {
        title: 'Your product',
        rows: [
          { label: `${product.name} — ${product.brand}`, value: '' },
          { label: 'Was', value: was },
          { label: 'Now', value: now, strong: true },
        ],
      },
    ],
    button: { label: 'View it in the shop', url: links.product },
    reason: REASON,
    footerLink: { label: UNSUBSCRIBE, url: links.unsubscribe },
  };
}
