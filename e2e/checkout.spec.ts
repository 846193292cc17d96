import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import type { CartItem, Product } from '@shared/types';
import { waitForMail } from './mailbox';
import { newVerifiedCustomer, signIn } from './sessions';
import { fillCard, fillShipping } from './checkout-steps';
import { settleTransitions } from './transitions';

/** A fresh verified customer of the test's own, signed in; answers their token and email. */
async function newCustomer(page: Page, request: APIRequestContext): Promise<{ token: string; email: string }> {
  const customer = await newVerifiedCustomer(request, 'buyer');
  const { token } = await signIn(page, request, customer.email, customer.password);
  return { token, email: customer.email };
}

/** Two products with stock to spare, each under $75 so that the pair shows the promo and free shipping at work. */
async function twoProducts(request: APIRequestContext): Promise<[Product, Product]> {
  const catalogue = (await (await request.get('/api/customer/products')).json()) as Product[];
  const fit = catalogue.filter((p) => p.stock_quantity > 20 && p.retail_price > 10 && p.retail_price < 75);
  expect(fit.length, 'two products in stock under $75 in the seed catalogue').toBeGreaterThanOrEqual(2);
  return [fit[0]!, fit[1]!];
}

async function cartOf(request: APIRequestContext, token: string): Promise<{ productId: string; quantity: number }[]> {
  const answer = await request.get('/api/customer/cart', { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  const { items } = (await answer.json()) as { items: CartItem[] };
  return items.map(({ productId, quantity }) => ({ productId, quantity })).sort((a, b) => a.productId.localeCompare(b.productId));
}

/** Adds a product from its card in the shop; the header then counts `count` items. */
async function addFromShop(page: Page, product: Product, count: number) {
  await page.getByRole('searchbox', { name: 'Search products' }).fill(product.name);
  const card = page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name: product.name, exact: true }) });
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added 1 item(s) to cart!' }).first()).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: `Cart, ${count} ${count === 1 ? 'item' : 'items'}` })).toBeVisible();
}

async function expectNoSeriousAxeViolations(page: Page, where: string) {
  // The screen as it stays: a button the pointer just left is still fading its colours back.
  await settleTransitions(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    where,
  ).toEqual([]);
}

async function expectNoHorizontalOverflow(page: Page, where: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, where).toBeLessThanOrEqual(0);
}

test('a customer pays for two products with SAVE20 and the test card, and finds the order and its email', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { email } = await newCustomer(page, request);
  const [first, second] = await twoProducts(request);

  await page.goto('/shop');
  await addFromShop(page, first, 1);
  await addFromShop(page, second, 2);
  await page.getByRole('banner').getByRole('link', { name: 'Cart, 2 items' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('list', { name: 'Checkout steps' }).getByRole('listitem')).toHaveText([/Cart/, /Shipping/, /Payment/]);
  await expect(page.getByRole('region', { name: 'Available Items (2)' }).getByTestId('cart-line')).toHaveCount(2);

  const promo = page.getByRole('textbox', { name: 'Promo code' });
  await expect(page.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await promo.fill('nothing');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Invalid promo code')).toBeVisible();
  await promo.fill('save20');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('applied-promo')).toContainText('SAVE20');
  await expect(promo).toHaveValue('');
  await expect(page.getByTestId('summary-discount')).toHaveText(/^−\$\d+\.\d{2}$/);
  const total = await page.getByTestId('summary-total').innerText();
  // NEWUSER10 takes less off: SAVE20 stays, and the cart says which code applies and why.
  await promo.fill('newuser10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('promo-notice')).toContainText('SAVE20 stays applied');
  await expect(page.getByTestId('applied-promo')).toContainText('SAVE20');
  await expect(page.getByTestId('summary-total')).toHaveText(total);
  // A reload keeps the code with the cart.
  await page.reload();
  await expect(page.getByTestId('applied-promo')).toContainText('SAVE20');
  await expect(page.getByTestId('summary-total')).toHaveText(total);

  await page.getByRole('button', { name: 'Secure Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  for (const message of [
    'Full name is required',
    'Email is required',
    'Phone number is required',
    'Address Line 1 is required',
    'City is required',
    'State is required',
    'ZIP code is required',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel('Full Name', { exact: true })).toBeFocused();
  await page.getByLabel('Full Name', { exact: true }).fill('A');
  await page.getByLabel('Email', { exact: true }).fill('ada@example');
  await page.getByLabel('Phone', { exact: true }).pressSequentially('555123');
  await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('(555) 123');
  await page.getByLabel('City', { exact: true }).fill('P');
  await page.getByLabel('ZIP Code', { exact: true }).fill('972');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  for (const message of [
    'Full name must be at least 2 characters',
    'Invalid email format',
    'Invalid US phone number (use format: (555) 123-4567)',
    'City must be at least 2 characters',
    'ZIP code must be exactly 5 digits',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await page.getByLabel('Phone', { exact: true }).fill('');
  // The account's own address, where the confirmation goes.
  await fillShipping(page, email);
  await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('(555) 123-4567');
  await expect(page.getByLabel('Country', { exact: true })).toHaveValue('United States');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await expect(page.getByTestId('test-card-hint')).toContainText('4242 4242 4242 4242');
  await fillCard(page, '4242424242424242');
  await expect(page.getByLabel('Card number', { exact: true })).toHaveValue('4242 4242 4242 4242');
  await page.getByRole('button', { name: `Pay ${total}` }).click();

  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/order-confirmation\/[\w-]+$/);
  const number = await page.getByTestId('order-number').innerText();
  expect(number).toMatch(/^ORD-\d{8}-[0-9A-Z]{6}$/);
  await expect(page.getByTestId('order-total')).toHaveText(total);
  await expect(page.getByTestId('summary-total')).toHaveText(total);
  await expect(page.getByText(/^Discount \(SAVE20\)$/)).toBeVisible();
  await expect(page.getByTestId('confirmation-emailed')).toHaveText(`We’ve emailed a confirmation to ${email}.`);
  await expect(page.getByTestId('order-date')).toHaveText(/, \d{1,2}:\d{2} [AP]M E[SD]T$/);
  await expect(page.getByTestId('estimated-delivery')).toHaveText(/^\w+day, \w+ \d{1,2}, \d{4}$/);
  await expect(page.getByTestId('order-item-count')).toHaveText('2 items');
  await expect(page.getByTestId('status-badge')).toHaveText('Confirmed');
  await expect(page.getByText('1 Main Street, Apt 2')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: /^Cart(, 0 items)?$/ })).toBeVisible();

  // Back does not return to the paid payment step.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/cart$/);

  await page.goto('/orders');
  await expect(page.getByTestId('order-card').filter({ hasText: number })).toBeVisible();
  const mail = await waitForMail(email, number, { timeoutMs: 20_000 });
  expect(mail.subject).toContain(number);
});

test('a declined card says so, and going back keeps the shipping form and the cart', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { token } = await newCustomer(page, request);
  const [first, second] = await twoProducts(request);
  for (const product of [first, second]) {
    const added = await request.post('/api/customer/cart', {
      headers: { Authorization: `Bearer ${token}` },
      data: { productId: product.product_id, quantity: 1 },
    });
    expect(added.status(), await added.text()).toBe(200);
  }
  const cartBefore = await cartOf(request, token);

  await page.goto('/cart');
  await page.getByRole('button', { name: 'Secure Checkout' }).click();
  await fillShipping(page);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await fillCard(page, '4000000000000002');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByTestId('payment-message')).toHaveText(/Card Error: .+/, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: /^Pay \$/ })).toBeEnabled();

  await page.getByRole('button', { name: 'Back to Shipping' }).click();
  await expect(page.getByLabel('Full Name', { exact: true })).toHaveValue('Ada Lovelace');
  await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('(555) 123-4567');
  await expect(page.getByLabel('State', { exact: true })).toHaveValue('Oregon');
  await expect(page.getByLabel('ZIP Code', { exact: true })).toHaveValue('97205');
  await page.getByRole('button', { name: 'Back to Cart' }).click();
  await expect(page.getByRole('region', { name: 'Available Items (2)' }).getByTestId('line-quantity')).toHaveText(['1', '1']);
  expect(await cartOf(request, token)).toEqual(cartBefore);
});

test('the cart and its checkout steps fit 375 px and have no serious accessibility violations', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { token } = await newCustomer(page, request);
  const [first] = await twoProducts(request);
  const added = await request.post('/api/customer/cart', {
    headers: { Authorization: `Bearer ${token}` },
    data: { productId: first.product_id, quantity: 2 },
  });
  expect(added.status(), await added.text()).toBe(200);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expectNoHorizontalOverflow(page, 'cart');
  await expectNoSeriousAxeViolations(page, 'cart');

  await page.getByRole('button', { name: 'Secure Checkout' }).click();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByText('Full name is required')).toBeVisible();
  await expectNoHorizontalOverflow(page, 'shipping');
  await expectNoSeriousAxeViolations(page, 'shipping');

  await fillShipping(page);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByTestId('local-card-form')).toBeVisible();
  await expectNoHorizontalOverflow(page, 'payment');
  await expectNoSeriousAxeViolations(page, 'payment');
});
