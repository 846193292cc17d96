import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signIn } from './admin-support';
import { linkIn, waitForMail } from './mailbox';

const DEMO = { email: 'demo@maison.local', password: 'maison-demo' };

test('a signed-in customer reloading the shop sends the early catalogue request with the stored token, and the shop shows its answer', async ({
  page,
  request,
}) => {
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

test('a stored role other than user or admin is not taken for user: customer and admin pages deny it and name it', async ({
  page,
  request,
}) => {
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

test('after a resend, the first emailed link says a newer one was sent and offers to send another, which arrives and verifies', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const suffix = randomBytes(4).toString('hex');
  const account = { username: `resent_${suffix}`, email: `resent.${suffix}@example.com`, password: 'resent-password-1' };
  expect((await request.post('/api/auth/register', { data: account })).ok()).toBe(true);
  const first = linkIn(await waitForMail(account.email, 'Verify your email address'), '/verify-email');
  expect((await request.post('/api/auth/resend-verification', { data: { email: account.email } })).ok()).toBe(true);
  await waitForMail(account.email, 'Verify your email address', { nth: 2 });

  await page.goto(first);
  await expect(page.getByText('A newer verification link has been sent, so this one no longer works.', { exact: false })).toBeVisible();
  const resend = page.getByRole('button', { name: 'Resend Email' });
  await expect(resend).toBeDisabled();
  await page.getByLabel('Email Address').fill(account.email);
  await resend.click();
  await expect(page.getByText('Verification email sent! Please check your inbox.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Resend in \d+s$/ })).toBeDisabled();

  const latest = linkIn(await waitForMail(account.email, 'Verify your email address', { nth: 3 }), '/verify-email');
  // A new document: only the fragment differs from the page's address, which would not reload it.
  await page.goto('about:blank');
  await page.goto(latest);
  await expect(page.getByText(`Email verified successfully! Welcome, ${account.username}!`, { exact: false })).toBeVisible();
});
