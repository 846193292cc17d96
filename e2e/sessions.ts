import { randomBytes } from 'node:crypto';
import { type APIRequestContext, type Page, expect } from '@playwright/test';
import { linkIn, tokenOf, waitForMail } from './mailbox';

/** The local cloud's demo customer (infra/seed-demo). */
export const DEMO = { email: 'demo@maison.local', password: 'maison-demo' };

/** What a login answers with. */
export interface LoginAnswer {
  token: string;
  role: string;
  username: string;
  email: string;
}

/** Signs in through the API, failing the test on any answer but 200. */
export async function login(request: APIRequestContext, username: string, password: string): Promise<LoginAnswer> {
  const answer = await request.post('/api/auth/login', { data: { username, password, remember: true } });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as LoginAnswer;
}

/** Stores a session in the page's browser as "Remember me" would, before any of its scripts run. */
export async function storeSession(page: Page, session: LoginAnswer): Promise<void> {
  await page.addInitScript((s) => {
    localStorage.setItem('maison.token', s.token);
    localStorage.setItem('maison.role', s.role);
    localStorage.setItem('maison.username', s.username);
    localStorage.setItem('maison.email', s.email);
    localStorage.setItem('maison.isEmailVerified', 'true');
  }, session);
}

/** Signs an account in through the API and stores the session as "Remember me" would; returns the session. */
export async function signIn(page: Page, request: APIRequestContext, email: string, password: string): Promise<LoginAnswer> {
  const session = await login(request, email, password);
  await storeSession(page, session);
  return session;
}

/** Signs the demo customer in, as `signIn` does. */
export const signInAsDemo = (page: Page, request: APIRequestContext) => signIn(page, request, DEMO.email, DEMO.password);

/**
 * A fresh customer of the test's own (whose cart, wishlist and orders it may change), registered
 * through the API and verified through the emailed link; `name` starts their username and email.
 */
export async function newVerifiedCustomer(
  request: APIRequestContext,
  name: string,
): Promise<{ email: string; password: string; username: string }> {
  const suffix = randomBytes(4).toString('hex');
  const email = `${name}.${suffix}@example.com`;
  const username = `${name}_${suffix}`;
  const password = 'scent-of-rain';
  const registered = await request.post('/api/auth/register', { data: { username, email, password } });
  expect(registered.status(), await registered.text()).toBeLessThan(300);
  const link = linkIn(await waitForMail(email, 'Verify your email address'), '/verify-email');
  const verified = await request.get(`/api/auth/verify-email/${encodeURIComponent(tokenOf(link))}`);
  expect(verified.status(), await verified.text()).toBe(200);
  return { email, password, username };
}
