import { describe, expect, it } from 'vitest';
import { AppError } from '@shared/errors';
import { SESSION_SECONDS } from '../../commons/session';
import { AUTH_MESSAGES } from './auth-messages';
import { cookieValue, createAccounts, createEmailLinks, inMemoryAuthDeps } from '../../test-support/in-memory-auth';
import { hashSecret } from './one-use-secret';

const ANNA = { username: 'Anna', email: 'Anna@Example.com', password: 'secret1' };
/** Anna's browser at home, and a stranger's elsewhere. */
const HOME = { address: '198.51.100.7', cookies: {} };
const ELSEWHERE = { address: '203.0.113.66', cookies: {} };
const from = (address: string) => ({ address, cookies: {} });

function setup() {
  const world = inMemoryAuthDeps();
  return { ...world, accounts: createAccounts(world.deps), links: createEmailLinks(world.deps) };
}

/** Registers Anna and answers her binding cookie's value. */
async function registered(world: ReturnType<typeof setup>) {
  const outcome = await world.accounts.register(ANNA, HOME);
  return cookieValue(outcome.cookies?.[0]);
}

async function verified(world: ReturnType<typeof setup>) {
  const binding = await registered(world);
  await world.links.verifyEmail(world.lastLinkSecret('verify-email'));
  return binding;
}

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: AppError) => error,
  );

describe('register', () => {
  it('creates an unverified customer and queues a sealed 24-hour verification link', async () => {
    const world = setup();
    const outcome = await world.accounts.register(ANNA, HOME);
    expect(outcome.body).toEqual({ success: true, message: 'Registration successful! Please check your email to verify your account.' });
    const user = [...world.users.values()][0]!;
    expect(user).toMatchObject({
      username: 'Anna',
      email: 'anna@example.com',
      role: 'user',
      emailVerified: false,
      passwordHash: 'hashed:secret1',
    });
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
    const [cookie] = (await world.accounts.register(ANNA, HOME)).cookies!;
    expect(cookie).toMatch(/^maison_signin_binding=[\w-]{43}; Max-Age=86400; Path=\/api\/auth; HttpOnly; SameSite=Strict; Secure$/);
    expect(world.tokens.get(hashSecret(cookieValue(cookie)))?.purpose).toBe('login-binding');
  });

  it('refuses a taken username in any case, even when the address is taken too', async () => {
    const world = setup();
    await world.accounts.register(ANNA, HOME);
    const taken = await rejection(world.accounts.register({ ...ANNA, username: 'ANNA', email: 'x@y.co' }, HOME));
    expect([taken.status, taken.message]).toEqual([409, 'This username is already taken.']);
    expect((await rejection(world.accounts.register({ ...ANNA, username: 'anna' }, HOME))).status).toBe(409);
  });

  it('answers a taken address like a success, makes no account, and emails the owner instead', async () => {
    const world = setup();
    const first = await world.accounts.register(ANNA, HOME);
    const again = await world.accounts.register({ ...ANNA, username: 'other', email: 'ANNA@example.com' }, ELSEWHERE);
    expect(again.body).toEqual(first.body);
    expect(again.cookies?.[0]).toMatch(
      /^maison_signin_binding=[\w-]{43}; Max-Age=86400; Path=\/api\/auth; HttpOnly; SameSite=Strict; Secure$/,
    );
    expect(world.users.size).toBe(1);
    expect(world.outbox.map((m) => [m.template, m.to])).toEqual([
      ['verify-email', 'anna@example.com'],
      ['account-exists', 'anna@example.com'],
    ]);
    expect(world.outbox[1]?.sealedLink).toMatch(/:https:\/\/shop\.example\/\?showLogin=true$/);
    // The cookie binds nothing: it neither reads the status nor signs in after Anna verifies.
    await world.links.verifyEmail(world.lastLinkSecret('verify-email'));
    const stranger = { ...ELSEWHERE, cookies: { maison_signin_binding: cookieValue(again.cookies?.[0]) } };
    expect(await world.accounts.verificationStatus('anna@example.com', stranger)).toEqual({ isEmailVerified: false });
    expect((await rejection(world.accounts.loginVerified({ email: 'anna@example.com' }, cookieValue(again.cookies?.[0])))).status).toBe(
      401,
    );
  });

  it('emails the owner at most 3 times an hour however often the address is tried', async () => {
    const world = setup();
    await world.accounts.register(ANNA, HOME);
    for (let i = 0; i < 5; i++) await world.accounts.register({ ...ANNA, username: `other${i}` }, from(`192.0.2.${i}`));
    expect(world.outbox.filter((m) => m.template === 'account-exists')).toHaveLength(3);
  });

  it('allows 20 registrations an hour from one client', async () => {
    const world = setup();
    for (let i = 0; i < 20; i++)
      await world.accounts.register({ username: `user${i}`, email: `u${i}@example.com`, password: 'secret1' }, HOME);
    const limited = await rejection(world.accounts.register(ANNA, HOME));
    expect([limited.status, limited.message]).toEqual([429, AUTH_MESSAGES.tooManyRegistrations]);
    expect((await world.accounts.register(ANNA, ELSEWHERE)).body.success).toBe(true);
  });
});

describe('login', () => {
  it('accepts the username or the email address in any case; remember me picks the long session', async () => {
    const world = setup();
    await verified(world);
    const byName = await world.accounts.login({ username: 'aNNa', password: 'secret1' }, HOME);
    expect(byName.body).toEqual({
      token: `session:user-1:user:${SESSION_SECONDS.browser}`,
      role: 'user',
      username: 'Anna',
      email: 'anna@example.com',
      isEmailVerified: true,
    });
    const byEmail = await world.accounts.login({ username: ' ANNA@example.COM ', password: 'secret1', remember: true }, HOME);
    expect(byEmail.body).toMatchObject({ token: `session:user-1:user:${SESSION_SECONDS.remembered}` });
  });

  it('answers 401 alike for a wrong password and an unknown name', async () => {
    const world = setup();
    await verified(world);
    for (const attempt of [
      { username: 'Anna', password: 'wrong!' },
      { username: 'nobody', password: 'secret1' },
    ]) {
      const error = await rejection(world.accounts.login(attempt, HOME));
      expect([error.status, error.message]).toEqual([401, 'Invalid username or password.']);
    }
  });

  it('answers 403 emailVerificationRequired and binds the browser when an unverified account gives the right password', async () => {
    const world = setup();
    await registered(world);
    const outcome = await world.accounts.login({ username: 'Anna', password: 'secret1' }, HOME);
    expect(outcome.status).toBe(403);
    expect(outcome.body).toEqual({
      code: 'EMAIL_NOT_VERIFIED',
      emailVerificationRequired: true,
      email: 'anna@example.com',
      message: 'Please verify your email before logging in.',
    });
    expect(outcome.cookies?.[0]).toMatch(/^maison_signin_binding=/);
    const wrong = await rejection(world.accounts.login({ username: 'Anna', password: 'nope!!' }, HOME));
    expect(wrong.status).toBe(401);
  });

  it('signs admins in like anyone, with the admin role', async () => {
    const world = setup();
    await world.deps.users.create({
      username: 'boss',
      email: 'boss@example.com',
      passwordHash: 'hashed:adminpw',
      role: 'admin',
      emailVerified: true,
    });
    expect((await world.accounts.login({ username: 'boss', password: 'adminpw' }, HOME)).body).toMatchObject({
      role: 'admin',
      token: expect.stringContaining(':admin:'),
    });
  });

  it('slows one client after 5 tries on an account with doubling waits, even for the right password, and never locks', async () => {
    const world = setup();
    await verified(world);
    for (let i = 0; i < 5; i++)
      expect((await rejection(world.accounts.login({ username: 'Anna', password: 'wrong!' }, ELSEWHERE))).status).toBe(401);
    const slowed = await rejection(world.accounts.login({ username: 'anna@example.com', password: 'secret1' }, ELSEWHERE));
    expect([slowed.status, slowed.message, slowed.details.retryAfterSeconds]).toEqual([
      429,
      'Too many sign-in attempts. Please wait 1 second and try again.',
      1,
    ]);
    world.advance(1);
    expect((await rejection(world.accounts.login({ username: 'Anna', password: 'wrong!' }, ELSEWHERE))).status).toBe(401);
    expect((await rejection(world.accounts.login({ username: 'Anna', password: 'wrong!' }, ELSEWHERE))).details.retryAfterSeconds).toBe(2);
    world.advance(2);
    expect((await world.accounts.login({ username: 'Anna', password: 'secret1' }, ELSEWHERE)).body).toMatchObject({ username: 'Anna' });
  });

  it("does not slow the owner's other browser down for a stranger's guesses", async () => {
    const world = setup();
    await verified(world);
    for (let i = 0; i < 8; i++) await rejection(world.accounts.login({ username: 'Anna', password: 'wrong!' }, ELSEWHERE));
    expect((await world.accounts.login({ username: 'Anna', password: 'secret1' }, HOME)).body).toMatchObject({ username: 'Anna' });
  });

  it('slows strangers to an account down together after 20 tries, but lets a browser the owner signed in on through', async () => {
    const world = setup();
    await verified(world);
    const trusted = await world.accounts.login({ username: 'Anna', password: 'secret1' }, HOME);
    const device = trusted.cookies?.find((c) => c.startsWith('maison_device='));
    expect(device).toMatch(/^maison_device=[\w-]+\.[\w-]+\.[\w-]+; Max-Age=15552000; Path=\/api\/auth; HttpOnly; SameSite=Strict; Secure$/);
    for (let i = 0; i < 20; i++) await rejection(world.accounts.login({ username: 'Anna', password: 'wrong!' }, from(`192.0.2.${i}`)));
    const slowed = await rejection(world.accounts.login({ username: 'Anna', password: 'secret1' }, from('192.0.2.200')));
    expect(slowed.status).toBe(429);
    const ownBrowser = { address: '192.0.2.201', cookies: { maison_device: cookieValue(device) } };
    expect((await world.accounts.login({ username: 'Anna', password: 'secret1' }, ownBrowser)).body).toMatchObject({ username: 'Anna' });
    // A forged or borrowed device cookie is a stranger's.
    const forged = {
      address: '192.0.2.202',
      cookies: { maison_device: cookieValue(device).replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) },
    };
    expect((await rejection(world.accounts.login({ username: 'Anna', password: 'secret1' }, forged))).status).toBe(429);
  });

  it('takes each turn before the password is checked, so racing guesses get no more tries', async () => {
    const world = setup();
    await verified(world);
    let checked = 0;
    const verify = world.deps.passwords.verify;
    world.deps.passwords.verify = async (...args) => {
      checked += 1;
      return verify(...args);
    };
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, () => world.accounts.login({ username: 'Anna', password: 'wrong!' }, ELSEWHERE)),
    );
    expect(checked).toBe(5);
    expect(outcomes.filter((o) => o.status === 'rejected' && (o.reason as AppError).status === 429)).toHaveLength(45);
  });

  it('starts the throttles over after a successful sign-in', async () => {
    const world = setup();
    await verified(world);
    for (let i = 0; i < 4; i++) await rejection(world.accounts.login({ username: 'Anna', password: 'wrong!' }, HOME));
    await world.accounts.login({ username: 'Anna', password: 'secret1' }, HOME);
    for (let i = 0; i < 4; i++)
      expect((await rejection(world.accounts.login({ username: 'Anna', password: 'wrong!' }, HOME))).status).toBe(401);
  });

  it('throttles unknown names too', async () => {
    const world = setup();
    for (let i = 0; i < 5; i++) await rejection(world.accounts.login({ username: 'ghost', password: 'x' }, HOME));
    expect((await rejection(world.accounts.login({ username: 'GHOST', password: 'x' }, HOME))).status).toBe(429);
  });

  it('caps one client at 200 tries in 15 minutes across accounts (password spraying)', async () => {
    const world = setup();
    for (let i = 0; i < 200; i++) await rejection(world.accounts.login({ username: `name${i}`, password: 'x' }, HOME));
    expect((await rejection(world.accounts.login({ username: 'name-next', password: 'x' }, HOME))).status).toBe(429);
    expect((await rejection(world.accounts.login({ username: 'name-next', password: 'x' }, ELSEWHERE))).status).toBe(401);
  });

  it('redoes a hash made at a lower cost at the next sign-in, keeping the password', async () => {
    const world = setup();
    const user = await world.deps.users.create({
      username: 'old',
      email: 'old@example.com',
      passwordHash: 'old:pw-1234',
      role: 'user',
      emailVerified: true,
    });
    expect((await world.accounts.login({ username: 'old', password: 'pw-1234' }, HOME)).body).toMatchObject({ username: 'old' });
    expect(world.users.get(user.id)?.passwordHash).toBe('hashed:pw-1234');
    expect((await world.accounts.login({ username: 'old', password: 'pw-1234' }, HOME)).body).toMatchObject({ username: 'old' });
  });
});

describe('login-verified', () => {
  it('signs in the bound browser once, shortly after verification, and clears its cookie', async () => {
    const world = setup();
    const binding = await verified(world);
    const outcome = await world.accounts.loginVerified({ email: 'anna@example.com' }, binding);
    expect(outcome.body).toMatchObject({
      token: `session:user-1:user:${SESSION_SECONDS.browser}`,
      role: 'user',
      username: 'Anna',
      email: 'anna@example.com',
    });
    expect(outcome.cookies?.[0]).toMatch(/^maison_signin_binding=; Max-Age=0; Path=\/api\/auth; HttpOnly; SameSite=Strict; Secure$/);
    const again = await rejection(world.accounts.loginVerified({ email: 'anna@example.com' }, binding));
    expect([again.status, again.message]).toEqual([401, AUTH_MESSAGES.autoLoginUnavailable]);
  });

  it('gives the long session with remember me', async () => {
    const world = setup();
    const binding = await verified(world);
    expect((await world.accounts.loginVerified({ email: 'anna@example.com', remember: true }, binding)).body.token).toContain(
      `:${SESSION_SECONDS.remembered}`,
    );
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
    await world.accounts.register({ username: 'bob', email: 'bob@example.com', password: 'secret2' }, HOME);
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
    const attempt = await world.accounts.login({ username: 'Anna', password: 'secret1' }, HOME);
    await world.links.verifyEmail(world.lastLinkSecret('verify-email'));
    expect((await world.accounts.loginVerified({ email: 'anna@example.com' }, cookieValue(attempt.cookies?.[0]))).body.username).toBe(
      'Anna',
    );
  });
});

describe('verification status', () => {
  it('tells the registering browser the truth, and everyone else false', async () => {
    const world = setup();
    const binding = await registered(world);
    const registering = { ...HOME, cookies: { maison_signin_binding: binding } };
    expect(await world.accounts.verificationStatus('anna@example.com', registering)).toEqual({ isEmailVerified: false });
    await world.links.verifyEmail(world.lastLinkSecret('verify-email'));
    expect(await world.accounts.verificationStatus('anna@example.com', registering)).toEqual({ isEmailVerified: true });
    expect(await world.accounts.verificationStatus('anna@example.com', ELSEWHERE)).toEqual({ isEmailVerified: false });
    expect(await world.accounts.verificationStatus('nobody@example.com', ELSEWHERE)).toEqual({ isEmailVerified: false });
    expect(await world.accounts.verificationStatus('nobody@example.com', registering)).toEqual({ isEmailVerified: false });
  });

  it("does not answer with another registration's binding", async () => {
    const world = setup();
    await verified(world);
    const bobs = cookieValue(
      (await world.accounts.register({ username: 'bob', email: 'bob@example.com', password: 'secret2' }, HOME)).cookies?.[0],
    );
    expect(await world.accounts.verificationStatus('anna@example.com', { ...HOME, cookies: { maison_signin_binding: bobs } })).toEqual({
      isEmailVerified: false,
    });
  });

  it('allows one client 120 checks in 5 minutes', async () => {
    const world = setup();
    for (let i = 0; i < 120; i++) await world.accounts.verificationStatus('anna@example.com', HOME);
    expect((await rejection(world.accounts.verificationStatus('anna@example.com', HOME))).status).toBe(429);
  });
});
