import { beforeAll, describe, expect, it } from 'vitest';
import { signSession } from './session';
import { readSessionStatesFrom, SESSION_STATE_CACHE_MS, sessionStateCache, verifySession } from './session-check';

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
    await expect(verifySession(await signSession({ ...identity('s2'), sessionVersion: 0 }, 60))).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    accounts.set('s3', { role: 'admin', sessionVersion: 0 });
    await expect(verifySession(await signSession(identity('s3'), 60))).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(verifySession(await signSession(identity('nobody'), 60))).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('the session state cache', () => {
  it('reads an account once per window, then again, so a revocation lands within it', async () => {
    let clock = 0;
    let version = 0;
    const reads: string[] = [];
    const cache = sessionStateCache(async (id) => {
      reads.push(id);
      return { role: 'user', sessionVersion: version };
    }, () => clock);
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
    const cache = sessionStateCache(async () => {
      if (fail) throw new Error('throttled');
      return { role: 'user', sessionVersion: 0 };
    }, () => 0);
    await expect(cache.get('a')).rejects.toThrow('throttled');
    fail = false;
    expect(await cache.get('a')).toEqual({ role: 'user', sessionVersion: 0 });
  });

  it('stays bounded however many accounts call', async () => {
    let reads = 0;
    const cache = sessionStateCache(async () => {
      reads += 1;
      return undefined;
    }, () => 0, 3);
    for (const id of ['a', 'b', 'c', 'd', 'a']) await cache.get(id);
    expect(reads).toBe(5);
  });
});
