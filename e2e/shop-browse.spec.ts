import { type APIRequestContext, type Locator, type Page, expect, test } from '@playwright/test';
import { cartCount } from '@/lib/cart/cart-count';
import { countBadge } from '@/components/count-badge-text';
import { defaultFilters } from '@shared/catalog/filters';
import { searchProducts } from '@/lib/catalog/search';
import { applyShopQuery } from '@/features/shop/shop-query';
import type { CartItem, Product } from '@shared/types';

const DEMO = { email: 'demo@maison.local', password: 'maison-demo' };

async function demoToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/api/auth/login', { data: { username: DEMO.email, password: DEMO.password } });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

async function demoCart(request: APIRequestContext, token: string): Promise<CartItem[]> {
  const answer = await request.get('/api/customer/cart', { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { items: CartItem[] }).items;
}

function summaryOf(count: number): RegExp {
  return new RegExp(`^Showing 1–${Math.min(12, count)} of ${count} products?$`);
}

async function prices(cards: Locator): Promise<number[]> {
  const texts = await cards.getByTestId('product-price').allInnerTexts();
  return texts.map((text) => Number(text.replace(/[$,]/g, '')));
}

async function names(cards: Locator): Promise<string[]> {
  return cards.getByRole('heading').allInnerTexts();
}

function currentPage(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Pagination' }).locator('[aria-current="page"]');
}

test('a guest searches, filters, sorts and pages the shop, then signs in and the pending add runs', async ({ page, request }) => {
  const catalogue = (await (await request.get('/api/customer/products')).json()) as Product[];
  expect(catalogue.length).toBeGreaterThan(24);
  const all = defaultFilters(catalogue);

  await page.goto('/shop');
  const cards = page.getByTestId('product-card');
  const summary = page.locator('.shop__summary');
  await expect(cards).toHaveCount(12);
  await expect(summary).toHaveText(summaryOf(catalogue.length));

  // Search: a brand with several products, typed in lower case.
  const brand = [...new Set(catalogue.map((p) => p.brand))].find((b) => catalogue.filter((p) => p.brand === b).length >= 3)!;
  const search = page.getByRole('searchbox', { name: 'Search products' });
  await search.fill(brand.toLowerCase());
  const found = searchProducts(catalogue, brand);
  await expect(summary).toHaveText(summaryOf(found.length));
  expect(await names(cards)).toEqual(found.slice(0, 12).map((p) => p.name));
  await search.fill('');
  await expect(summary).toHaveText(summaryOf(catalogue.length));

  // Filter: a category and a minimum rating.
  const filters = page.getByRole('region', { name: 'Filters' });
  await filters.getByRole('checkbox', { name: 'Women', exact: true }).check();
  await filters.getByRole('radio', { name: '4+ stars' }).check();
  const womenTopRated = applyShopQuery(catalogue, { filters: { ...all, categories: ['Women'], minRating: 4 } });
  expect(womenTopRated.length).toBeGreaterThan(0);
  await expect(summary).toHaveText(summaryOf(womenTopRated.length));
  expect(await names(cards)).toEqual(womenTopRated.slice(0, 12).map((p) => p.name));
  await filters.getByRole('button', { name: 'Clear filters' }).click();
  await expect(summary).toHaveText(summaryOf(catalogue.length));

  // Sort: price low to high, on this page and the next.
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: Low to High' });
  await expect(page).toHaveURL(/sort=priceLow/);
  const firstPage = await prices(cards);
  expect(firstPage).toEqual([...firstPage].sort((a, b) => a - b));
  expect(firstPage[0]).toBe(Math.min(...catalogue.map((p) => p.retail_price)));
  const firstNames = await names(cards);

  // Page 2 shows other products, still ascending after page 1's.
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(currentPage(page)).toHaveText('2');
  await expect(page).toHaveURL(/page=2/);
  await expect(summary).toHaveText(`Showing 13–24 of ${catalogue.length} products`);
  const secondNames = await names(cards);
  expect(secondNames.filter((name) => firstNames.includes(name))).toEqual([]);
  const secondPage = await prices(cards);
  expect(secondPage).toEqual([...secondPage].sort((a, b) => a - b));
  expect(secondPage[0]).toBeGreaterThanOrEqual(firstPage.at(-1)!);

  // Changing a filter goes back to page 1.
  await filters.getByRole('checkbox', { name: 'Men', exact: true }).check();
  await expect(page).not.toHaveURL(/page=/);
  const men = applyShopQuery(catalogue, { filters: { ...all, categories: ['Men'] }, sort: 'priceLow' });
  await expect(summary).toHaveText(summaryOf(men.length));
  if (men.length > 12) await expect(currentPage(page)).toHaveText('1');
  expect(await names(cards)).toEqual(men.slice(0, 12).map((p) => p.name));

  // A guest's add asks for the login; after it the add runs, with its toast and the badge.
  const token = await demoToken(request);
  const before = cartCount(await demoCart(request, token));
  // The cheapest in stock on this page: an out-of-stock product's add is refused.
  const chosen = men.slice(0, 12).find((product) => product.stock_quantity > 0)!;
  await cards.nth(men.indexOf(chosen)).getByRole('button', { name: 'Sign in to Add' }).click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByLabel('Username or Email')).toBeVisible();
  await modal.getByLabel('Username or Email').fill(DEMO.email);
  await modal.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await modal.getByRole('button', { name: 'Sign In' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Added 1 item(s) to cart!' })).toBeVisible();
  const expected = before + 1;
  const cart = page.getByRole('banner').getByRole('link', { name: `Cart, ${expected} ${expected === 1 ? 'item' : 'items'}` });
  await expect(cart).toBeVisible();
  await expect(cart).toHaveText(countBadge(expected)!);
  const after = await demoCart(request, token);
  expect(cartCount(after)).toBe(expected);
  expect(after.some((line) => line.productId === chosen.product_id)).toBe(true);
});
