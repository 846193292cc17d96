import { expect, test } from '@playwright/test';

// The shop's layout after what a shopper does on it, measured in Chromium at a laptop's width.

const LAPTOP = { width: 1280, height: 900 };

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
