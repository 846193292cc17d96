import { type Locator, type Page, expect, test } from '@playwright/test';
import {
  ADMIN,
  ADMIN_SCREENS,
  expectNoHorizontalOverflow,
  expectNoSeriousAxeViolations,
  screenReady,
  signInAsAdmin,
} from './admin-support';

const CARDS = ['Total Users', 'Total Orders', 'Users w/o Orders', 'Non-Delivered Orders', 'Total Revenue', 'Products Sold'];

test('an admin signs in with the login form and lands on the dashboard: six cards and the 30-day chart', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
  await dialog.getByLabel('Username or Email').fill(ADMIN.email);
  await dialog.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();

  await expect(page).toHaveURL(/\/admin\/DashBoard$/);
  await expect(page).toHaveTitle('Dashboard — Maison Admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('banner').locator('.role-badge')).toHaveText('admin');

  const cards = page.getByTestId('stat-card');
  await expect(cards).toHaveCount(6);
  for (const [index, label] of CARDS.entries()) {
    await expect(cards.nth(index)).toContainText(label);
    await expect(cards.nth(index).locator('.stat-card__value')).toHaveText(label === 'Total Revenue' ? /^\$[\d,]+\.\d{2}$/ : /^[\d,]+$/);
  }
  // Three by two on a laptop, the figures of a row of cards on one line.
  const boxes = await cards.evaluateAll((links) =>
    links.map((link) => {
      const card = link.getBoundingClientRect();
      const value = link.querySelector('.stat-card__value')!.getBoundingClientRect();
      return { top: Math.round(card.top), left: Math.round(card.left), value: Math.round(value.bottom) };
    }),
  );
  expect(new Set(boxes.map((box) => box.top)).size, JSON.stringify(boxes)).toBe(2);
  expect(new Set(boxes.map((box) => box.left)).size, JSON.stringify(boxes)).toBe(3);
  for (const row of [boxes.slice(0, 3), boxes.slice(3)]) expect(new Set(row.map((box) => box.value)).size, JSON.stringify(row)).toBe(1);
  // The seeded demo customer has paid orders, so the figures are not all zero.
  await expect(cards.filter({ hasText: 'Total Orders' }).locator('.stat-card__value')).not.toHaveText('0');

  const chart = page.getByRole('region', { name: 'Last 30 days' });
  await expect(chart.getByRole('img', { name: /^Chart of revenue and orders per day\./ })).toBeVisible();
  await expect(chart.locator('rect.daily-chart__bar')).toHaveCount(30);
  await expect(chart.getByRole('table', { includeHidden: true }).locator('tbody tr')).toHaveCount(30);

  // A card leads to the screen behind it; /admin leads back to the dashboard.
  await cards.filter({ hasText: 'Products Sold' }).click();
  await expect(page).toHaveURL(/\/admin\/inventory$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/DashBoard$/);
});

test('on a 375 px screen the sidebar opens from its toggle, navigates, and closes behind it', async ({ page, request }) => {
  await signInAsAdmin(page, request);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/admin/DashBoard');
  await screenReady(page, 'Dashboard');

  const toggle = page.getByRole('button', { name: 'Admin menu' });
  const sections = page.getByRole('navigation', { name: 'Admin sections' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(sections.getByRole('link', { name: 'Order Management' })).not.toBeInViewport();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(sections.getByRole('link')).toHaveCount(ADMIN_SCREENS.length);
  await expect(sections.getByRole('link', { name: 'Dashboard' })).toBeFocused();
  await expect(sections.getByRole('link', { name: 'Order Management' })).toBeInViewport();
  await sections.getByRole('link', { name: 'Order Management' }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await screenReady(page, 'Order Management');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(sections.getByRole('link', { name: 'Order Management' })).not.toBeInViewport();

  // Escape closes it too, and the link of the current screen is marked.
  await toggle.click();
  await expect(sections.getByRole('link', { name: 'Order Management' })).toHaveAttribute('aria-current', 'page');
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
});

/** The walk's two screens: a phone and a laptop. */
const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const;

/** A dialog's close button sits on its title's line, at its right, not wrapped under it. */
async function expectCloseBesideTitle(page: Page, dialog: Locator, close: string, where: string) {
  const title = await dialog.getByRole('heading', { level: 2 }).first().boundingBox();
  const button = await dialog.getByRole('button', { name: close }).boundingBox();
  expect(title && button, where).toBeTruthy();
  expect(button!.x, `${where}: the close button is right of the title`).toBeGreaterThanOrEqual(title!.x + title!.width - 1);
  expect(button!.y, `${where}: the close button starts above the title's end`).toBeLessThan(title!.y + title!.height);
  expect(button!.x + button!.width, `${where}: the close button is in the window`).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test('the admin walk: every screen at 375 and 1280 px, without sideways scrolling, serious accessibility findings or console errors', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  await signInAsAdmin(page, request);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    const at = (where: string) => `${where} at ${viewport.width} px`;
    for (const screen of ADMIN_SCREENS) {
      await page.goto(`/admin/${screen.path}`);
      await screenReady(page, screen.heading);
      await expectNoHorizontalOverflow(page, at(screen.path));
      await expectNoSeriousAxeViolations(page, at(screen.path));
      // The admin area has its own footer, not the shop's.
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText('Administration');
      await expect(footer.getByRole('navigation')).toHaveCount(0);
      // Nothing, hidden or not, reaches past the footer: the page ends with it.
      const ends = await footer.evaluate((element) => ({
        footer: Math.ceil(element.getBoundingClientRect().bottom + window.scrollY),
        page: document.documentElement.scrollHeight,
      }));
      expect(ends.page, at(`${screen.path}: page height against the footer's end`)).toBeLessThanOrEqual(
        Math.max(ends.footer, viewport.height),
      );
    }

    // The add-product form, its picture picker included, fits the screen.
    await page.goto('/admin/products');
    await screenReady(page, 'Product Management');
    await page.getByRole('button', { name: 'Add Product' }).first().click();
    const form = page.getByRole('dialog', { name: 'Add Product' });
    const picker = form.getByLabel('Product image');
    await picker.scrollIntoViewIfNeeded();
    const right = await picker.evaluate((input) => input.getBoundingClientRect().right);
    expect(right).toBeLessThanOrEqual(viewport.width);
    await expectNoHorizontalOverflow(page, at('add product'));
    await page.keyboard.press('Escape');

    // An order's invoice and its details: the close X stays beside the title.
    await page.goto('/admin/orders?tab=delivered');
    await screenReady(page, 'Order Management');
    await page
      .getByTestId('order-card')
      .first()
      .getByRole('button', { name: /^Invoice for order/ })
      .click();
    const invoice = page.getByRole('dialog', { name: /^Invoice / });
    await expect(invoice.getByTestId('invoice-sheet')).toBeVisible();
    await expectCloseBesideTitle(page, invoice, 'Close invoice', at('invoice'));
    await expectNoHorizontalOverflow(page, at('invoice'));
    await page.keyboard.press('Escape');

    await page.goto('/admin/users');
    await screenReady(page, 'User Management');
    await page.getByRole('searchbox', { name: 'Search users' }).fill('demo@maison.local');
    // The seeded demo customer's paid orders and spending, from the list's own answer.
    const demo = page.getByTestId('user-row').first();
    await expect(demo.locator('.user-table__figure').first()).not.toHaveText('0');
    await expect(demo.locator('.user-table__figure').nth(1)).toHaveText(/^\$[\d,]+\.\d{2}$/);
    await demo.getByRole('button', { name: /^View orders of / }).click();
    await expect(page.getByRole('region', { name: /^Orders of / })).toBeVisible();
    await expectNoHorizontalOverflow(page, at("users, with a user's orders"));
    const table = await page.locator('.user-table').evaluate((element) => ({
      table: Math.round(element.getBoundingClientRect().right),
      list: Math.round(element.parentElement!.getBoundingClientRect().right),
    }));
    expect(table.table, at('the users table within its column')).toBeLessThanOrEqual(table.list);
    await page
      .getByRole('region', { name: /^Orders of / })
      .getByRole('button', { name: /ORD-/ })
      .first()
      .click();
    const details = page.getByRole('dialog', { name: /^Order / });
    await expectCloseBesideTitle(page, details, 'Close order details', at('order details'));
    await expectNoSeriousAxeViolations(page, at('order details'));
    await page.keyboard.press('Escape');
  }
  expect(errors).toEqual([]);
});

test("the header's wordmark and account menu are named after the text they show", async ({ page, request }) => {
  const answer = await request.post('/api/auth/login', {
    data: { username: 'demo@maison.local', password: 'maison-demo', remember: true },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const session = (await answer.json()) as { token: string; role: string; username: string; email: string };
  await page.addInitScript((s) => {
    localStorage.setItem('maison.token', s.token);
    localStorage.setItem('maison.role', s.role);
    localStorage.setItem('maison.username', s.username);
    localStorage.setItem('maison.email', s.email);
  }, session);
  await page.goto('/');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Maison Parfums, home' })).toBeVisible();
  await expect(banner.getByRole('button', { name: `Account menu for ${session.username}` })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'customer header', 'header');
});
