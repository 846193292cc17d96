import { expect, test } from '@playwright/test';
import { signIn } from './admin-support';

const DEMO = { email: 'demo@maison.local', password: 'maison-demo' };

test('a signed-in customer reloading the shop sends the early catalogue request with the stored token, and the shop shows its answer', async ({ page, request }) => {
  const session = await signIn(page, request, DEMO.email, DEMO.password);
  const catalogueAuth: (string | undefined)[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/customer/products') catalogueAuth.push(sent.headers().authorization);
  });
  await page.goto('/shop');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  // One request per load, the early one: the shop used its answer rather than asking again.
  expect(catalogueAuth).toEqual([`Bearer ${session.token}`, `Bearer ${session.token}`]);
});

test('a stored role other than user or admin is not taken for user: customer and admin pages deny it and name it', async ({ page, request }) => {
  await signIn(page, request, DEMO.email, DEMO.password);
  await page.addInitScript(() => localStorage.setItem('maison.role', 'superuser'));
  for (const path of ['/orders', '/admin']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText("You don't have permission to access this page. Your role: superuser")).toBeVisible();
    await expect(page.getByRole('heading', { name: 'My Orders' })).toHaveCount(0);
  }
  await page.getByRole('button', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
