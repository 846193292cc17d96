import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import {
  call,
  cloud,
  cookiePair,
  mailsTo,
  newIdentity,
  randomClient,
  tableClient,
  tokenIn,
  VERIFY_SUBJECT,
  waitForMails,
  WELCOME_SUBJECT,
} from '../test-support/auth';

/** Registers a fresh identity; answers it with its binding cookie and its verification token. */
async function register(label = 'signup') {
  const identity = newIdentity(label);
  const answer = await call('POST', '/api/auth/register', { body: identity });
  expect(answer.status).toBe(200);
  const [mail] = await waitForMails(identity.email, VERIFY_SUBJECT);
  return { ...identity, binding: cookiePair(answer.setCookies[0]), token: tokenIn(mail), answer };
}

describe('sign-up, verification and the sign-in after it', () => {
  it('registers, mails a verification link, verifies, and signs the same browser in once', async () => {
    const anna = await register();
    expect(anna.answer.body).toEqual({
      success: true,
      message: 'Registration successful! Please check your email to verify your account.',
    });
    expect(anna.answer.setCookies[0]).toMatch(
      /^maison_signin_binding=[\w-]{43}; Max-Age=86400; Path=\/api\/auth; HttpOnly; SameSite=Strict/,
    );

    const [mail] = await waitForMails(anna.email, VERIFY_SUBJECT);
    expect(mail!.from).toContain('Maison');
    expect(mail!.body.html).toContain(`href="${cloud().site}/verify-email#token=${anna.token}"`);
    expect(mail!.body.text).toContain(`${cloud().site}/verify-email#token=${anna.token}`);
    expect(mail!.body.text).toContain('expires in 24 hours');

    const status = (cookie?: string) =>
      call('GET', `/api/auth/verification-status/${encodeURIComponent(anna.email.toUpperCase())}`, { cookie });
    expect((await status(anna.binding)).body).toEqual({ isEmailVerified: false });
    const early = await call('POST', '/api/auth/login-verified', { body: { email: anna.email }, cookie: anna.binding });
    expect(early.status).toBe(401);

    const verified = await call('GET', `/api/auth/verify-email/${anna.token}`);
    expect(verified).toMatchObject({ status: 200, body: { success: true, username: anna.username } });
    expect((await status(anna.binding)).body).toEqual({ isEmailVerified: true });
    // Only the registering browser hears the truth.
    expect((await status()).body).toEqual({ isEmailVerified: false });
    await waitForMails(anna.email, WELCOME_SUBJECT);

    const withoutCookie = await call('POST', '/api/auth/login-verified', { body: { email: anna.email } });
    expect(withoutCookie.status).toBe(401);
    expect(withoutCookie.body.message).toEqual(expect.any(String));

    const signedIn = await call('POST', '/api/auth/login-verified', { body: { email: anna.email, remember: true }, cookie: anna.binding });
    expect(signedIn).toMatchObject({
      status: 200,
      body: { role: 'user', username: anna.username, email: anna.email, token: expect.any(String) },
    });
    expect(signedIn.setCookies[0]).toMatch(/^maison_signin_binding=; Max-Age=0/);

    const twice = await call('POST', '/api/auth/login-verified', { body: { email: anna.email }, cookie: anna.binding });
    expect(twice.status).toBe(401);
    expect((await call('GET', `/api/auth/verify-email/${anna.token}`)).status).toBe(400);
  });

  it('answers false for an unknown address, like for anyone without the binding', async () => {
    const answer = await call('GET', `/api/auth/verification-status/${encodeURIComponent(newIdentity().email)}`);
    expect(answer).toMatchObject({ status: 200, body: { isEmailVerified: false } });
  });

  it('answers a taken address like a success and emails its owner; a taken username (any case) is 409', async () => {
    const anna = await register();
    const sameEmail = await call('POST', '/api/auth/register', { body: { ...newIdentity(), email: anna.email.toUpperCase() } });
    expect(sameEmail).toMatchObject({ status: anna.answer.status, body: anna.answer.body });
    expect(sameEmail.setCookies[0]).toMatch(/^maison_signin_binding=[\w-]{43}; Max-Age=86400; Path=\/api\/auth; HttpOnly; SameSite=Strict/);
    const [notice] = await waitForMails(anna.email, 'You already have');
    expect(notice!.body.text).toContain(`${cloud().site}/?showLogin=true`);
    expect(await mailsTo(anna.email)).toHaveLength(2);
    const sameName = await call('POST', '/api/auth/register', { body: { ...newIdentity(), username: anna.username.toUpperCase() } });
    expect(sameName).toMatchObject({ status: 409, body: { message: 'This username is already taken.' } });
  });

  it('frees the address and username of an account never verified once it expires', async () => {
    const ida = await register('expiring');
    const db = tableClient();
    const { tableName } = cloud();
    const guard = await db.send(new GetCommand({ TableName: tableName, Key: { pk: `EMAIL#${ida.email}`, sk: 'GUARD' } }));
    const userId = guard.Item!.userId as string;
    const week = guard.Item!.expiresAt - Math.floor(Date.now() / 1000);
    expect(week).toBeGreaterThan(7 * 24 * 3600 - 60);
    expect(week).toBeLessThanOrEqual(7 * 24 * 3600);
    // A week has passed: the TTL is due (DynamoDB deletes such items within days; readers check it).
    const past = Math.floor(Date.now() / 1000) - 1;
    for (const key of [
      { pk: `USER#${userId}`, sk: 'PROFILE' },
      { pk: `EMAIL#${ida.email}`, sk: 'GUARD' },
      { pk: `USERNAME#${ida.username.toLowerCase()}`, sk: 'GUARD' },
    ]) {
      await db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: key,
          UpdateExpression: 'SET expiresAt = :p',
          ExpressionAttributeValues: { ':p': past },
        }),
      );
    }
    db.destroy();
    expect((await call('POST', '/api/auth/login', { body: { username: ida.username, password: ida.password } })).status).toBe(401);
    expect((await call('GET', `/api/auth/verify-email/${ida.token}`)).status).toBe(400);
    const again = await call('POST', '/api/auth/register', { body: { username: ida.username, email: ida.email, password: 'another-1' } });
    expect(again.status).toBe(200);
    const [, fresh] = await waitForMails(ida.email, VERIFY_SUBJECT, 2);
    expect(await call('GET', `/api/auth/verify-email/${tokenIn(fresh)}`)).toMatchObject({ status: 200, body: { username: ida.username } });
    expect((await call('POST', '/api/auth/login', { body: { username: ida.username, password: 'another-1' } })).status).toBe(200);
  });

  it('allows 20 registrations an hour from one client', async () => {
    const client = randomClient();
    const answers = [];
    for (let i = 0; i < 21; i++) answers.push((await call('POST', '/api/auth/register', { body: newIdentity('many'), client })).status);
    expect(answers).toEqual([...Array(20).fill(200), 429]);
  });
});

describe('login', () => {
  it('signs in by username or by email in any case; a wrong password is 401', async () => {
    const bob = await register('login');
    await call('GET', `/api/auth/verify-email/${bob.token}`);
    const byName = await call('POST', '/api/auth/login', { body: { username: bob.username.toUpperCase(), password: bob.password } });
    expect(byName).toMatchObject({ status: 200, body: { role: 'user', username: bob.username, email: bob.email, isEmailVerified: true } });
    const byEmail = await call('POST', '/api/auth/login', {
      body: { username: ` ${bob.email.toUpperCase()} `, password: bob.password, remember: true },
    });
    expect(byEmail).toMatchObject({ status: 200, body: { username: bob.username } });
    const wrong = await call('POST', '/api/auth/login', { body: { username: bob.username, password: 'wrong-password' } });
    expect(wrong).toMatchObject({ status: 401, body: { message: 'Invalid username or password.' } });
    const unknown = await call('POST', '/api/auth/login', { body: { username: newIdentity().username, password: 'whatever' } });
    expect(unknown).toMatchObject({ status: 401, body: { message: 'Invalid username or password.' } });
  });

  it('answers 403 emailVerificationRequired to an unverified account, binding the browser for after verification', async () => {
    const cleo = await register('unverified');
    const attempt = await call('POST', '/api/auth/login', { body: { username: cleo.email, password: cleo.password } });
    expect(attempt.status).toBe(403);
    expect(attempt.body).toMatchObject({
      emailVerificationRequired: true,
      email: cleo.email,
      message: 'Please verify your email before logging in.',
    });
    const binding = cookiePair(attempt.setCookies[0]);
    expect(binding).toMatch(/^maison_signin_binding=[\w-]{43}$/);
    await call('GET', `/api/auth/verify-email/${cleo.token}`);
    const signedIn = await call('POST', '/api/auth/login-verified', { body: { email: cleo.email }, cookie: binding });
    expect(signedIn).toMatchObject({ status: 200, body: { username: cleo.username } });
  });

  it('slows a client down after 5 tries with a growing wait, and another browser of the owner is not slowed', async () => {
    const dan = await register('slowed');
    await call('GET', `/api/auth/verify-email/${dan.token}`);
    const guesser = randomClient();
    for (let i = 0; i < 5; i++) {
      expect(
        (await call('POST', '/api/auth/login', { body: { username: dan.username, password: 'wrong-password' }, client: guesser })).status,
      ).toBe(401);
    }
    // The waits double from 1 s; a password check itself takes a good part of a second, so the
    // guesser is refused within a few more tries, with the wait named.
    const next = [];
    for (let i = 0; i < 4; i++)
      next.push(await call('POST', '/api/auth/login', { body: { username: dan.email, password: 'wrong-password' }, client: guesser }));
    const slowed = next.find((answer) => answer.status === 429);
    expect(slowed?.body).toMatchObject({
      message: expect.stringMatching(/^Too many sign-in attempts\. Please wait \d+ seconds? and try again\.$/),
      retryAfterSeconds: expect.any(Number),
    });
    expect((await call('POST', '/api/auth/login', { body: { username: dan.email, password: dan.password } })).status).toBe(200);
  });

  it('checks 5 of 200 parallel guesses from one client, and 20 from 200 clients, plus only the turns their waits allow', async () => {
    const eli = await register('raced');
    await call('GET', `/api/auth/verify-email/${eli.token}`);
    const guess = (client: string) =>
      call('POST', '/api/auth/login', { body: { username: eli.username, password: 'wrong-password' }, client }).then((a) => a.status);
    const race = async (clients: () => string) => {
      const started = Date.now();
      const statuses = await Promise.all(Array.from({ length: 200 }, () => guess(clients())));
      // Waits double from 1 s, so a race that lasts t seconds may earn up to log2(t + 1) + 1 turns more.
      const seconds = (Date.now() - started) / 1000;
      return {
        checked: statuses.filter((s) => s === 401).length,
        refused: statuses.filter((s) => s === 429).length,
        earned: Math.floor(Math.log2(seconds + 1)) + 1,
      };
    };

    const one = randomClient();
    const fromOne = await race(() => one);
    expect(fromOne.checked).toBeGreaterThanOrEqual(5);
    expect(fromOne.checked).toBeLessThanOrEqual(5 + fromOne.earned);
    expect(fromOne.checked + fromOne.refused).toBe(200);

    const fromMany = await race(randomClient);
    expect(fromMany.checked).toBeLessThanOrEqual(20 + fromMany.earned);
    expect(fromMany.checked + fromMany.refused).toBe(200);
  }, 180_000);

  it('signs the seeded admin in with the admin role', async () => {
    const { admin } = cloud();
    const answer = await call('POST', '/api/auth/login', { body: { username: admin.email, password: admin.password } });
    expect(answer).toMatchObject({ status: 200, body: { role: 'admin', isEmailVerified: true } });
  });
});

describe('validation', () => {
  const expect400 = async (path: string, body: unknown, fieldErrors: Record<string, string>) => {
    const answer = await call('POST', path, { body });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'VALIDATION', message: Object.values(fieldErrors)[0], fieldErrors });
  };

  it('names every invalid field with the spec messages', async () => {
    await expect400(
      '/api/auth/register',
      {},
      { username: 'Username is required', email: 'Email is required', password: 'Password is required' },
    );
    await expect400(
      '/api/auth/register',
      { username: 'ab', email: 'a@b', password: '12345' },
      {
        username: 'Username must be 3-30 characters long',
        email: 'Please enter a valid email address',
        password: 'Password must be at least 6 characters long',
      },
    );
    await expect400(
      '/api/auth/register',
      { username: 'has space', email: 'a@b.co', password: '123456' },
      {
        username: 'Username may contain only letters, digits, dots, underscores and hyphens',
      },
    );
    await expect400('/api/auth/login', {}, { username: 'Username or email is required', password: 'Password is required' });
    await expect400('/api/auth/forgot-password', { email: '' }, { email: 'Email is required' });
    await expect400('/api/auth/forgot-password', { email: 'nope' }, { email: 'Please enter a valid email address' });
    await expect400('/api/auth/resend-verification', {}, { email: 'Email is required' });
    await expect400('/api/auth/login-verified', { email: 'x' }, { email: 'Please enter a valid email address' });
    await expect400(
      `/api/auth/reset-password/${'a'.repeat(43)}`,
      { password: '123' },
      { password: 'Password must be at least 6 characters long' },
    );
    await expect400(`/api/auth/reset-password/${'a'.repeat(43)}`, {}, { password: 'Password is required' });
    const badToken = await call('GET', '/api/auth/verify-email/short');
    expect(badToken).toMatchObject({ status: 400, body: { code: 'VALIDATION', fieldErrors: { token: 'A token is required' } } });
  });

  it('answers 400 to a body that is not JSON', async () => {
    const answer = await call('POST', '/api/auth/login', { rawBody: '{"username":' });
    expect(answer).toMatchObject({ status: 400, body: { message: 'The request body is not valid JSON.' } });
  });
});
