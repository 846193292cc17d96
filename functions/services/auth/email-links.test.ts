import { describe, expect, it } from 'vitest';
import type { AppError } from '@shared/errors';
import { AUTH_MESSAGES } from './auth-messages';
import { answerLinkRequest } from './email-links';
import { createAccounts, createEmailLinks, inMemoryAuthDeps } from '../../test-support/in-memory-auth';

const CLIENT = '203.0.113.7';

const HOME = { address: CLIENT, cookies: {} };

async function setup() {
  const world = inMemoryAuthDeps();
  const accounts = createAccounts(world.deps);
  await accounts.register({ username: 'Anna', email: 'anna@example.com', password: 'secret1' }, HOME);
  const links = createEmailLinks(world.deps);
  /** What the table stream does with the recorded link requests. */
  const stream = async () => {
    const outcomes = [];
    for (const request of [...world.linkRequests]) outcomes.push(await answerLinkRequest(world.deps, request));
    return outcomes;
  };
  return {
    ...world,
    accounts,
    links,
    stream,
    /** Asks for a link and lets the stream answer it. */
    async request(kind: 'resendVerification' | 'forgotPassword', email: string, client = CLIENT) {
      const answer = await links[kind](email, client);
      await stream();
      return answer;
    },
  };
}

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: AppError) => error,
  );

describe('verify email', () => {
  it('verifies once, answers the username and queues the welcome mail', async () => {
    const world = await setup();
    const secret = world.lastLinkSecret('verify-email');
    expect(await world.links.verifyEmail(secret)).toEqual({ success: true, username: 'Anna' });
    expect(world.outbox.at(-1)).toMatchObject({ template: 'welcome', to: 'anna@example.com', username: 'Anna' });
    expect(world.outbox.at(-1)?.sealedLink).toBeUndefined();
    const again = await rejection(world.links.verifyEmail(secret));
    expect([again.status, again.message]).toEqual([400, AUTH_MESSAGES.verifyLinkInvalid]);
  });

  it('refuses garbage and unknown tokens with 400', async () => {
    const world = await setup();
    for (const secret of ['garbage', 'B'.repeat(43), '']) {
      expect((await rejection(world.links.verifyEmail(secret))).message).toBe(AUTH_MESSAGES.verifyLinkInvalid);
    }
  });

  it('accepts a link until its 24 hours are up', async () => {
    const world = await setup();
    world.advance(24 * 3600 - 1);
    expect((await world.links.verifyEmail(world.lastLinkSecret('verify-email'))).success).toBe(true);
  });

  it('refuses a link after 24 hours', async () => {
    const world = await setup();
    const secret = world.lastLinkSecret('verify-email');
    world.advance(24 * 3600);
    const expired = await rejection(world.links.verifyEmail(secret));
    expect([expired.status, expired.message]).toEqual([400, AUTH_MESSAGES.verifyLinkExpired]);
  });

  it('lets a resent link supersede the older one, whose link then says a newer one was sent', async () => {
    const world = await setup();
    const first = world.lastLinkSecret('verify-email');
    await world.request('resendVerification', 'anna@example.com');
    const second = world.lastLinkSecret('verify-email');
    expect(second).not.toBe(first);
    const replaced = await rejection(world.links.verifyEmail(first));
    expect([replaced.status, replaced.message, replaced.toBody().reason]).toEqual([400, AUTH_MESSAGES.verifyLinkSuperseded, 'superseded']);
    expect(AUTH_MESSAGES.verifyLinkSuperseded).toMatch(/newer verification link has been sent/);
    expect((await world.links.verifyEmail(second)).username).toBe('Anna');
    // Once the address is verified, the old link is simply spent, like the used one.
    const spent = await rejection(world.links.verifyEmail(first));
    expect([spent.message, spent.toBody().reason]).toEqual([AUTH_MESSAGES.verifyLinkInvalid, undefined]);
  });

  it('says a replaced link has expired once its own 24 hours are over', async () => {
    const world = await setup();
    const first = world.lastLinkSecret('verify-email');
    world.advance(3600);
    await world.request('resendVerification', 'anna@example.com');
    world.advance(23 * 3600);
    expect((await rejection(world.links.verifyEmail(first))).message).toBe(AUTH_MESSAGES.verifyLinkExpired);
    expect((await world.links.verifyEmail(world.lastLinkSecret('verify-email'))).username).toBe('Anna');
  });

  it('keeps the invalid-link answer, without a reason, for unknown and used links', async () => {
    const world = await setup();
    const unknown = await rejection(world.links.verifyEmail('C'.repeat(43)));
    expect([unknown.message, unknown.toBody().reason]).toEqual([AUTH_MESSAGES.verifyLinkInvalid, undefined]);
  });

  it('does not accept a reset token as a verification token', async () => {
    const world = await setup();
    await world.request('forgotPassword', 'anna@example.com');
    expect((await rejection(world.links.verifyEmail(world.lastLinkSecret('reset-password')))).status).toBe(400);
  });
});

describe('resend verification', () => {
  it('sends up to 3 per address in 5 minutes, then 429, then again after the window', async () => {
    const world = await setup();
    for (let i = 0; i < 3; i++) {
      expect(await world.request('resendVerification', 'anna@example.com')).toEqual({
        success: true,
        message: AUTH_MESSAGES.verificationSent,
      });
    }
    const limited = await rejection(world.links.resendVerification('anna@example.com', CLIENT));
    expect([limited.status, limited.message]).toEqual([429, 'Too many attempts. Please wait before requesting another email.']);
    world.advance(5 * 60);
    expect((await world.request('resendVerification', 'anna@example.com')).success).toBe(true);
    expect(world.outbox.filter((m) => m.template === 'verify-email')).toHaveLength(5);
  });

  it('limits one client to 10 requests in 5 minutes across addresses', async () => {
    const world = await setup();
    for (let i = 0; i < 10; i++) await world.links.resendVerification(`x${i}@example.com`, CLIENT);
    expect((await rejection(world.links.resendVerification('anna@example.com', CLIENT))).status).toBe(429);
    expect((await world.links.resendVerification('anna@example.com', '198.51.100.1')).success).toBe(true);
  });

  it('answers alike for an unknown or verified address, and mails only an unverified account', async () => {
    const world = await setup();
    const sent = world.outbox.length;
    const unknown = await world.request('resendVerification', 'nobody@example.com');
    await world.links.verifyEmail(world.lastLinkSecret('verify-email'));
    const verified = await world.request('resendVerification', 'anna@example.com');
    expect(unknown).toEqual({ success: true, message: AUTH_MESSAGES.verificationSent });
    expect(verified).toEqual(unknown);
    expect(world.outbox.slice(sent).map((m) => m.template)).toEqual(['welcome']);
  });
});

describe('forgot password', () => {
  it('answers exactly alike for a known and an unknown address, mailing only the known one', async () => {
    const world = await setup();
    const known = await world.links.forgotPassword('anna@example.com', CLIENT);
    const unknown = await world.links.forgotPassword('nobody@example.com', CLIENT);
    expect(unknown).toEqual(known);
    // The route did the same thing for both: it recorded a request. Only the stream tells them apart.
    expect(world.linkRequests.map((r) => [r.purpose, r.email])).toEqual([
      ['reset-password', 'anna@example.com'],
      ['reset-password', 'nobody@example.com'],
    ]);
    expect(world.outbox.filter((m) => m.template === 'reset-password')).toHaveLength(0);
    expect(await world.stream()).toEqual(['sent', 'not due']);
    expect(known).toEqual({ success: true, message: AUTH_MESSAGES.resetRequested });
    const resets = world.outbox.filter((m) => m.template === 'reset-password');
    expect(resets.map((m) => m.to)).toEqual(['anna@example.com']);
    expect(resets[0]?.sealedLink).toMatch(/:https:\/\/shop\.example\/reset-password#token=[\w-]{43}$/);
  });

  it('allows 3 per address in 5 minutes, known or not, then answers the spec 429', async () => {
    const world = await setup();
    for (const email of ['anna@example.com', 'nobody@example.com']) {
      for (let i = 0; i < 3; i++) await world.links.forgotPassword(email, CLIENT);
      const limited = await rejection(world.links.forgotPassword(email, CLIENT));
      expect([limited.status, limited.message]).toEqual([
        429,
        'Too many password reset attempts. Please wait 5 minutes before trying again.',
      ]);
    }
  });

  it('allows 10 per client in 5 minutes', async () => {
    const world = await setup();
    for (let i = 0; i < 10; i++) await world.links.forgotPassword(`x${i}@example.com`, CLIENT);
    expect((await rejection(world.links.forgotPassword('anna@example.com', CLIENT))).status).toBe(429);
  });
});

describe('answering link requests (the stream)', () => {
  it('answers a request once, however often its record is delivered', async () => {
    const world = await setup();
    await world.links.forgotPassword('anna@example.com', CLIENT);
    const [request] = world.linkRequests;
    expect(await answerLinkRequest(world.deps, request!)).toBe('sent');
    expect(await answerLinkRequest(world.deps, request!)).toBe('answered before');
    expect(world.outbox.filter((m) => m.template === 'reset-password')).toHaveLength(1);
  });

  it('does not answer a request older than an hour', async () => {
    const world = await setup();
    await world.links.forgotPassword('anna@example.com', CLIENT);
    world.advance(3600);
    expect(await world.stream()).toEqual(['not due']);
  });
});

describe('reset password', () => {
  it('sets the new password once; the old one stops working', async () => {
    const world = await setup();
    await world.links.verifyEmail(world.lastLinkSecret('verify-email'));
    await world.request('forgotPassword', 'anna@example.com');
    const secret = world.lastLinkSecret('reset-password');
    expect(await world.links.resetPassword(secret, 'newsecret')).toEqual({ success: true, message: AUTH_MESSAGES.passwordReset });
    expect((await world.accounts.login({ username: 'Anna', password: 'newsecret' }, HOME)).body).toMatchObject({ username: 'Anna' });
    expect((await rejection(world.accounts.login({ username: 'Anna', password: 'secret1' }, HOME))).status).toBe(401);
    const again = await rejection(world.links.resetPassword(secret, 'another1'));
    expect([again.status, again.message]).toEqual([400, AUTH_MESSAGES.resetLinkInvalid]);
  });

  it("queues one password-changed mail to the account's address with the change, none for a refused link", async () => {
    const world = await setup();
    await world.request('forgotPassword', 'anna@example.com');
    const secret = world.lastLinkSecret('reset-password');
    await world.links.resetPassword(secret, 'newsecret');
    await rejection(world.links.resetPassword(secret, 'another1'));
    expect(world.outbox.filter((m) => m.template === 'password-changed')).toEqual([
      expect.objectContaining({ template: 'password-changed', to: 'anna@example.com' }),
    ]);
  });

  it('refuses a link after 1 hour', async () => {
    const world = await setup();
    await world.request('forgotPassword', 'anna@example.com');
    world.advance(3600);
    const expired = await rejection(world.links.resetPassword(world.lastLinkSecret('reset-password'), 'newsecret'));
    expect([expired.status, expired.message]).toEqual([400, AUTH_MESSAGES.resetLinkExpired]);
  });

  it('lets a newer reset link supersede the older one', async () => {
    const world = await setup();
    await world.request('forgotPassword', 'anna@example.com');
    const first = world.lastLinkSecret('reset-password');
    await world.request('forgotPassword', 'anna@example.com');
    const replaced = await rejection(world.links.resetPassword(first, 'newsecret'));
    expect([replaced.status, replaced.message]).toEqual([400, AUTH_MESSAGES.resetLinkSuperseded]);
    expect((await world.links.resetPassword(world.lastLinkSecret('reset-password'), 'newsecret')).success).toBe(true);
  });

  it('ends every session signed before, and starts the strangers throttle over', async () => {
    const world = await setup();
    await world.links.verifyEmail(world.lastLinkSecret('verify-email'));
    const before = world.users.get('user-1')!.sessionVersion ?? 0;
    for (let i = 0; i < 25; i++)
      await world.accounts
        .login({ username: 'Anna', password: 'wrong!' }, { address: `198.51.100.${i}`, cookies: {} })
        .catch(() => undefined);
    expect(
      (await rejection(world.accounts.login({ username: 'Anna', password: 'secret1' }, { address: '192.0.2.1', cookies: {} }))).status,
    ).toBe(429);
    await world.request('forgotPassword', 'anna@example.com');
    await world.links.resetPassword(world.lastLinkSecret('reset-password'), 'newsecret');
    expect(world.users.get('user-1')!.sessionVersion).toBe(before + 1);
    expect(
      (await world.accounts.login({ username: 'Anna', password: 'newsecret' }, { address: '192.0.2.1', cookies: {} })).body,
    ).toMatchObject({ username: 'Anna' });
  });
});
