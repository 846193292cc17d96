import { type Page, expect, test } from '@playwright/test';
import { signInAsDemo } from './sessions';

const STATUSES = ['Pending', 'Confirmed', 'Processing', 'Shipped', 'Delivered', 'Cancelled'];

/** The count each tab shows, by label. */
async function tabCounts(page: Page): Promise<Record<string, number>> {
  const tabs = page.getByRole('tablist', { name: 'Order status' }).getByRole('tab');
  await expect(tabs).toHaveCount(7);
  await expect(tabs.first().getByTestId('tab-count')).toBeVisible();
  const counts: Record<string, number> = {};
  for (const tab of await tabs.all()) {
    const [label, count] = (await tab.innerText()).trim().split(/\s+/);
    counts[label!] = Number(count);
  }
  return counts;
}

test("the demo customer's orders: tabs and counts, cards, invoices on delivered orders, details", async ({ page, request }) => {
  await signInAsDemo(page, request);
  await page.goto('/orders');
  await expect(page).toHaveTitle('My Orders — Maison');

  const counts = await tabCounts(page);
  expect(Object.keys(counts)).toEqual(['All', ...STATUSES]);
  expect(counts.All).toBe(STATUSES.reduce((sum, status) => sum + counts[status]!, 0));
  for (const status of STATUSES) expect(counts[status], status).toBeGreaterThan(0);

  const cards = page.getByTestId('order-card');
  await expect(cards).toHaveCount(counts.All!);
  for (const card of await cards.all()) {
    await expect(card.getByTestId('order-number')).toHaveText(/^ORD-\d{8}-[0-9A-Z]{6}$/);
    await expect(card.getByTestId('order-total')).toHaveText(/^\$\d[\d,]*\.\d{2}$/);
    const delivered = (await card.getByTestId('status-badge').innerText()) === 'Delivered';
    await expect(card.getByRole('button', { name: 'Invoice' })).toHaveCount(delivered ? 1 : 0);
  }

  await page.getByRole('tab', { name: /^Delivered/ }).click();
  await expect(page).toHaveURL(/\/orders\?status=delivered$/);
  await expect(cards).toHaveCount(counts.Delivered!);
  await expect(cards.getByTestId('status-badge')).toHaveText(Array(counts.Delivered!).fill('Delivered'));

  // The invoice of the first delivered order, in a dialog that Escape closes.
  const first = cards.first();
  const number = await first.getByTestId('order-number').innerText();
  await first.getByRole('button', { name: 'Invoice' }).click();
  const dialog = page.getByRole('dialog', { name: `Invoice ${number}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('invoice-sheet')).toContainText('Subtotal');
  await expect(dialog.getByTestId('invoice-total')).toHaveText(await first.getByTestId('order-total').innerText());
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await first.getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(/\/order-confirmation\/[\w-]+$/);
  await expect(page.getByTestId('order-number')).toHaveText(number);
  await expect(page.getByTestId('status-badge')).toHaveText('Delivered');
  await expect(page.getByRole('link', { name: 'View All Orders' })).toHaveAttribute('href', '/orders');
});

test('a guest who opens /orders lands on the home page', async ({ page }) => {
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('tablist', { name: 'Order status' })).toHaveCount(0);
});

test('the demo customer is denied the admin area, with their role named', async ({ page, request }) => {
  await signInAsDemo(page, request);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText("You don't have permission to access this page. Your role: user")).toBeVisible();
  await page.getByRole('button', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the orders page fits a 320 px screen, its tabs scrolling sideways within it', async ({ page, request }) => {
  await signInAsDemo(page, request);
  await page.setViewportSize({ width: 320, height: 720 });
  await page.goto('/orders');
  await page.getByRole('button', { name: 'Show 1 more item' }).first().click();
  await page.getByRole('button', { name: 'Invoice' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const widths = await page.evaluate(() => ({
    main: document.querySelector('main')!.scrollWidth,
    dialog: document.querySelector('[role="dialog"]')!.getBoundingClientRect().right,
    sheetOverflow: (({ scrollWidth, clientWidth }) => scrollWidth - clientWidth)(document.querySelector('[data-testid="invoice-sheet"]')!),
    tabs: document.querySelector('[role="tablist"]')!.clientWidth,
  }));
  expect(widths.main).toBeLessThanOrEqual(320);
  expect(widths.dialog).toBeLessThanOrEqual(320);
  expect(widths.sheetOverflow).toBe(0);
  expect(widths.tabs).toBeLessThanOrEqual(320);
});

test("a signed-in customer's pages are no wider than a 320 px screen, header included", async ({ page, request }) => {
  await signInAsDemo(page, request);
  await page.setViewportSize({ width: 320, height: 720 });
  for (const [path, content] of [
    ['/shop', 'product-card'],
    ['/orders', 'order-card'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByTestId(content).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
