import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { productPath } from '@shared/catalog/product-page';
import type { CartItem, Product } from '@shared/types';
import { expectNoHorizontalOverflow } from './admin-support';
import { newVerifiedCustomer, signIn } from './sessions';

/** A product with stock to spare from a house with others in the catalogue, and the catalogue. */
async function aProductWithHouse(request: APIRequestContext): Promise<{ product: Product; catalogue: Product[] }> {
  const catalogue = (await (await request.get('/api/customer/products')).json()) as Product[];
  const houseSize = (brand: string) => catalogue.filter((p) => p.brand === brand).length;
  const product = catalogue.find((p) => p.stock_quantity > 20 && houseSize(p.brand) > 1);
  expect(product, 'a product in stock from a house of several in the seed catalogue').toBeTruthy();
  return { product: product!, catalogue };
}

async function cartOf(request: APIRequestContext, token: string): Promise<{ productId: string; quantity: number }[]> {
  const answer = await request.get('/api/customer/cart', { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { items: CartItem[] }).items.map(({ productId, quantity }) => ({ productId, quantity }));
}

const cartLink = (page: Page, count: number) =>
  page.getByRole('banner').getByRole('link', { name: `Cart, ${count} ${count === 1 ? 'item' : 'items'}` });

test('a product page opened cold adds to the cart, and the cart line leads back to it', async ({ page, request }) => {
  const { product } = await aProductWithHouse(request);
  const customer = await newVerifiedCustomer(request, 'pagebuyer');
  const { token } = await signIn(page, request, customer.email, customer.password);

  await page.goto(productPath(product.product_id));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page).toHaveTitle(`${product.name} by ${product.brand} — Maison`);
  await expect(cartLink(page, 0)).toBeVisible();
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added 2 item(s) to cart!' })).toBeVisible();
  await expect(cartLink(page, 2)).toBeVisible();
  expect(await cartOf(request, token)).toEqual([{ productId: product.product_id, quantity: 2 }]);

  await cartLink(page, 2).click();
  await expect(page).toHaveURL(/\/cart$/);
  const line = page.getByTestId('cart-line').filter({ has: page.getByRole('heading', { name: product.name, exact: true }) });
  await expect(line.getByTestId('line-quantity')).toHaveText('2');
  await line.getByRole('link', { name: product.name }).click();
  await expect(page).toHaveURL(new RegExp(`${productPath(product.product_id)}$`));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
});

test("the breadcrumb leads to the shop filtered by the house, and the house's row to its other products", async ({ page, request }) => {
  const { product, catalogue } = await aProductWithHouse(request);
  const house = catalogue.filter((p) => p.brand === product.brand);

  await page.goto(productPath(product.product_id));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const row = page.getByRole('region', { name: 'More from this house' });
  await expect(row.getByRole('link')).toHaveCount(Math.min(house.length - 1, 8));
  const other = row.getByRole('link').first();
  const otherName = (await other.textContent())!;
  await other.click();
  await expect(page.getByRole('heading', { level: 1, name: otherName })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText(product.name);
  await crumbs.getByRole('link', { name: product.brand, exact: true }).click();
  await expect(page).toHaveURL(/\/shop\?/);
  expect(new URL(page.url()).searchParams.getAll('brand')).toEqual([product.brand]);
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByText(new RegExp(`of ${house.length} products?$`))).toBeVisible();
  for (const brand of await cards.locator('.product-card__brand').allTextContents()) expect(brand).toBe(product.brand);
});

test("a signed-out visitor's Add to Cart goes through sign-in and back to the product page, with the item added", async ({
  page,
  request,
}) => {
  const { product } = await aProductWithHouse(request);
  const customer = await newVerifiedCustomer(request, 'pageguest');

  await page.goto(productPath(product.product_id));
  await expect(page.getByText('Sign in to add items to cart and wishlist')).toBeVisible();
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('3');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const login = page.getByRole('dialog', { name: 'Welcome Back' });
  await login.getByLabel('Username or Email').fill(customer.email);
  await login.getByLabel('Password', { exact: true }).fill(customer.password);
  await login.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await expect(page.getByRole('status').filter({ hasText: 'Added 3 item(s) to cart!' })).toBeVisible();
  await expect(cartLink(page, 3)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${productPath(product.product_id)}$`));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const { token } = (await (
    await request.post('/api/auth/login', { data: { username: customer.email, password: customer.password } })
  ).json()) as { token: string };
  expect(await cartOf(request, token)).toEqual([{ productId: product.product_id, quantity: 3 }]);
});

test('a product page has no accessibility violations and fits from 320 to 1440 px', async ({ page, request }) => {
  const { product } = await aProductWithHouse(request);
  for (const width of [1440, 375, 320]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(productPath(product.product_id));
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByRole('region', { name: 'More from this house' })).toBeVisible();
    await expectNoHorizontalOverflow(page, `${width} px`);
    const audit = await new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }).analyze();
    expect(audit.passes.length).toBeGreaterThan(0);
    expect(
      audit.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      `${width} px`,
    ).toEqual([]);
  }
});
