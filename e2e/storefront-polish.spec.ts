import { type APIRequestContext, type Locator, type Page, expect, test } from '@playwright/test';
import { USERNAME_MAX_LENGTH } from '@shared/auth/username-rules';
import type { Product } from '@shared/types';
import { DEMO, login, newVerifiedCustomer, signIn, signInAsDemo, storeSession } from './sessions';

// What a shopper sees, measured: the geometry behind issue 11's walk-through in Chromium, at a
// phone's 375 × 812 and a laptop's 1280 × 900 (and the widths in between where a layout changes).

const PHONE = { width: 375, height: 812 };
const LAPTOP = { width: 1280, height: 900 };

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The area two boxes share, in square pixels (0 when they only touch or are apart). */
function overlapArea(a: Box, b: Box): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return width > 0 && height > 0 ? width * height : 0;
}

/** True when `inner` lies within `outer`, give or take half a pixel of rounding. */
function contains(outer: Box, inner: Box): boolean {
  return (
    inner.x >= outer.x - 0.5 &&
    inner.y >= outer.y - 0.5 &&
    inner.x + inner.width <= outer.x + outer.width + 0.5 &&
    inner.y + inner.height <= outer.y + outer.height + 0.5
  );
}

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found, `${locator} has a box`).not.toBeNull();
  return found!;
}

/** A product with stock to spare; with `longest`, the one whose popup has the most to scroll. */
async function productInStock(request: APIRequestContext, { longest = false } = {}): Promise<Product> {
  const catalogue = (await (await request.get('/api/customer/products')).json()) as Product[];
  const inStock = catalogue.filter((p) => p.stock_quantity > 20);
  expect(inStock.length, 'products in stock in the seed catalogue').toBeGreaterThan(0);
  const size = (p: Product) => (p.description ?? '').length + p.name.length * 4;
  return longest ? inStock.reduce((a, b) => (size(b) > size(a) ? b : a)) : inStock[0]!;
}

/** Finds the product by name in the shop and opens its popup. */
async function openPopup(page: Page, product: Product): Promise<Locator> {
  await page.goto('/shop');
  await page.getByRole('searchbox', { name: 'Search products' }).fill(product.name);
  const card = page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name: product.name, exact: true }) });
  await card.getByRole('button', { name: product.name, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: product.name });
  await expect(dialog.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  return dialog;
}

test('home hero: no scent card covers the bottle label, and the label text fits its box', async ({ page }) => {
  for (const width of [821, 1024, 1152, 1280, 1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const bottle = page.getByRole('img', { name: 'A Maison eau de parfum bottle' });
    // The bottle's only words are its label's, drawn over the rect just before them.
    const texts = bottle.locator('text');
    const label = await box(bottle.locator('xpath=./*[local-name()="text"][1]/preceding-sibling::*[local-name()="rect"][1]'));
    await expect(texts).toHaveCount(2);
    for (const text of await texts.all()) {
      expect(contains(label, await box(text)), `${await text.textContent()} inside its label at ${width} px`).toBe(true);
    }
    const cards = page.getByRole('list', { name: 'Scent families' }).getByRole('listitem');
    await expect(cards).toHaveCount(3);
    for (const card of await cards.all()) {
      expect(overlapArea(await box(card), label), `${await card.textContent()} over the label at ${width} px`).toBe(0);
    }
  }
});

test("the header's user menu shows a username of the longest allowed length in full at 1280 and 1024 px", async ({ page, request }) => {
  const longest = 'alexandrina.montgomery-whitley';
  expect(longest).toHaveLength(USERNAME_MAX_LENGTH);
  await storeSession(page, { ...(await login(request, DEMO.email, DEMO.password)), username: longest });
  for (const width of [1280, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/shop');
    const name = page.getByRole('button', { name: `Account menu for ${longest}` }).getByText(longest, { exact: true });
    await expect(name).toBeVisible();
    const { scrollWidth, clientWidth } = await name.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
    expect(scrollWidth, `the name is not cut at ${width} px`).toBeLessThanOrEqual(clientWidth);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }
});

test('order cards on a phone: each number on one unbroken line, the status badge in the same place on every card', async ({
  page,
  request,
}) => {
  await signInAsDemo(page, request);
  await page.setViewportSize(PHONE);
  await page.goto('/orders');
  const cards = page.getByTestId('order-card');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(3);
  const layouts = await cards.evaluateAll((all) =>
    all.map((card) => {
      const number = card.querySelector<HTMLElement>('[data-testid="order-number"]')!;
      const text = document.createRange();
      text.selectNodeContents(number);
      const lines = new Set([...text.getClientRects()].map((rect) => Math.round(rect.top))).size;
      const cardBox = card.getBoundingClientRect();
      const badge = card.querySelector('[data-testid="status-badge"]')!.getBoundingClientRect();
      return {
        number: number.textContent,
        lines,
        cut: text.getBoundingClientRect().width > number.clientWidth + 0.5,
        badge: { left: Math.round(badge.left - cardBox.left), top: Math.round(badge.top - cardBox.top) },
      };
    }),
  );
  for (const layout of layouts) {
    expect(layout.lines, `${layout.number} on one line`).toBe(1);
    expect(layout.cut, `${layout.number} shown whole`).toBe(false);
    expect(layout.badge, `${layout.number}'s badge where the first card has it`).toEqual(layouts[0]!.badge);
  }
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('"99+" badges hang from the corner of the heart and the bag, leaving the icons in view', async ({ page, request }) => {
  await signInAsDemo(page, request);
  // Counts above 99: the cart sums its quantities, the wishlist counts its products.
  await page.route('**/api/customer/cart', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({
          json: {
            items: [{ productId: 'big', quantity: 150, product: { product_id: 'big', name: 'Big order', retail_price: 1 } }],
            count: 150,
          },
        })
      : route.continue(),
  );
  await page.route('**/api/customer/wishlist', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ json: { products: Array.from({ length: 120 }, (_, i) => ({ product_id: `p${i}`, name: `Saved ${i}` })) } })
      : route.continue(),
  );
  for (const viewport of [PHONE, LAPTOP]) {
    await page.setViewportSize(viewport);
    await page.goto('/shop');
    const banner = page.getByRole('banner');
    const links = [banner.getByRole('link', { name: 'Wishlist, 120 items' }), banner.getByRole('link', { name: 'Cart, 150 items' })];
    const icons: Box[] = [];
    for (const link of links) {
      await expect(link).toHaveText('99+');
      icons.push(await box(link.locator('svg')));
    }
    const avatar = await box(banner.getByRole('button', { name: /^Account menu/ }).locator('.avatar'));
    for (const [index, link] of links.entries()) {
      const badge = await box(link.getByText('99+'));
      const icon = icons[index]!;
      const hidden = overlapArea(badge, icon) / (icon.width * icon.height);
      expect(hidden, `share of ${await link.getAttribute('aria-label')}'s icon under its badge at ${viewport.width} px`).toBeLessThan(0.15);
      for (const other of [...icons.filter((_, i) => i !== index), avatar]) expect(overlapArea(badge, other)).toBe(0);
    }
  }
});

test('a guest on a phone has Login and Sign Up in the header itself, and they open the sign-in modal', async ({ page }) => {
  for (const width of [PHONE.width, 320]) {
    await page.setViewportSize({ ...PHONE, width });
    await page.goto('/');
    const banner = page.getByRole('banner');
    for (const name of ['Login', 'Sign Up']) {
      const button = banner.getByRole('button', { name });
      await expect(button).toBeVisible();
      const place = await box(button);
      expect(place.x + place.width, `${name} within ${width} px`).toBeLessThanOrEqual(width);
      expect(place.height, `${name} on one line at ${width} px`).toBeLessThan(46);
    }
    await expect(banner.getByRole('button', { name: 'Open menu' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }
  await page.getByRole('banner').getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('the footer on a phone: "Customer Care" on one line, and both link columns start level', async ({ page }) => {
  for (const viewport of [PHONE, { width: 320, height: 720 }, LAPTOP]) {
    await page.setViewportSize(viewport);
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const columns = [footer.getByRole('navigation', { name: 'Customer Care' }), footer.getByRole('navigation', { name: 'The House' })];
    const titles = await Promise.all(columns.map((column) => box(column.getByRole('heading'))));
    const firstLinks = await Promise.all(columns.map((column) => box(column.getByRole('link').first())));
    expect(Math.abs(titles[0]!.y - titles[1]!.y), `titles level at ${viewport.width} px`).toBeLessThan(1);
    expect(Math.abs(firstLinks[0]!.y - firstLinks[1]!.y), `first links level at ${viewport.width} px`).toBeLessThan(1);
    if (viewport.width >= PHONE.width) {
      expect(Math.abs(titles[0]!.height - titles[1]!.height), `"Customer Care" on one line at ${viewport.width} px`).toBeLessThan(1);
    }
  }
});

test('the desktop filter sidebar fits the screen once the page scrolls: it never scrolls on its own, every rating shows whole, each price label keeps to one line', async ({
  page,
}) => {
  for (const height of [LAPTOP.height, 800]) {
    await page.setViewportSize({ width: LAPTOP.width, height });
    await page.goto('/shop');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
    const panel = page.getByRole('region', { name: 'Filters' });
    const { scrollHeight, clientHeight } = await panel.evaluate((el) => ({ scrollHeight: el.scrollHeight, clientHeight: el.clientHeight }));
    expect(scrollHeight, `the panel has nothing of its own to scroll at ${height} px high`).toBeLessThanOrEqual(clientHeight);
    const panelBox = await box(panel);
    expect(panelBox.y).toBeGreaterThanOrEqual(0);
    expect(panelBox.y + panelBox.height).toBeLessThanOrEqual(height);
    for (const name of ['4+ stars', '3+ stars', '2+ stars', '1+ star', 'Any']) {
      const option = panel.getByRole('radio', { name, exact: true }).locator('xpath=ancestor::label');
      expect(contains(panelBox, await box(option)), `${name} whole in the panel at ${height} px high`).toBe(true);
    }
    for (const name of ['Minimum price', 'Maximum price']) {
      const field = panel.getByRole('spinbutton', { name }).locator('xpath=ancestor::label');
      const caption = field.getByText(name, { exact: true });
      const text = await caption.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return {
          lines: new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size,
          width: range.getBoundingClientRect().width,
          room: el.parentElement!.clientWidth,
        };
      });
      expect(text.lines, `${name} on one line`).toBe(1);
      expect(text.width, `${name} within its field`).toBeLessThanOrEqual(text.room + 0.5);
    }
  }
});

test('on a phone the popup keeps Close and Add to Cart on screen and uncovered at every scroll position', async ({ page, request }) => {
  const product = await productInStock(request, { longest: true });
  await page.setViewportSize(PHONE);
  const dialog = await openPopup(page, product);
  const controls = [
    dialog.getByRole('button', { name: 'Close' }),
    dialog.getByRole('button', { name: 'Add to Cart' }),
    dialog.getByRole('spinbutton', { name: 'Quantity' }),
  ];
  const { scrollHeight, clientHeight } = await dialog.evaluate((el) => ({ scrollHeight: el.scrollHeight, clientHeight: el.clientHeight }));
  expect(scrollHeight, 'the sheet has more than a screen to scroll').toBeGreaterThan(clientHeight);
  const screen = { x: 0, y: 0, ...PHONE };
  for (let top = 0; ; top += 100) {
    await dialog.evaluate((el, to) => el.scrollTo(0, to), top);
    for (const control of controls) {
      const place = await box(control);
      expect(contains(screen, place), `${control} on screen at scroll ${top}`).toBe(true);
      // Nothing of the sheet lies over it: the point at its centre is the control itself.
      const onTop = await control.evaluate((el) => {
        const rect = el.getBoundingClientRect();
        const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
        return hit !== null && el.contains(hit);
      });
      expect(onTop, `${control} uncovered at scroll ${top}`).toBe(true);
    }
    if (top >= scrollHeight - clientHeight) break;
  }
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('toasts after an action in the popup cover none of its controls, on a phone and a laptop', async ({ page, request }) => {
  const customer = await newVerifiedCustomer(request, 'polish');
  await signIn(page, request, customer.email, customer.password);
  const product = await productInStock(request);
  for (const viewport of [PHONE, LAPTOP]) {
    await page.setViewportSize(viewport);
    const dialog = await openPopup(page, product);
    const wishlist = dialog.getByRole('button', { name: /^(Add to|Remove from) Wishlist$/ });
    const controls = [
      dialog.getByRole('button', { name: 'Close' }),
      dialog.getByRole('spinbutton', { name: 'Quantity' }),
      dialog.getByRole('button', { name: 'Add to Cart' }),
      wishlist,
    ];
    const actions: [Locator, RegExp][] = [
      [wishlist, /wishlist/i],
      [dialog.getByRole('button', { name: 'Add to Cart' }), /Added 1 item\(s\) to cart!/],
    ];
    for (const [button, message] of actions) {
      await button.click();
      await expect(page.getByRole('status').filter({ hasText: message }).last()).toBeVisible();
      // Every toast on screen, the earlier one still within its 3 s included.
      for (const toast of await page.getByRole('status').filter({ hasText: /./, visible: true }).all()) {
        const toastBox = await box(toast);
        for (const control of controls) {
          expect(
            overlapArea(toastBox, await box(control)),
            `the toast "${await toast.textContent()}" over ${control} at ${viewport.width} px`,
          ).toBe(0);
        }
      }
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});
