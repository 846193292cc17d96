import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { cartCount } from '@/lib/cart/cart-count';
import { saleDiscountPercent } from '@shared/catalog/discount';
import type { CartItem, Product } from '@shared/types';
import { signInAsDemo } from './sessions';

async function customerGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const answer = await request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as T;
}

const cartLink = (page: Page, count: number) =>
  page.getByRole('banner').getByRole('link', { name: `Cart, ${count} ${count === 1 ? 'item' : 'items'}` });

test('a customer saves a product in the shop, then moves it from the wishlist to the cart', async ({ page, request }) => {
  const { token } = await signInAsDemo(page, request);
  const catalogue = (await (await request.get('/api/customer/products')).json()) as Product[];
  const saved = (await customerGet<{ products: Product[] }>(request, token, '/api/customer/wishlist')).products.map((p) => p.product_id);
  const cartBefore = cartCount((await customerGet<{ items: CartItem[] }>(request, token, '/api/customer/cart')).items);
  // A product on sale, in stock, not saved yet: its card on the wishlist shows the badge too.
  const chosen = catalogue.find((p) => saleDiscountPercent(p) !== null && p.stock_quantity > 5 && !saved.includes(p.product_id))!;
  expect(chosen, 'a product on sale in the seed catalogue').toBeTruthy();

  await page.goto('/shop');
  await expect(cartLink(page, cartBefore)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search products' }).fill(chosen.name);
  const shopCard = page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name: chosen.name, exact: true }) });
  await expect(shopCard.getByText(`${saleDiscountPercent(chosen)}% OFF`)).toBeVisible();
  await shopCard.getByRole('button', { name: `Add ${chosen.name} to wishlist` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to wishlist!' })).toBeVisible();
  await expect(shopCard.getByRole('button', { name: `Remove ${chosen.name} from wishlist` })).toBeVisible();

  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Wishlist, / })
    .click();
  await expect(page).toHaveURL(/\/wishlist$/);
  await expect(page).toHaveTitle('My Wishlist — Maison');
  const card = page.getByTestId('wishlist-card').filter({ has: page.getByRole('heading', { name: chosen.name, exact: true }) });
  await expect(card).toBeVisible();
  await expect(card.getByText(`${saleDiscountPercent(chosen)}% OFF`)).toBeVisible();
  await expect(card.getByTestId('was-price')).toHaveText(/^Was \$/);

  // The page's own content has no serious accessibility findings (the header is checked with the shell).
  const audit = await new AxeBuilder({ page }).include('main').analyze();
  expect(audit.passes.length).toBeGreaterThan(0);
  expect(audit.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart and removed from wishlist!' })).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(cartLink(page, cartBefore + 1)).toBeVisible();

  const cartAfter = (await customerGet<{ items: CartItem[] }>(request, token, '/api/customer/cart')).items;
  expect(cartCount(cartAfter)).toBe(cartBefore + 1);
  expect(cartAfter.some((line) => line.productId === chosen.product_id)).toBe(true);
  const wishlistAfter = (await customerGet<{ products: Product[] }>(request, token, '/api/customer/wishlist')).products;
  expect(wishlistAfter.some((p) => p.product_id === chosen.product_id)).toBe(false);
});

test('the wishlist fits a 375 px screen without sideways scrolling', async ({ page, request }) => {
  const { token } = await signInAsDemo(page, request);
  const catalogue = (await (await request.get('/api/customer/products')).json()) as Product[];
  // Long names and several tags are the likeliest to push a card wider than the screen.
  const longest = [...catalogue].sort((a, b) => b.name.length - a.name.length).slice(0, 3);
  for (const product of longest) {
    const answer = await request.post('/api/customer/wishlist', {
      headers: { Authorization: `Bearer ${token}` },
      data: { productId: product.product_id },
    });
    expect(answer.status(), await answer.text()).toBe(200);
  }

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/wishlist');
  for (const product of longest) {
    await expect(page.getByRole('heading', { name: product.name, exact: true })).toBeVisible();
  }
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const audit = await new AxeBuilder({ page }).include('main').analyze();
  expect(audit.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});
