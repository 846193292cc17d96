import { describe, expect, it } from 'vitest';
import { aProduct } from '@shared/test-support/product-fixture';
import type { Product } from '@shared/types';
import type { QueuedMail } from '../mail/mail-types';
import type { WishLine } from '../repositories/wishlist';
import { createAlertComposer } from './alert-mail';

function composer(product: Product | undefined, line: WishLine | undefined) {
  return createAlertComposer({
    getProduct: async () => product,
    getWishLine: async () => line,
    unsubscribeLinks: async (userId) => ({
      page: `https://shop.example/alerts/unsubscribe#token=t-${userId}`,
      oneClick: `https://shop.example/api/alerts/unsubscribe?token=t-${userId}`,
    }),
    siteUrl: () => 'https://shop.example',
  });
}

const ON: WishLine = { productId: 'p1', addedAt: '2026-11-01T00:00:00Z', alert: true };
const back = {
  id: 'm1',
  template: 'back-in-stock',
  to: 'ann@example.com',
  username: 'Ann',
  userId: 'u1',
  productId: 'p1',
} satisfies QueuedMail;
const drop = { ...back, template: 'price-drop', oldCents: 5000, newCents: 4500 } satisfies QueuedMail;

describe('alert emails as they go', () => {
  it('show the product, its price, the shop link and the unsubscribe link and headers', async () => {
    const alert = await composer(
      aProduct({ product_id: 'p1', name: 'Rose Noir', brand: 'Maison', retail_price: 64, stock_quantity: 3 }),
      ON,
    )(back);
    if ('drop' in alert) throw new Error(alert.drop);
    expect(alert.rendered.subject).toBe('Rose Noir is back in stock');
    expect(alert.rendered.text).toContain('$64.00');
    expect(alert.rendered.text).toContain('https://shop.example/shop?product=p1');
    expect(alert.rendered.text).toContain('https://shop.example/alerts/unsubscribe#token=t-u1');
    expect(alert.headers).toEqual([
      { name: 'List-Unsubscribe', value: '<https://shop.example/api/alerts/unsubscribe?token=t-u1>' },
      { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
    ]);
  });

  it('name the old price and the current one for a drop', async () => {
    const alert = await composer(aProduct({ product_id: 'p1', name: 'Rose Noir', retail_price: 42, stock_quantity: 3 }), ON)(drop);
    if ('drop' in alert) throw new Error(alert.drop);
    expect(alert.rendered.subject).toBe('Price drop: Rose Noir is now $42.00');
    expect(alert.rendered.text).toMatch(/Was: \$50\.00/);
  });

  it('do not go when the alert is off, the product sold out or is gone, or the price came back', async () => {
    const inStock = aProduct({ product_id: 'p1', retail_price: 45, stock_quantity: 3 });
    expect(await composer(inStock, { ...ON, alert: false })(back)).toEqual({ drop: 'alerts are off' });
    expect(await composer(inStock, undefined)(back)).toEqual({ drop: 'alerts are off' });
    expect(await composer({ ...inStock, stock_quantity: 0 }, ON)(back)).toEqual({ drop: 'the product is out of stock' });
    expect(await composer(undefined, ON)(back)).toEqual({ drop: 'the product is gone' });
    expect(await composer({ ...inStock, retail_price: 50 }, ON)(drop)).toEqual({ drop: 'the price is no longer lower' });
  });
});
