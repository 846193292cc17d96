import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { linkIn, tokenOf, waitForMail } from './mailbox';

/** A verified customer made through the API, so the seeded accounts keep their passwords. */
async function verifiedCustomer(request: APIRequestContext) {
  const suffix = randomBytes(4).toString('hex');
  const account = { username: `reset_${suffix}`, email: `reset.${suffix}@example.com`, password: 'old-password-1' };
  const registered = await request.post('/api/auth/register', { data: account });
  expect(registered.ok(), await registered.text()).toBe(true);
  const token = tokenOf(linkIn(await waitForMail(account.email, 'Verify your email address'), '/verify-email'));
  const verified = await request.get(`/api/auth/verify-email/${token}`);
  expect(verified.ok(), await verified.text()).toBe(true);
  return account;
}

test('a customer asks for a reset in the modal, sets a new password from the email and signs in with it', async ({ page, request }) => {
  test.setTimeout(90_000);
  const account = await verifiedCustomer(request);
  const newPassword = 'new-password-2';

  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const modal = page.getByRole('dialog');
  await modal.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('dialog', { name: 'Reset Your Password' })).toBeVisible();
  await modal.getByLabel('Email Address').fill(account.email);
  await modal.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('dialog', { name: 'Email Sent!' })).toBeVisible();
  await expect(modal.getByText(account.email)).toBeVisible();

  const link = linkIn(await waitForMail(account.email, 'Reset your Maison password'), '/reset-password');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Your Password' })).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill('short');
  await expect(page.getByText('Password too short')).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await expect(page.getByText('Password strength: Good')).toBeVisible();
  await page.getByLabel('Confirm New Password').fill(newPassword);
  await expect(page.getByText('Passwords match')).toBeVisible();
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Your password has been reset.', { exact: false })).toBeVisible();

  // After 3 s the page goes to /login: the login modal over the home page.
  await expect(page).toHaveURL(/\/login$/);
  const login = page.getByRole('dialog', { name: 'Welcome Back' });
  await expect(login).toBeVisible();
  await login.getByLabel('Username or Email').fill(account.username);
  await login.getByLabel('Password', { exact: true }).fill(account.password);
  await login.getByRole('button', { name: 'Sign In' }).click();
  await expect(login.getByRole('alert')).toHaveText('Invalid username or password.');

  await login.getByLabel('Password', { exact: true }).fill(newPassword);
  await login.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Account menu for ${account.username}` })).toBeVisible();
});
