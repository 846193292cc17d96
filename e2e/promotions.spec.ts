import { type APIRequestContext, type Browser, type Page, expect, test } from '@playwright/test';
import { type Promotion, promotionRules } from '@shared/cart/promo-codes';
import type { Product } from '@shared/types';
import { apiGet, bearer, screenReady, signInAsAdmin, tag } from './admin-support';
import { newVerifiedCustomer, signIn } from './sessions';

const dollars = (value: number) => `$${value.toFixed(2)}`;

/** A product in stock under $75 from the seed catalogue. */
async function aProduct(request: APIRequestContext): Promise<Product> {
  const catalogue = (await (await request.get('/api/customer/products')).json()) as Product[];
  const product = catalogue.find((p) => p.stock_quantity > 20 && p.retail_price > 20 && p.retail_price < 75);
  expect(product, 'a product in stock under $75 in the seed catalogue').toBeTruthy();
  return product!;
}

/** The merchant's promotion, made through the admin API: percent off, with a minimum. */
async function createPromotion(
  request: APIRequestContext,
  token: string,
  rules: { value: number; minSubtotal: number | null },
): Promise<string> {
  const code = `SALE${tag()}`.toUpperCase();
  const answer = await request.post('/api/admin/promotions', {
    headers: bearer(token),
    data: promotionRules({ code, ...rules }),
  });
  expect(answer.status(), await answer.text()).toBeLessThan(300);
  return code;
}

/** A fresh signed-in customer in a browser context of their own, with `quantity` of the product in their cart. */
async function customerWithCart(browser: Browser, product: Product, quantity: number): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const customer = await newVerifiedCustomer(context.request, 'promo');
  const { token } = await signIn(page, context.request, customer.email, customer.password);
  const added = await context.request.post('/api/customer/cart', {
    headers: bearer(token),
    data: { productId: product.product_id, quantity },
  });
  expect(added.status()).toBe(200);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  return page;
}

async function applyCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Promo code' }).fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
}

test('an admin adds a 15% code with a minimum; a customer is told how much more it needs, then pays with it', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const adminToken = await signInAsAdmin(page, request);
  const product = await aProduct(request);
  // One bottle is short of the minimum; two are above it.
  const minimum = Math.ceil(product.retail_price * 1.5);
  const code = `SALE${tag()}`.toUpperCase();
  await page.goto('/admin/promotions');
  await screenReady(page, 'Promotions');
  await page.getByRole('button', { name: 'Add Promotion' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Promotion' });
  await dialog.getByLabel('Code').fill(code);
  await dialog.getByLabel('Percent off').fill('15');
  await dialog.getByLabel('Minimum subtotal').fill(String(minimum));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const shopper = await customerWithCart(browser, product, 1);
  await applyCode(shopper, code.toLowerCase());
  const applied = shopper.getByTestId('applied-promo');
  await expect(applied).toContainText(code);
  await expect(applied).toContainText(`Add ${dollars(minimum - product.retail_price)} more to use this code.`);
  await expect(shopper.getByTestId('summary-discount')).toHaveText('$0.00');

  await shopper.getByRole('button', { name: `Increase quantity of ${product.name}` }).click();
  await expect(applied).toContainText('15% off');
  await expect(applied).not.toContainText('more to use this code');
  const discount = Math.round(product.retail_price * 2 * 15) / 100;
  await expect(shopper.getByTestId('summary-discount')).toHaveText(`−${dollars(discount)}`);
  const total = await shopper.getByTestId('summary-total').innerText();

  await shopper.getByRole('button', { name: 'Secure Checkout' }).click();
  await shopper.getByLabel('Full Name', { exact: true }).fill('Ada Lovelace');
  await shopper.getByLabel('Phone', { exact: true }).pressSequentially('5551234567');
  await shopper.getByLabel('Address Line 1', { exact: true }).fill('1 Main Street');
  await shopper.getByLabel('City', { exact: true }).fill('Portland');
  await shopper.getByLabel('State', { exact: true }).selectOption('Oregon');
  await shopper.getByLabel('ZIP Code', { exact: true }).fill('97205');
  await shopper.getByRole('button', { name: 'Continue to Payment' }).click();
  const form = shopper.getByTestId('local-card-form');
  await expect(form).toBeVisible();
  await form.getByLabel('Card number', { exact: true }).pressSequentially('4242424242424242');
  await form
    .getByLabel('Expiration date', { exact: true })
    .pressSequentially(`12${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`);
  await form.getByLabel('Security code', { exact: true }).fill('123');
  await shopper.getByRole('button', { name: `Pay ${total}` }).click();
  await expect(shopper.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible({ timeout: 20_000 });

  const listed = await apiGet<{ promotions: Promotion[] }>(request, adminToken, '/api/admin/promotions');
  expect(listed.promotions.find((p) => p.code === code)).toMatchObject({ uses: 1 });
  await shopper.context().close();
});

test('an admin deactivates a code on the Promotions screen, and a customer applying it is refused', async ({ page, request, browser }) => {
  test.setTimeout(90_000);
  const adminToken = await signInAsAdmin(page, request);
  const product = await aProduct(request);
  const code = await createPromotion(request, adminToken, { value: 10, minSubtotal: null });

  const shopper = await customerWithCart(browser, product, 1);
  await applyCode(shopper, code);
  await expect(shopper.getByTestId('applied-promo')).toContainText('10% off');

  await page.goto('/admin/promotions');
  await screenReady(page, 'Promotions');
  const row = page.getByTestId('promotion-row').filter({ has: page.locator('th', { hasText: new RegExp(`^${code}$`) }) });
  await row.getByRole('button', { name: `Deactivate ${code}` }).click();
  await expect(row.locator('[data-label="Status"]')).toHaveText('Inactive');

  await shopper.getByRole('button', { name: `Remove promo code ${code}` }).click();
  await applyCode(shopper, code);
  await expect(shopper.getByText('This code is no longer active.')).toBeVisible();
  await expect(shopper.getByTestId('applied-promo')).toHaveCount(0);
  await shopper.context().close();
});
