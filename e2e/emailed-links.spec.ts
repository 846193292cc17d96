import { randomBytes } from 'node:crypto';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { linkIn, tokenOf, waitForMail } from './mailbox';

// The emailed verification and reset links carry their token in the fragment, which the browser
// never sends: no server, CDN log or Referer sees it. The pages take it out of the address bar
// at once; links mailed before still carry it in the query, and still work.

async function registered(request: APIRequestContext) {
  const suffix = randomBytes(4).toString('hex');
  const account = { username: `links_${suffix}`, email: `links.${suffix}@example.com`, password: 'old-password-1' };
  const answer = await request.post('/api/auth/register', { data: account });
  expect(answer.ok(), await answer.text()).toBe(true);
  return { ...account, verifyLink: linkIn(await waitForMail(account.email, 'Verify your email address'), '/verify-email') };
}

async function resetLink(request: APIRequestContext, email: string): Promise<string> {
  const asked = await request.post('/api/auth/forgot-password', { data: { email } });
  expect(asked.ok(), await asked.text()).toBe(true);
  return linkIn(await waitForMail(email, 'Reset your Maison password', { timeoutMs: 30_000 }), '/reset-password');
}

/** Every Referer the page's requests send (to `only` paths, if given), to check none carries the token. */
function referers(page: Page, only = '/'): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const referer = request.headers().referer;
    if (referer && new URL(request.url()).pathname.startsWith(only)) seen.push(referer);
  });
  return seen;
}

async function setNewPassword(page: Page, password: string) {
  await page.getByLabel('New Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm New Password').fill(password);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Your password has been reset.', { exact: false })).toBeVisible();
}

async function signsIn(request: APIRequestContext, username: string, password: string) {
  const answer = await request.post('/api/auth/login', { data: { username, password } });
  expect(answer.status(), await answer.text()).toBe(200);
}

test('the emailed links carry the token in the fragment; the pages use it and leave no token in the address bar', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = await registered(request);
  expect(account.verifyLink).toMatch(/\/verify-email#token=[\w-]{43}$/);
  const verifyToken = tokenOf(account.verifyLink);
  const sent = referers(page);

  await page.goto(account.verifyLink);
  await expect(page.getByText(`Email verified successfully! Welcome, ${account.username}!`, { exact: false })).toBeVisible();
  expect(page.url()).not.toContain(verifyToken);
  expect(new URL(page.url()).pathname).toMatch(/^\/(verify-email|login)$/);

  const link = await resetLink(request, account.email);
  expect(link).toMatch(/\/reset-password#token=[\w-]{43}$/);
  const resetToken = tokenOf(link);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Your Password' })).toBeVisible();
  await expect(page).toHaveURL(/\/reset-password$/);
  // A reload before the form is sent: the address no longer has the token, the tab kept it.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Your Password' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await setNewPassword(page, 'new-password-2');
  expect(page.url()).not.toContain(resetToken);
  await signsIn(request, account.username, 'new-password-2');

  // Back in history, the entry the link opened holds no token either.
  await expect(page).toHaveURL(/\/login$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/reset-password$/);
  for (const referer of sent) {
    expect(referer).not.toContain(verifyToken);
    expect(referer).not.toContain(resetToken);
  }
});

test('an older emailed link with ?token= still verifies and resets, and its token leaves the address bar', async ({ page, request }) => {
  test.setTimeout(120_000);
  const account = await registered(request);
  const verifyToken = tokenOf(account.verifyLink);
  // The page's own scripts and styles load while the address still shows an old link's token;
  // its API calls go out after the token has left it.
  const sent = referers(page, '/api/');

  await page.goto(`/verify-email?token=${verifyToken}`);
  await expect(page.getByText(`Email verified successfully! Welcome, ${account.username}!`, { exact: false })).toBeVisible();
  expect(page.url()).not.toContain(verifyToken);

  const resetToken = tokenOf(await resetLink(request, account.email));
  await page.goto(`/reset-password?token=${resetToken}`);
  await expect(page).toHaveURL(/\/reset-password$/);
  await setNewPassword(page, 'new-password-3');
  await signsIn(request, account.email, 'new-password-3');
  expect(sent.length).toBeGreaterThanOrEqual(2);
  for (const referer of sent) expect(referer).not.toContain('token=');
});
