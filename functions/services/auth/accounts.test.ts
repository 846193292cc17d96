import { describe, expect, it } from 'vitest';
import { AppError } from '../../../shared/errors';
import { SESSION_SECONDS } from '../../commons/session';
import { createAccounts } from './accounts';
import { AUTH_MESSAGES } from './auth-messages';
import { createEmailLinks } from './email-links';
import { cookieValue, inMemoryAuthDeps } from './in-memory-auth-deps';
import { hashSecret } from './one-use-secret';

const ANNA = { username: 'Anna', email: 'Anna@Example.com', password: 'secret1' };

function setup() {
  const world = inMemoryAuthDeps();
  return { ...world, accounts: createAccounts(world.deps), links: createEmailLinks(world.deps) };
}

/** Registers Anna and answers her binding cookie's value. */
async function registered(world: ReturnType<typeof setup>) {
  const outcome = await world.accounts.register(ANNA);
  return cookieValue(outcome.cookies?.[0]);
}

async function verified(world: ReturnType<typeof setup>) {
  const binding = await registered(world);
  await world.links.verifyEmail(world.lastLinkSecret('verify-email'));
  return binding;
}

const rejection = (promise: Promise<unknown>) => promise.then(() => { throw new Error('expected a rejection'); }, (error: AppError) => error);

describe('register', () => {
  it('creates an unverified customer and queues a sealed 24-hour verification link', async () => {
    const world = setup();
    const outcome = await world.accounts.register(ANNA);
    expect(outcome.body).toEqual({ success: true, message: 'Registration successful! Please check your email to verify your account.' });
    const user = [...world.users.values()][0]!;
    expect(user).toMatchObject({ username: 'Anna', email: 'anna@example.com', role: 'user', emailVerified: false, passwordHash: 'hashed:secret1' });
    const mail = world.outbox[0]!;
    expect(mail).toMatchObject({ template: 'verify-email', to: 'anna@example.com', username: 'Anna' });
    expect(mail.sealedLink).toMatch(new RegExp(`^sealed:${mail.id}:https://shop.example/verify-email#token=[\\w-]{43}$`));
    const secret = world.lastLinkSecret('verify-email');
    const stored = world.tokens.get(hashSecret(secret))!;
    expect(stored).toMatchObject({ purpose: 'verify-email', userId: user.id });
    expect(stored.expiresAt - Math.floor(world.deps.now().getTime() / 1000)).toBe(24 * 3600);
    expect(JSON.stringify([...world.tokens.entries()])).not.toContain(secret);
  });

  it('binds the browser with an httpOnly, SameSite=Strict cookie scoped to /api/auth, Secure on https', async () => {
    const world = setup();
    const [cookie] = (await world.accounts.register(ANNA)).cookies!;
    expect(cookie).toMatch(/^maison_signin_binding=[\w-]{43}; Max-Age=86400; Path=\/api\/auth; HttpOnly; SameSite=Strict; Secure$/);
    expect(world.tokens.get(hashSecret(cookieValue(cookie)))?.purpose).toBe('login-binding');
  });

  it('refuses a taken email or username in any case', async () => {
    const world = setup();
    await world.accounts.register(ANNA);
    expect((await rejection(world.accounts.register({ ...ANNA, username: 'other' }))).code).toBe('CONFLICT');
    expect((await rejection(world.accounts.register({ ...ANNA, username: 'ANNA', email: 'x@y.co' }))).code).toBe('CONFLICT');
  });
});

describe('login', () => {
  it('accepts the username or the email address in any case; remember me picks the long session', async () => {
    const world = setup();
    await verified(world);
    const byName = await world.accounts.login({ username: 'aNNa', password: 'secret1' });
    expect(byName.body).toEqual({ token: `session:user-1:user:${SESSION_SECONDS.browser}`, role: 'user', username: 'Anna', email: 'anna@example.com', isEmailVerified: true });
    const byEmail = await world.accounts.login({ username: ' ANNA@example.COM ', password: 'secret1', remember: true });
    expect(byEmail.body).toMatchObject({ token: `session:user-1:user:${SESSION_SECONDS.remembered}` });
  });

  it('answers 401 alike for a wrong password and an unknown name', async () => {
    const world = setup();
    await verified(world);
    for (const attempt of [{ username: 'Anna', password: 'wrong!' }, { username: 'nobody', password: 'secret1' }]) {
      const error = await rejection(world.accounts.login(attempt));
      expect([error.status, error.message]).toEqual([401, 'Invalid username or password.']);
    }
  });

  it('answers 403 emailVerificationRequired and binds the browser when an unverified account gives the right password', async () => {
    const world = setup();
    await registered(world);
    const outcome = await world.accounts.login({ username: 'Anna', password: 'secret1' });
    expect(outcome.status).toBe(403);
    expect(outcome.body).toEqual({ code: 'EMAIL_NOT_VERIFIED', emailVerificationRequired: true, email: 'anna@example.com', message: 'Please verify your email before logging in.' });
    expect(outcome.cookies?.[0]).toMatch(/^maison_signin_binding=/);
    const wrong = await rejection(world.accounts.login({ username: 'Anna', password: 'nope!!' }));
    expect(wrong.status).toBe(401);
  });

  it('signs admins in like anyone, with the admin role', async () => {
    const world = setup();
    await world.deps.users.create({ username: 'boss', email: 'boss@example.com', passwordHash: 'hashed:adminpw', role: 'admin', emailVerified: true });
    expect((await world.accounts.login({ username: 'boss', password: 'adminpw' })).body).toMatchObject({ role: 'admin', token: expect.stringContaining(':admin:') });
  });

  it('locks a name for the window after 5 failures, even with the right password, then lets it in again', async () => {
    const world = setup();
    await verified(world);
    for (let i = 0; i < 5; i++) expect((await rejection(world.accounts.login({ username: 'Anna', password: 'wrong!' }))).status).toBe(401);
    const locked = await rejection(world.accounts.login({ username: 'anna@example.com', password: 'secret1' }));
    expect([locked.status, locked.message]).toEqual([429, 'Too many failed login attempts. Please wait 15 minutes and try again.']);
    world.advance(15 * 60);
    expect((await world.accounts.login({ username: 'Anna', password: 'secret1' })).body).toMatchObject({ username: 'Anna' });
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    const world = setup();
    await verified(world);
    for (let i = 0; i < 4; i++) await rejection(world.accounts.login({ username: 'Anna', password: 'wrong!' }));
    await world.accounts.login({ username: 'Anna', password: 'secret1' });
    for (let i = 0; i < 4; i++) expect((await rejection(world.accounts.login({ username: 'Anna', password: 'wrong!' }))).status).toBe(401);
  });

  it('counts failures for unknown names too', async () => {
    const world = setup();
    for (let i = 0; i < 5; i++) await rejection(world.accounts.login({ username: 'ghost', password: 'x' }));
    expect((await rejection(world.accounts.login({ username: 'GHOST', password: 'x' }))).status).toBe(429);
  });
});

describe('login-verified', () => {
  it('signs in the bound browser once, shortly after verification, and clears its cookie', async () => {
    const world = setup();
    const binding = await verified(world);
    const outcome = await world.accounts.loginVerified({ email: 'anna@example.com' }, binding);
    expect(outcome.body).toMatchObject({ token: `session:user-1:user:${SESSION_SECONDS.browser}`, role: 'user', username: 'Anna', email: 'anna@example.com' });
    expect(outcome.cookies?.[0]).toMatch(/^maison_signin_binding=; Max-Age=0; Path=\/api\/auth; HttpOnly; SameSite=Strict; Secure$/);
    const again = await rejection(world.accounts.loginVerified({ email: 'anna@example.com' }, binding));
    expect([again.status, again.message]).toEqual([401, AUTH_MESSAGES.autoLoginUnavailable]);
  });

  it('gives the long session with remember me', async () => {
    const world = setup();
    const binding = await verified(world);
    expect((await world.accounts.loginVerified({ email: 'anna@example.com', remember: true }, binding)).body.token).toContain(`:${SESSION_SECONDS.remembered}`);
  });

  it('refuses a browser without the binding, or with a made-up one', async () => {
    const world = setup();
    await verified(world);
    expect((await rejection(world.accounts.loginVerified({ email: 'anna@example.com' }, undefined))).status).toBe(401);
    expect((await rejection(world.accounts.loginVerified({ email: 'anna@example.com' }, 'A'.repeat(43)))).status).toBe(401);
  });

  it("refuses another account's binding", async () => {
    const world = setup();
    const annas = await verified(world);
    await world.accounts.register({ username: 'bob', email: 'bob@example.com', password: 'secret2' });
    await world.links.verifyEmail(world.lastLinkSecret('verify-email'));
    expect((await rejection(world.accounts.loginVerified({ email: 'bob@example.com' }, annas))).status).toBe(401);
    expect((await world.accounts.loginVerified({ email: 'anna@example.com' }, annas)).body.username).toBe('Anna');
  });

  it('refuses before verification without using up the binding', async () => {
    const world = setup();
    const binding = await registered(world);
    expect((await rejection(world.accounts.loginVerified({ email: 'anna@example.com' }, binding))).status).toBe(401);
    await world.links.verifyEmail(world.lastLinkSecret('verify-email'));
    expect((await world.accounts.loginVerified({ email: 'anna@example.com' }, binding)).body.username).toBe('Anna');
  });

  it('refuses once 15 minutes have passed since verification', async () => {
    const world = setup();
    const binding = await verified(world);
    world.advance(15 * 60 + 1);
    expect((await rejection(world.accounts.loginVerified({ email: 'anna@example.com' }, binding))).status).toBe(401);
  });

  it('accepts the binding of an unverified login attempt', async () => {
    const world = setup();
    await registered(world);
    const attempt = await world.accounts.login({ username: 'Anna', password: 'secret1' });
    await world.links.verifyEmail(world.lastLinkSecret('verify-email'));
    expect((await world.accounts.loginVerified({ email: 'anna@example.com' }, cookieValue(attempt.cookies?.[0]))).body.username).toBe('Anna');
  });
});

describe('verification status', () => {
  it('answers false, then true after verification, and 404 "User not found" for an unknown address', async () => {
    const world = setup();
    await registered(world);
    expect(await world.accounts.verificationStatus('anna@example.com')).toEqual({ isEmailVerified: false });
    await world.links.verifyEmail(world.lastLinkSecret('verify-email'));
    expect(await world.accounts.verificationStatus('anna@example.com')).toEqual({ isEmailVerified: true });
    const missing = await rejection(world.accounts.verificationStatus('nobody@example.com'));
    expect([missing.status, missing.message]).toEqual([404, 'User not found']);
  });
});
