import { expect, test } from '@playwright/test';
import { atLeastLabel, countCatalogue } from '@shared/catalog/catalogue-figures';
import type { Product } from '@shared/types';

test('the about section counts the served catalogue once it nears the viewport, not on the first load, and nothing moves', async ({
  page,
  request,
}) => {
  const catalogue = (await (await request.get('/api/customer/products')).json()) as Product[];
  const figures = countCatalogue(catalogue);
  // The seeded shop makes the home page's claims true.
  expect(figures.fragrances).toBeGreaterThanOrEqual(300);
  expect(figures.houses).toBeGreaterThanOrEqual(40);

  const asked: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/api/customer/products') asked.push(req.url());
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/', { waitUntil: 'load' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Settled, with the about section still far below the fold: no catalogue request yet.
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);

  const section = page.getByRole('region', { name: 'Crafted for the senses' });
  const facts = section.locator('dl');
  const value = (term: string) =>
    facts
      .locator('div')
      .filter({ has: page.getByText(term, { exact: true }) })
      .locator('dd');
  await expect(value('Fragrances')).toHaveText('—counting');
  const before = await facts.boundingBox();
  const ddBefore = await value('Customer reviews').boundingBox();

  await section.scrollIntoViewIfNeeded();
  await expect(value('Fragrances')).toHaveText(atLeastLabel(figures.fragrances));
  await expect(value('Perfume houses')).toHaveText(atLeastLabel(figures.houses));
  await expect(value('Customer reviews')).toHaveText(atLeastLabel(figures.reviews));
  expect(asked).toHaveLength(1);
  await expect(facts).toHaveAttribute('aria-busy', 'false');

  // The figures took the place the dashes held: the list and each figure's box kept their size.
  const scrolled = await page.evaluate(() => window.scrollY);
  const after = await facts.boundingBox();
  const ddAfter = await value('Customer reviews').boundingBox();
  expect(after!.height).toBe(before!.height);
  expect(after!.y + scrolled).toBeCloseTo(before!.y, 0);
  expect(ddAfter!.height).toBe(ddBefore!.height);
  expect(ddAfter!.x + ddAfter!.width).toBeCloseTo(ddBefore!.x + ddBefore!.width, 0);
});

test('the about section shows no number when the catalogue cannot be read', async ({ page }) => {
  await page.route('**/api/customer/products', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Service unavailable"}' }),
  );
  await page.goto('/', { waitUntil: 'load' });
  const section = page.getByRole('region', { name: 'Crafted for the senses' });
  await section.scrollIntoViewIfNeeded();
  const facts = section.locator('dl');
  await expect(facts.locator('dd').first()).toHaveText('—not available');
  await expect(facts.locator('dd')).toHaveText(['—not available', '—not available', '—not available']);
});
