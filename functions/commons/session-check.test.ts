import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_LIFETIME_SECONDS } from '@shared/auth/session-lifetime';
import { readSecretsFrom, ROTATION_GRACE_MS, type SecretFetcher } from './secrets';
import { signSession } from './session';
import { readSessionStatesFrom, SESSION_STATE_CACHE_MS, sessionStateCache, verifySession } from './session-check';
import { stubEnv, unstubEnvs } from '../test-support/env';

const accounts = new Map<string, { role: 'user' | 'admin'; sessionVersion: number }>();

beforeAll(() => {
  process.env.JWT_SECRET = 'test-secret-of-sufficient-length-for-hs256';
  readSessionStatesFrom(async (id) => accounts.get(id));
});

const identity = (id: string) => ({ id, role: 'user' as const, username: id, email: `${id}@example.com` });

describe('sessions checked against the account', () => {
  it('accepts a token of the current session version', async () => {
    accounts.set('s1', { role: 'user', sessionVersion: 3 });
    const token = await signSession({ ...identity('s1'), sessionVersion: 3 }, 60);
    expect(await verifySession(token)).toEqual(identity('s1'));
  });

  it('refuses a token of an older session version, another role or a deleted account', async () => {
    accounts.set('s2', { role: 'user', sessionVersion: 1 });
    await expect(verifySession(await signSession({ ...identity('s2'), sessionVersion: 0 }, 60))).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    accounts.set('s3', { role: 'admin', sessionVersion: 0 });
    await expect(verifySession(await signSession(identity('s3'), 60))).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(verifySession(await signSession(identity('nobody'), 60))).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('sessions across a rotation of the session key', () => {
  afterEach(() => unstubEnvs());
  const OLD = 'the-previous-session-key-of-sufficient-length';
  const NEW = 'the-current-session-key-of-sufficient-length!';

  it('accepts a token signed with the previous key while it is kept, and refuses it without', async () => {
    accounts.set('r1', { role: 'user', sessionVersion: 0 });
    stubEnv('JWT_SECRET', OLD);
    const before = await signSession(identity('r1'), 3600);
    stubEnv('JWT_SECRET', NEW);
    stubEnv('JWT_SECRET_PREVIOUS', OLD);
    expect(await verifySession(before)).toEqual(identity('r1'));
    // New sessions are signed with the current key only.
    const after = await signSession(identity('r1'), 3600);
    stubEnv('JWT_SECRET_PREVIOUS', '');
    expect(await verifySession(after)).toEqual(identity('r1'));
    await expect(verifySession(before)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('in AWS, accepts the AWSPREVIOUS key until the grace period after the rotation ends, then refuses it', async () => {
    accounts.set('r2', { role: 'user', sessionVersion: 0 });
    const rotatedAt = Date.UTC(2026, 0, 1);
    let now = rotatedAt - 1000;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    stubEnv('JWT_SECRET', OLD);
    const remembered = await signSession(identity('r2'), SESSION_LIFETIME_SECONDS.remembered);
    // What someone holding the old key could mint: a token that outlives the grace period.
    const minted = await signSession(identity('r2'), 2 * SESSION_LIFETIME_SECONDS.remembered);
    const fetch: SecretFetcher = async (_arn, stage) => ({ value: stage === 'AWSCURRENT' ? NEW : OLD, createdAt: new Date(rotatedAt) });
    readSecretsFrom(fetch, () => now);
    stubEnv('JWT_SECRET', '');
    stubEnv('JWT_SECRET_ARN', 'arn:aws:secretsmanager:us-east-1:1:secret:jwt-AbCdEf');
    try {
      now = rotatedAt + SESSION_LIFETIME_SECONDS.remembered * 1000 - 2000;
      vi.setSystemTime(now);
      expect(await verifySession(remembered)).toEqual(identity('r2'));
      now = rotatedAt + ROTATION_GRACE_MS - 1;
      vi.setSystemTime(now);
      expect(await verifySession(minted)).toEqual(identity('r2'));
      now = rotatedAt + ROTATION_GRACE_MS;
      vi.setSystemTime(now);
      await expect(verifySession(minted)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers a key that cannot be read as a server fault, not by signing the customer out', async () => {
    stubEnv('JWT_SECRET', OLD);
    const token = await signSession(identity('r1'), 3600);
    stubEnv('JWT_SECRET', '');
    stubEnv('JWT_SECRET_ARN', 'arn:aws:secretsmanager:us-east-1:1:secret:jwt-unreadable');
    readSecretsFrom(async () => {
      throw new Error('AccessDeniedException');
    });
    const refusal = await verifySession(token).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(Error);
    expect(refusal).not.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('the session state cache', () => {
  it('reads an account once per window, then again, so a revocation lands within it', async () => {
    let clock = 0;
    let version = 0;
    const reads: string[] = [];
    const cache = sessionStateCache(
      async (id) => {
        reads.push(id);
        return { role: 'user', sessionVersion: version };
      },
      () => clock,
    );
    expect((await cache.get('a'))?.sessionVersion).toBe(0);
    version = 1;
    clock = SESSION_STATE_CACHE_MS - 1;
    expect((await cache.get('a'))?.sessionVersion).toBe(0);
    clock = SESSION_STATE_CACHE_MS;
    expect((await cache.get('a'))?.sessionVersion).toBe(1);
    expect(reads).toEqual(['a', 'a']);
  });

  it('forgets a failed read, so one table error does not stick for the window', async () => {
    let fail = true;
    const cache = sessionStateCache(
      async () => {
        if (fail) throw new Error('throttled');
        return { role: 'user', sessionVersion: 0 };
      },
      () => 0,
    );
    await expect(cache.get('a')).rejects.toThrow('throttled');
    fail = false;
    expect(await cache.get('a')).toEqual({ role: 'user', sessionVersion: 0 });
  });

  it('stays bounded however many accounts call', async () => {
    let reads = 0;
    const cache = sessionStateCache(
      async () => {
        reads += 1;
        return undefined;
      },
      () => 0,
      3,
    );
    for (const id of ['a', 'b', 'c', 'd', 'a']) await cache.get(id);
    expect(reads).toBe(5);
  });
});
