import { expect, test } from '@playwright/test';
import { signInAsDemo } from './sessions';

/** Holds the app's entry script back until `release` is called. */
async function holdTheApp(page: import('@playwright/test').Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    held.push(route.request().url());
    await released;
    await route.continue();
  });
  return { release, held };
}

test('the home page paints from its HTML before the app runs, hides the signed-in parts, and the app then takes it over', async ({
  page,
}) => {
  const { release, held } = await holdTheApp(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });

  // Drawn by the build: the hero, the header and the footer are there without the app's code.
  await expect(page.getByRole('heading', { level: 1, name: 'Discover your signature scent' })).toBeVisible();
  await expect(page.locator('footer.site-footer')).toBeAttached();
  await expect(page.locator('html')).toHaveAttribute('data-prerendered', '');
  // Who is signed in is not known yet: the header's actions and the greeting keep their place unseen.
  await expect(page.locator('.header-actions')).toBeHidden();
  await expect(page.locator('.greeting')).toBeHidden();
  // The route handler hears of the held request a moment after the browser asks for it.
  await expect.poll(() => held.length).toBeGreaterThan(0);

  // A visitor who scrolls the drawn page keeps their place when the app takes it over.
  await page.evaluate(() => window.scrollTo(0, 600));

  release();
  await expect(page.locator('html')).not.toHaveAttribute('data-prerendered');
  expect(await page.evaluate(() => window.scrollY)).toBe(600);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Login' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a signed-in customer opening the home page never sees Login: the app draws their header', async ({ page, request }) => {
  await signInAsDemo(page, request);
  const { release } = await holdTheApp(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login' })).toBeHidden();

  release();
  await expect(page.getByRole('link', { name: /^Cart/ })).toBeVisible();
  await expect(page.locator('.greeting')).toHaveText(/^Hello, (?!there)/);
  await expect(page.getByRole('button', { name: 'Login' })).toHaveCount(0);
});

test('the shop paints from its HTML, takes no filter or sort before the app, and the app shows the products, asking for them once, and searches what was typed meanwhile', async ({
  page,
}) => {
  const catalogueRequests: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/api/customer/products') catalogueRequests.push(req.url());
  });
  const { release, held } = await holdTheApp(page);
  await page.goto('/shop', { waitUntil: 'domcontentloaded' });

  await expect(page.getByRole('heading', { level: 1, name: 'Perfumes & Colognes' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-prerendered', '');
  await expect(page.getByText('Loading products…')).toBeAttached();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  // A visitor who types a search before the app has taken the page over keeps it.
  await page.getByRole('searchbox', { name: 'Search products' }).fill('rose');
  // The filters and the sort menu take no keyboard until then: a change the app could not take
  // over would leave the control saying one thing and the shop showing another.
  await expect(page.locator('.shop-toolbar__sort')).toHaveAttribute('inert', '');
  await expect(page.locator('section.filters')).toHaveAttribute('inert', '');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.matches('select, input:not([type="search"])'))).toBe(false);

  release();
  await expect(page.locator('html')).not.toHaveAttribute('data-prerendered');
  await expect(page).toHaveURL(/[?&]q=rose\b/);
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('rose');
  await expect(page.locator('.product-card').first()).toBeVisible();
  await expect(page.locator('.shop__summary')).toHaveText(/^Showing 1–\d+ of \d+ products?$/);
  // The app takes the answer to the first-load script's early request: the catalogue is fetched once.
  expect(catalogueRequests).toHaveLength(1);
  await expect(page.locator('.shop-toolbar__sort')).not.toHaveAttribute('inert');
  await expect(page.locator('section.filters')).not.toHaveAttribute('inert');
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: Low to High' });
  await expect(page).toHaveURL(/[?&]sort=priceLow\b/);
});

test('other addresses keep the plain page, which draws nothing before the app', async ({ request }) => {
  for (const path of ['/about', '/shop?sort=priceLow', '/?showLogin=true']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<div id="root"></div>');
  }
  const home = await (await request.get('/')).text();
  expect(home).toContain('data-prerendered');
  expect(home).toContain('Discover your');
  const shop = await (await request.get('/shop')).text();
  expect(shop).toContain('data-prerendered');
  expect(shop).toContain('Perfumes &amp; Colognes');
  // The code the products wait for is fetched from the HTML, at low priority, and not run.
  expect(shop).toMatch(/<link rel="modulepreload" fetchpriority="low" crossorigin href="\/assets\/react-[^"]+\.js">/);
  expect(shop).not.toContain('<script type="module"');
});

test('the app hydrates each prerendered page without an error: its first render is what the build prerendered', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  for (const [path, heading] of [
    ['/', 'Discover your signature scent'],
    ['/shop', 'Perfumes & Colognes'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('html')).not.toHaveAttribute('data-prerendered');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  await expect(page.locator('.product-card').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('the first-load script fetches the opened page’s own code before the app runs, as the page table maps it', async ({ page }) => {
  const { release } = await holdTheApp(page);
  const preloaded = () =>
    page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  for (const [path, chunk] of [
    ['/about', /^\/assets\/about-page-/],
    ['/products/chanel-bleu-de-chanel-edp', /^\/assets\/product-page-/],
    ['/products', /^\/assets\/shop-page-/],
    ['/order-confirmation/ORD-1', /^\/assets\/order-confirmation-page-/],
    ['/nowhere', /^\/assets\/home-page-/],
  ] as const) {
    await page.goto(path, { waitUntil: 'commit' });
    await expect.poll(preloaded, { message: path }).toContainEqual(expect.stringMatching(chunk));
    expect(new Set((await preloaded()).filter((file) => /-page-|admin-area/.test(file))).size, path).toBe(1);
  }
  // The admin area's long list is left to the app's own loader: the script is given no files for it.
  const html = await (await page.request.get('/about')).text();
  const script = await (await page.request.get(html.match(/src="(\/assets\/first-load-[^"]+\.js)"/)![1]!)).text();
  expect(script).toContain('admin:{paths:["/admin/*"],files:[]}');
  release();
});
