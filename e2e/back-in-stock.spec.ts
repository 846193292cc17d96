import { type APIRequestContext, expect, test } from '@playwright/test';
import type { Product } from '@shared/types';
import { ALERT_MESSAGES } from '@shared/wishlist/alerts';
import { bearer, signInAsAdmin, tag } from './admin-support';
import { linkIn, mailsTo, waitForMail } from './mailbox';
import { newVerifiedCustomer, signIn } from './sessions';

/** Waits until the shop's catalogue shows the product as `check` wants it (the snapshot follows the table). */
async function catalogueShows(request: APIRequestContext, productId: string, check: (product: Product) => boolean): Promise<void> {
  await expect
    .poll(
      async () => {
        const catalogue = (await (await request.get('/api/customer/products')).json()) as Product[];
        const product = catalogue.find((p) => p.product_id === productId);
        return product !== undefined && check(product);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
}

test('a customer asks to be told when a product is back, an admin restocks it, and the email opens it in the shop', async ({
  browser,
  page,
  request,
}) => {
  const suffix = tag();
  const adminToken = await signInAsAdmin(await page.context().newPage(), request);
  const catalogue = (await (await request.get('/api/customer/products')).json()) as Product[];
  const productId = `e2e-back-${suffix}`;
  const name = `Back Soon ${suffix}`;
  const created = await request.post('/api/admin/products', {
    headers: bearer(adminToken),
    multipart: {
      product_id: productId,
      name,
      brand: catalogue[0]!.brand,
      category: 'Unisex',
      tags: 'e2e',
      rating: '4.5',
      cost_price: '30',
      retail_price: '58',
      stock_quantity: '0',
      description: 'Sold out, for now.',
    },
  });
  expect(created.status(), await created.text()).toBeLessThan(300);
  try {
    const customer = await newVerifiedCustomer(request, 'waiting');
    await signIn(page, request, customer.email, customer.password);
    await catalogueShows(request, productId, (p) => p.stock_quantity === 0);

    await page.goto('/shop');
    await page.getByRole('searchbox', { name: 'Search products' }).fill(name);
    const card = page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(card.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
    await card.getByRole('button', { name: "Notify me when it's back" }).click();
    await expect(page.getByRole('status').filter({ hasText: "We'll email you when it's back in stock." })).toBeVisible();
    // Saved to the wishlist too: the heart says so.
    await expect(card.getByRole('button', { name: `Remove ${name} from wishlist` })).toBeVisible();

    // The admin restocks it (the inventory screen's call).
    const restocked = await request.post('/api/admin/UpdateProductQty', {
      headers: bearer(adminToken),
      data: { product_id: productId, stock_quantity: 12, expected_stock_quantity: 0 },
    });
    expect(restocked.status(), await restocked.text()).toBe(200);

    const mail = await waitForMail(customer.email, `${name} is back in stock`, { timeoutMs: 30_000 });
    expect(mail.body.text).toContain('$58.00');
    const link = linkIn(mail, '/shop');
    expect(new URL(link).searchParams.get('product')).toBe(productId);
    await catalogueShows(request, productId, (p) => p.stock_quantity === 12);

    await page.goto(link);
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: "Notify me when it's back" })).toHaveCount(0);
    // One email for the restock, however the stream delivered it.
    await page.waitForTimeout(1000);
    expect((await mailsTo(customer.email)).filter((m) => m.subject === mail.subject)).toHaveLength(1);

    // The email's unsubscribe link works in a browser that was never signed in, and says so.
    const guest = await browser.newContext();
    try {
      const guestPage = await guest.newPage();
      await guestPage.goto(linkIn(mail, '/alerts/unsubscribe'));
      await expect(guestPage.getByText(ALERT_MESSAGES.unsubscribed)).toBeVisible();
      await expect(guestPage).toHaveURL(/\/alerts\/unsubscribe$/);
    } finally {
      await guest.close();
    }
    const session = await signIn(page, request, customer.email, customer.password);
    const { alerts } = (await (await request.get('/api/customer/wishlist/alerts', { headers: bearer(session.token) })).json()) as {
      alerts: { on: boolean }[];
    };
    expect(alerts.map((alert) => alert.on)).toEqual([false]);
  } finally {
    await request.delete(`/api/admin/products/${productId}`, { headers: bearer(adminToken) });
  }
});
