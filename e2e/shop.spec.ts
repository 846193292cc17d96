import { type Locator, expect, test } from '@playwright/test';

/** Waits until every image in `scope` has loaded, and returns their natural widths. */
async function loadedImageWidths(scope: Locator): Promise<number[]> {
  const images = scope.locator('img');
  await expect.poll(() => images.evaluateAll((all) => all.every((img) => (img as HTMLImageElement).complete))).toBe(true);
  return images.evaluateAll((all) => all.map((img) => (img as HTMLImageElement).naturalWidth));
}

test('the shop lists a page of 12 products with names, prices and images', async ({ page }) => {
  await page.goto('/shop');
  await expect(page).toHaveTitle('Shop — Maison');
  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(12);
  for (const card of await cards.all()) {
    await expect(card.getByRole('heading')).not.toBeEmpty();
    await expect(card.getByTestId('product-price')).toHaveText(/^\$\d[\d,]*\.\d{2}$/);
    // A sold-out product offers an alert instead of add to cart.
    await expect(card.getByRole('button', { name: /^(Sign in to Add|Notify me when it's back)$/ })).toBeVisible();
  }
  // Scroll the lazy images into view so that all of them load.
  for (const card of await cards.all()) await card.scrollIntoViewIfNeeded();
  const widths = await loadedImageWidths(page.getByRole('list').filter({ has: cards.first() }));
  expect(widths).toHaveLength(12);
  for (const width of widths) expect(width).toBeGreaterThan(0);
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
});

test('the home page shows the four category cards, each leading to its shop category', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Maison — Perfumes & Colognes');
  await expect(page.getByText('Hello, there')).toBeVisible();
  const cards = page.getByTestId('category-card');
  await expect(cards).toHaveCount(4);
  await expect(cards).toHaveText([/Women's/, /Men's/, /Unisex/, /Gifts/]);
  await expect(cards.first()).toHaveAttribute('href', '/shop?category=Women');

  await cards.nth(1).click();
  await expect(page).toHaveURL(/\/shop\?category=Men$/);
  await expect(page.getByText('Showing products for category')).toBeVisible();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
});

test('an unknown path leads home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('signature');
});
