import { type Page, expect, test } from '@playwright/test';
import { signInAsDemo } from './sessions';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test('a new page starts at the top, and so does the page Back returns to', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Shop Now' });
  await footerLink.scrollIntoViewIfNeeded();
  expect(await scrollY(page)).toBeGreaterThan(500);

  await footerLink.click();
  await expect(page).toHaveURL(/\/shop$/);
  // The address changes at once; the page it names follows when its code has loaded.
  await expect(page.getByRole('heading', { level: 1, name: 'Perfumes & Colognes' })).toBeVisible();
  expect(await scrollY(page)).toBe(0);

  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  expect(await scrollY(page)).toBeGreaterThan(500);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Discover your signature scent' })).toBeVisible();
  expect(await scrollY(page)).toBe(0);
  expect(await page.evaluate(() => history.scrollRestoration)).toBe('manual');
});

test('a signed-in customer who opens /login, /register or ?showLogin=true is offered no second sign-in', async ({ page, request }) => {
  await signInAsDemo(page, request);
  for (const [at, landing] of [
    ['/login', /\/$/],
    ['/register', /\/$/],
    ['/shop?showLogin=true', /\/shop$/],
  ] as const) {
    await page.goto(at);
    await expect(page).toHaveURL(landing);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
});

test('the welcome toast leaves the address at once, so a reload does not welcome again', async ({ page }) => {
  await page.goto('/?verified=true');
  await expect(page.getByRole('status').filter({ hasText: 'Welcome to Maison!' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Welcome to Maison!')).toHaveCount(0);
});
