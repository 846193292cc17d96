import { type Locator, expect, test } from '@playwright/test';
import type { Product } from '@shared/types';
import { bearer, signInAsAdmin, tag } from './admin-support';

// The shop's layout after what a shopper does on it, measured in Chromium at a phone's and a
// laptop's width.

const PHONE = { width: 375, height: 812 };
const LAPTOP = { width: 1280, height: 900 };

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, `${locator} has a box`).not.toBeNull();
  return found!;
}

test('at 1280 px the filter sidebar keeps its desktop layout after a product popup opens and closes', async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  // The app's own styles come inline with the drawn page: never fetched as a file on this path.
  const fetchedShellStyles: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/index-[\w-]+\.css$/.test(request.url())) fetchedShellStyles.push(request.url());
  });
  // The plain path: the drawn home page, then the shop through the header's link.
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop', exact: true }).click();
  const card = page.getByTestId('product-card').first();
  const name = (await card.getByRole('heading').textContent())!;
  await card.getByRole('button', { name, exact: true }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog.getByRole('button', { name: 'Add to Cart' }).or(dialog.getByRole('button', { name: /Notify me/ }))).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const filters = page.getByRole('region', { name: 'Filters' });
  await expect(filters).toBeVisible();
  await expect(filters.getByRole('button', { name: 'Close filters' })).toBeHidden();
  await expect(page.getByRole('search').getByRole('button', { name: /^Filters/ })).toBeHidden();
  // The app's own styles are on the page once: a second copy would come after the shop's.
  const shellSheets = await page.evaluate(
    () => [...document.styleSheets].filter((sheet) => [...sheet.cssRules].some((rule) => rule.cssText.startsWith('.icon-button {'))).length,
  );
  expect(shellSheets).toBe(1);
  expect(fetchedShellStyles).toEqual([]);
  // The sidebar is still the page's: a click on a filter reaches it.
  await filters.getByRole('checkbox').first().check();
  await expect(filters.getByRole('checkbox').first()).toBeChecked();
});

test('a sold-out card says "Out of stock", and its Notify me button fits the card at 375 px and lines up with Add to Cart at 1280 px', async ({
  page,
  request,
}) => {
  const adminToken = await signInAsAdmin(await page.context().newPage(), request);
  const catalogue = (await (await request.get('/api/customer/products')).json()) as Product[];
  const brand = catalogue[0]!.brand;
  const productId = `e2e-sold-out-${tag()}`;
  const name = `Sold Out ${productId.slice(-8)}`;
  const created = await request.post('/api/admin/products', {
    headers: bearer(adminToken),
    multipart: {
      product_id: productId,
      name,
      brand,
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
    await expect
      .poll(
        async () => ((await (await request.get('/api/customer/products')).json()) as Product[]).some((p) => p.product_id === productId),
        {
          timeout: 15_000,
        },
      )
      .toBe(true);
    for (const viewport of [PHONE, LAPTOP]) {
      await page.setViewportSize(viewport);
      // The house's products: the sold-out one among cards that can be added.
      await page.goto(`/shop?q=${encodeURIComponent(brand)}`);
      const cards = page.getByTestId('product-card');
      const soldOut = cards.filter({ has: page.getByRole('heading', { name, exact: true }) });
      const notify = soldOut.getByRole('button', { name: "Notify me when it's back" });
      await expect(notify).toBeVisible();
      await expect(soldOut.getByText('Out of stock', { exact: true })).toBeVisible();
      const card = await box(soldOut);
      const button = await box(notify);
      expect(button.x, `the button's left edge in its card at ${viewport.width} px`).toBeGreaterThanOrEqual(card.x);
      expect(button.x + button.width, `the button's right edge in its card at ${viewport.width} px`).toBeLessThanOrEqual(
        card.x + card.width,
      );
      // Its words are not cut off.
      expect(await notify.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      // As tall as the buttons on the other cards (Add to Cart), and level with those in its row.
      const others = cards.filter({ hasNot: page.getByRole('heading', { name, exact: true }) });
      expect(await others.count(), `other cards of ${brand} at ${viewport.width} px`).toBeGreaterThan(0);
      for (const other of await others.all()) {
        const add = await box(other.getByRole('button', { name: /^(Add to Cart|Sign in to Add|Notify me when it's back)$/ }));
        expect(add.height, `button heights at ${viewport.width} px`).toBeCloseTo(button.height, 0);
        if (Math.abs((await box(other)).y - card.y) <= 1) expect(add.y, `button tops at ${viewport.width} px`).toBeCloseTo(button.y, 0);
      }
    }
  } finally {
    await request.delete(`/api/admin/products/${productId}`, { headers: bearer(adminToken) });
  }
});

test('at 1280 px each filter group keeps to its own space: no list or its edge shadow runs into the next heading', async ({ page }) => {
  for (const height of [900, 720]) {
    await page.setViewportSize({ width: 1280, height });
    await page.goto('/shop');
    const filters = page.getByRole('region', { name: 'Filters' });
    await expect(filters.getByRole('checkbox').nth(6)).toBeVisible();
    await page.screenshot({ path: `.test-results/filters-${height}.png` });
    const groups = filters.locator('fieldset');
    const count = await groups.count();
    for (let i = 0; i + 1 < count; i++) {
      const group = await box(groups.nth(i));
      const nextHeading = await box(groups.nth(i + 1).locator('legend'));
      expect(group.y + group.height, `group ${i + 1} ends above the next heading at ${height} px`).toBeLessThanOrEqual(nextHeading.y + 0.5);
      const list = groups.nth(i).locator('.filter-group__scroll');
      if ((await list.count()) === 0) continue;
      const listBox = await box(list);
      expect(listBox.y + listBox.height, `group ${i + 1}'s list ends above the next heading at ${height} px`).toBeLessThanOrEqual(
        nextHeading.y + 0.5,
      );
    }
  }
});
