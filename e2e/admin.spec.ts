import { expect, test } from '@playwright/test';
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

test('every admin screen fits 375 px without sideways scrolling and has no serious accessibility violations', async ({ page, request }) => {
  test.setTimeout(60_000);
  await signInAsAdmin(page, request);
  await page.setViewportSize({ width: 375, height: 812 });
  for (const screen of ADMIN_SCREENS) {
    await page.goto(`/admin/${screen.path}`);
    await screenReady(page, screen.heading);
    await expectNoHorizontalOverflow(page, screen.path);
    await expectNoSeriousAxeViolations(page, screen.path);
  }

  // The add-product form, its picture picker included, fits the small screen too.
  await page.goto('/admin/products');
  await screenReady(page, 'Product Management');
  await page.getByRole('button', { name: 'Add Product' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Product' });
  const picker = dialog.getByLabel('Product image');
  await picker.scrollIntoViewIfNeeded();
  const right = await picker.evaluate((input) => input.getBoundingClientRect().right);
  expect(right).toBeLessThanOrEqual(375);
  await expectNoHorizontalOverflow(page, 'add product');

  // The two wide tables fit a laptop screen beside the sidebar.
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const screen of ADMIN_SCREENS.filter((s) => s.path === 'products' || s.path === 'inventory')) {
    await page.goto(`/admin/${screen.path}`);
    await screenReady(page, screen.heading);
    await expectNoHorizontalOverflow(page, `${screen.path} at 1280 px`);
  }
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
