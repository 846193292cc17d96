import { createHash, randomBytes } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { sendFrom } from '../test-support/api-call';
import {
  call,
  cloud,
  mailsTo,
  newIdentity,
  PASSWORD_CHANGED_SUBJECT,
  randomClient,
  RESET_SUBJECT,
  tableClient,
  tableDump,
  tokenIn,
  VERIFY_SUBJECT,
  waitForMails,
} from '../test-support/auth';

async function registered(label: string) {
  const identity = newIdentity(label);
  expect((await call('POST', '/api/auth/register', { body: identity })).status).toBe(200);
  const [mail] = await waitForMails(identity.email, VERIFY_SUBJECT);
  return { ...identity, verifyToken: tokenIn(mail) };
}

/** Stores an already expired token for a user straight in the table, as if 25 hours had passed. */
async function plantExpiredToken(email: string, purpose: 'verify-email' | 'reset-password'): Promise<string> {
  const { tableName } = cloud();
  const db = tableClient();
  const guard = await db.send(new GetCommand({ TableName: tableName, Key: { pk: `EMAIL#${email}`, sk: 'GUARD' } }));
  const userId = guard.Item!.userId as string;
  const secret = randomBytes(32).toString('base64url');
  const hash = createHash('sha256').update(secret).digest('hex');
  const past = Math.floor(Date.now() / 1000) - 3600;
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        pk: `TOKEN#${hash}`,
        sk: 'TOKEN',
        type: 'token',
        purpose,
        userId,
        email,
        createdAt: new Date().toISOString(),
        expiresAt: past,
      },
    }),
  );
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: { pk: `USER#${userId}`, sk: `TOKEN#${purpose}`, type: 'currentToken', tokenHash: hash, expiresAt: past },
    }),
  );
  db.destroy();
  return secret;
}

describe('what the table keeps', () => {
  it('holds only hashes of the emailed tokens, and empties the outbox once mail is sent', async () => {
    const jo = await registered('stored');
    await call('POST', '/api/auth/forgot-password', { body: { email: jo.email } });
    const resetToken = tokenIn((await waitForMails(jo.email, RESET_SUBJECT))[0]);
    const dump = await tableDump();
    expect(dump).not.toContain(jo.verifyToken);
    expect(dump).not.toContain(resetToken);
    expect(dump).toContain(createHash('sha256').update(resetToken).digest('hex'));
    // The mail is deleted right after it is handed to SES: allow the stream a moment.
    const queuedFor = async () =>
      (JSON.parse(await tableDump()) as { type?: string; to?: string }[]).filter((item) => item.type === 'mail' && item.to === jo.email);
    await expect.poll(queuedFor, { timeout: 5000 }).toEqual([]);
  });
});

describe('resend verification', () => {
  it('sends a new link that supersedes the old one, and answers 429 after 3 in the window', async () => {
    const eve = await registered('resend');
    const client = randomClient();
    for (let i = 0; i < 3; i++) {
      const answer = await call('POST', '/api/auth/resend-verification', { body: { email: eve.email }, client });
      expect(answer).toMatchObject({ status: 200, body: { success: true, message: 'Verification email sent! Please check your inbox.' } });
    }
    const limited = await call('POST', '/api/auth/resend-verification', { body: { email: eve.email }, client: randomClient() });
    expect(limited).toMatchObject({ status: 429, body: { message: 'Too many attempts. Please wait before requesting another email.' } });

    const mails = await waitForMails(eve.email, VERIFY_SUBJECT, 4);
    const latest = tokenIn(mails.at(-1));
    expect((await call('GET', `/api/auth/verify-email/${eve.verifyToken}`)).status).toBe(400);
    expect(await call('GET', `/api/auth/verify-email/${latest}`)).toMatchObject({
      status: 200,
      body: { success: true, username: eve.username },
    });
  });
});

describe('a link replaced by a resend', () => {
  it('says a newer link was sent while the address waits; the newer link verifies; then the old one is spent', async () => {
    const ivy = await registered('superseded');
    expect((await call('POST', '/api/auth/resend-verification', { body: { email: ivy.email } })).status).toBe(200);
    const latest = tokenIn((await waitForMails(ivy.email, VERIFY_SUBJECT, 2))[1]);
    expect(latest).not.toBe(ivy.verifyToken);

    // What the table keeps of the old link: a marker under its hash, with no address and its own expiry.
    const db = tableClient();
    const oldHash = createHash('sha256').update(ivy.verifyToken).digest('hex');
    const marker = (await db.send(new GetCommand({ TableName: cloud().tableName, Key: { pk: `TOKEN#${oldHash}`, sk: 'TOKEN' } }))).Item;
    db.destroy();
    expect(marker).toMatchObject({ type: 'supersededToken', purpose: 'verify-email', expiresAt: expect.any(Number) });
    expect(marker!.expiresAt * 1000).toBeGreaterThan(Date.now() + 23 * 3600 * 1000);
    expect(JSON.stringify(marker)).not.toContain(ivy.email);

    const replaced = await call('GET', `/api/auth/verify-email/${ivy.verifyToken}`);
    expect(replaced).toEqual({
      status: 400,
      setCookies: [],
      body: {
        code: 'INVALID_TOKEN',
        reason: 'superseded',
        message:
          'A newer verification link has been sent, so this one no longer works. Please use the link in the latest email, or ask for another one.',
      },
    });
    expect(await call('GET', `/api/auth/verify-email/${latest}`)).toMatchObject({
      status: 200,
      body: { success: true, username: ivy.username },
    });
    expect(await call('GET', `/api/auth/verify-email/${ivy.verifyToken}`)).toMatchObject({
      status: 400,
      body: {
        code: 'INVALID_TOKEN',
        message: 'This verification link is invalid or has already been used. Please request a new verification email.',
      },
    });
    expect((await call('GET', `/api/auth/verify-email/${ivy.verifyToken}`)).body).not.toHaveProperty('reason');
  });

  it('answers an unknown link as before, with no reason', async () => {
    const unknown = await call('GET', `/api/auth/verify-email/${randomBytes(32).toString('base64url')}`);
    expect(unknown).toMatchObject({
      status: 400,
      body: {
        code: 'INVALID_TOKEN',
        message: 'This verification link is invalid or has already been used. Please request a new verification email.',
      },
    });
    expect(unknown.body).not.toHaveProperty('reason');
  });
});

describe('forgot password', () => {
  it('answers an unknown address exactly like a known one, and mails only the known one', async () => {
    const fay = await registered('forgot');
    const stranger = newIdentity('stranger').email;
    const known = await call('POST', '/api/auth/forgot-password', { body: { email: fay.email } });
    const unknown = await call('POST', '/api/auth/forgot-password', { body: { email: stranger } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(unknown.setCookies).toEqual(known.setCookies);
    const [mail] = await waitForMails(fay.email, RESET_SUBJECT);
    expect(mail!.body.html).toContain(`${cloud().site}/reset-password#token=`);
    expect(mail!.body.text).toContain('expires in 1 hour');
    expect(await mailsTo(stranger)).toEqual([]);
  });

  it('answers the spec 429 after 3 requests for one address, known or not', async () => {
    for (const email of [(await registered('forgotlimit')).email, newIdentity('nobody').email]) {
      for (let i = 0; i < 3; i++) expect((await call('POST', '/api/auth/forgot-password', { body: { email } })).status).toBe(200);
      const limited = await call('POST', '/api/auth/forgot-password', { body: { email } });
      expect(limited).toMatchObject({
        status: 429,
        body: { message: 'Too many password reset attempts. Please wait 5 minutes before trying again.' },
      });
    }
  });

  it('answers 429 after 10 requests from one client', async () => {
    const client = randomClient();
    for (let i = 0; i < 10; i++) {
      expect((await call('POST', '/api/auth/forgot-password', { body: { email: newIdentity('many').email }, client })).status).toBe(200);
    }
    expect((await call('POST', '/api/auth/forgot-password', { body: { email: newIdentity('many').email }, client })).status).toBe(429);
  });
});

describe('reset password', () => {
  it('resets with the emailed token once; the new password signs in, the old one no longer does', async () => {
    const gus = await registered('reset');
    await call('GET', `/api/auth/verify-email/${gus.verifyToken}`);
    await call('POST', '/api/auth/forgot-password', { body: { email: gus.email } });
    const token = tokenIn((await waitForMails(gus.email, RESET_SUBJECT))[0]);

    const reset = await call('POST', `/api/auth/reset-password/${token}`, { body: { password: 'brand-new-1' } });
    expect(reset).toMatchObject({ status: 200, body: { success: true, message: expect.any(String) } });
    expect((await call('POST', '/api/auth/login', { body: { username: gus.username, password: 'brand-new-1' } })).status).toBe(200);
    expect((await call('POST', '/api/auth/login', { body: { username: gus.username, password: gus.password } })).status).toBe(401);

    const reused = await call('POST', `/api/auth/reset-password/${token}`, { body: { password: 'another-one' } });
    expect(reused).toMatchObject({
      status: 400,
      body: { message: 'This password reset link is invalid or has already been used. Please request a new password reset.' },
    });
  });

  it('ends the sessions signed before it: a token from before the reset answers 401 after it', async () => {
    const kim = await registered('revoked');
    await call('GET', `/api/auth/verify-email/${kim.verifyToken}`);
    const before = await call<{ token: string }>('POST', '/api/auth/login', { body: { username: kim.username, password: kim.password } });
    expect(before.status).toBe(200);
    const cart = (token: string) =>
      sendFrom(randomClient(), new URL('/api/customer/cart', cloud().api), {
        method: 'GET',
        headers: { authorization: `Bearer ${token}` },
      });
    await call('POST', '/api/auth/forgot-password', { body: { email: kim.email } });
    const token = tokenIn((await waitForMails(kim.email, RESET_SUBJECT))[0]);
    expect((await call('POST', `/api/auth/reset-password/${token}`, { body: { password: 'brand-new-1' } })).status).toBe(200);

    const stale = await cart(before.body.token);
    expect([stale.status, JSON.parse(stale.text).message]).toEqual([401, 'Your session has expired. Please sign in again.']);
    const after = await call<{ token: string }>('POST', '/api/auth/login', { body: { username: kim.username, password: 'brand-new-1' } });
    expect((await cart(after.body.token)).status).toBe(200);
  });

  it('emails the owner that their password changed, once, with a way to reset it if it was not them', async () => {
    const lea = await registered('changed');
    await call('GET', `/api/auth/verify-email/${lea.verifyToken}`);
    await call('POST', '/api/auth/forgot-password', { body: { email: lea.email } });
    const token = tokenIn((await waitForMails(lea.email, RESET_SUBJECT))[0]);
    expect((await call('POST', `/api/auth/reset-password/${token}`, { body: { password: 'brand-new-1' } })).status).toBe(200);
    const [mail] = await waitForMails(lea.email, PASSWORD_CHANGED_SUBJECT);
    expect(mail!.body.text).toContain('If it was not you, reset your password right away');
    expect(mail!.body.text).toContain(`Reset my password: ${cloud().site}/forgot-password`);
    expect(mail!.body.html).toContain(`href="${cloud().site}/forgot-password"`);
    // A used link changes nothing and mails nothing more.
    expect((await call('POST', `/api/auth/reset-password/${token}`, { body: { password: 'another-one' } })).status).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await mailsTo(lea.email)).filter((m) => m.subject === PASSWORD_CHANGED_SUBJECT)).toHaveLength(1);
  });

  it('refuses a verification token as a reset token', async () => {
    const hal = await registered('crossed');
    expect((await call('POST', `/api/auth/reset-password/${hal.verifyToken}`, { body: { password: 'brand-new-1' } })).status).toBe(400);
    expect((await call('GET', `/api/auth/verify-email/${hal.verifyToken}`)).status).toBe(200);
  });
});

describe('used, expired and garbage tokens', () => {
  it('answer 400 with a message that says why', async () => {
    const ivy = await registered('tokens');
    for (const garbage of ['garbage', 'x'.repeat(43), '%20']) {
      const verify = await call('GET', `/api/auth/verify-email/${garbage}`);
      expect(verify.status).toBe(400);
      expect(verify.body.message).toEqual(expect.stringMatching(/invalid|token is required/i));
      expect((await call('POST', `/api/auth/reset-password/${garbage}`, { body: { password: 'brand-new-1' } })).status).toBe(400);
    }

    const expiredVerify = await plantExpiredToken(ivy.email, 'verify-email');
    expect(await call('GET', `/api/auth/verify-email/${expiredVerify}`)).toMatchObject({
      status: 400,
      body: { message: 'This verification link has expired. Please request a new verification email.' },
    });
    const expiredReset = await plantExpiredToken(ivy.email, 'reset-password');
    expect(await call('POST', `/api/auth/reset-password/${expiredReset}`, { body: { password: 'brand-new-1' } })).toMatchObject({
      status: 400,
      body: { message: 'This password reset link has expired. Please request a new password reset.' },
    });
  });
});
