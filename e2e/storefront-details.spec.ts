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
