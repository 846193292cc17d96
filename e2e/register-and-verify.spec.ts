import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { linkIn, waitForMail } from './mailbox';

test('a new customer registers in the modal, follows the emailed link and ends signed in', async ({ page, context }) => {
  test.setTimeout(90_000);
  const suffix = randomBytes(4).toString('hex');
  const username = `e2e_${suffix}`;
  const email = `e2e.${suffix}@example.com`;
  const password = 'scent-of-rain';

  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign Up' }).click();
  const register = page.getByRole('dialog', { name: 'Join Maison' });
  await expect(register).toBeVisible();
  await register.getByLabel('Username', { exact: true }).fill(username);
  await register.getByLabel('Email Address').fill(email);
  await register.getByLabel('Password', { exact: true }).fill(password);
  await expect(register.getByText('Good', { exact: true })).toBeVisible();
  await register.getByLabel('Confirm Password').fill(password);
  await expect(register.getByText('Passwords match')).toBeVisible();
  await register.getByRole('checkbox', { name: /I agree to the Terms of Service and Privacy Policy/ }).check();
  await register.getByRole('button', { name: 'Create Account' }).click();
  await expect(register.getByRole('status').filter({ hasText: 'Registration successful!' })).toBeVisible();

  // After 1.5 s the modal waits for the verification, polling.
  const waiting = page.getByRole('dialog', { name: 'Check Your Email' });
  await expect(waiting).toBeVisible();
  await expect(waiting.getByText(email)).toBeVisible();
  await expect(waiting.getByRole('progressbar', { name: 'Waiting for verification' })).toBeVisible();

  // The first tab keeps polling meanwhile; its welcome shows for 2 s, so watch for it from now on.
  const welcomed = expect(waiting.getByText('Email verified successfully! Welcome to Maison!')).toBeVisible({ timeout: 30_000 });

  // The link from the email, opened in another tab of the same browser.
  const link = linkIn(await waitForMail(email, 'Verify your email address'), '/verify-email');
  expect(new URL(link).origin).toBe(new URL(page.url()).origin);
  // The token rides in the fragment, which the browser never sends; the page takes it out of the address bar.
  expect(new URL(link).hash).toMatch(/^#token=[\w-]{43}$/);
  const verifyTab = await context.newPage();
  await verifyTab.goto(link);
  await expect(verifyTab.getByRole('heading', { level: 1, name: 'Email Verification' })).toBeVisible();
  await expect(
    verifyTab.getByText(`Email verified successfully! Welcome, ${username}! You will be redirected to login shortly.`),
  ).toBeVisible();
  expect(verifyTab.url()).not.toContain('token');
  await expect(verifyTab).toHaveURL(/\/login$/);
  await expect(verifyTab.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible();

  // The first tab's poll sees the verification and signs in by itself.
  await welcomed;
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Account menu for ${username}` })).toBeVisible();
  await expect(page.getByText(`Hello, ${username}`)).toBeVisible();

  // The verify tab (its own session) signs in with the password on /login.
  const login = verifyTab.getByRole('dialog', { name: 'Welcome Back' });
  await login.getByLabel('Username or Email').fill(email);
  await login.getByLabel('Password', { exact: true }).fill(password);
  await login.getByRole('button', { name: 'Sign In' }).click();
  await expect(verifyTab.getByRole('dialog')).toHaveCount(0);
  await expect(verifyTab.getByRole('button', { name: `Account menu for ${username}` })).toBeVisible();
});
