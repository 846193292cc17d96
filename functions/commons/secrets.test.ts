import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  derivedPerSecret,
  plainKeys,
  readSecret,
  ROTATION_GRACE_MS,
  SECRET_CACHE,
  type SecretFetcher,
  type SecretStage,
  secretStore,
  withKeys,
} from './secrets';

const ARN = 'arn:aws:secretsmanager:us-east-1:1:secret:jwt-AbCdEf';
const MINUTE = 60_000;

/** A Secrets Manager stand-in: versions by staging label, every read counted, failures on demand. */
function fakeSecretsManager() {
  const stages = new Map<SecretStage, { value: string; createdAt?: Date }>();
  const reads: SecretStage[] = [];
  let failing = false;
  const fetch: SecretFetcher = async (_arn, stage) => {
    reads.push(stage);
    if (failing) throw new Error('Secrets Manager unreachable');
    return stages.get(stage);
  };
  return {
    fetch,
    reads,
    fail: (yes: boolean) => (failing = yes),
    /** `put-secret-value`: the new value becomes AWSCURRENT, the one it replaces AWSPREVIOUS. */
    put(value: string, at: number) {
      const current = stages.get('AWSCURRENT');
      if (current) stages.set('AWSPREVIOUS', current);
      stages.set('AWSCURRENT', { value, createdAt: new Date(at) });
    },
    forgetPrevious: () => stages.delete('AWSPREVIOUS'),
  };
}

let warnings: string[] = [];
beforeEach(() => {
  warnings = [];
  vi.stubEnv('LOG_LEVEL', 'info');
  vi.spyOn(console, 'error').mockImplementation((line: string) => void warnings.push(line));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('a secret kept per warm function', () => {
  it('is read once, then again once it is 5 minutes old', async () => {
    const sm = fakeSecretsManager();
    let now = 0;
    sm.put('one', now);
    const store = secretStore(sm.fetch, () => now);
    expect(await store.read(ARN, 'key')).toBe('one');
    sm.put('two', now);
    now = SECRET_CACHE.freshMs - 1;
    expect(await store.read(ARN, 'key')).toBe('one');
    now = SECRET_CACHE.freshMs;
    expect(await store.read(ARN, 'key')).toBe('two');
    expect(sm.reads).toEqual(['AWSCURRENT', 'AWSCURRENT']);
  });

  it('is read once for callers that ask at the same time', async () => {
    const sm = fakeSecretsManager();
    sm.put('one', 0);
    const store = secretStore(sm.fetch, () => 0);
    expect(await Promise.all([store.read(ARN, 'key'), store.read(ARN, 'key'), store.read(ARN, 'key')])).toEqual(['one', 'one', 'one']);
    expect(sm.reads).toHaveLength(1);
  });

  it('when a refresh fails, keeps serving the value it has with a warning, trying again every 30 seconds', async () => {
    const sm = fakeSecretsManager();
    let now = 0;
    sm.put('one', now);
    const store = secretStore(sm.fetch, () => now);
    await store.read(ARN, 'key');
    sm.fail(true);
    now = SECRET_CACHE.freshMs;
    expect(await store.read(ARN, 'key')).toBe('one');
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0]!)).toMatchObject({
      level: 'warn',
      msg: 'secret refresh failed: using the value read before',
      secret: 'key',
      ageSeconds: 300,
    });
    // Requests in between neither wait for Secrets Manager nor add to its load.
    now += SECRET_CACHE.retryMs - 1;
    expect(await store.read(ARN, 'key')).toBe('one');
    expect(sm.reads).toHaveLength(2);
    now += 1;
    expect(await store.read(ARN, 'key')).toBe('one');
    expect(sm.reads).toHaveLength(3);
    sm.fail(false);
    sm.put('two', now);
    now += SECRET_CACHE.retryMs;
    expect(await store.read(ARN, 'key')).toBe('two');
  });

  it('drops the value once it is 30 minutes old without a successful read, so requests fail', async () => {
    const sm = fakeSecretsManager();
    let now = 0;
    sm.put('one', now);
    const store = secretStore(sm.fetch, () => now);
    await store.read(ARN, 'key');
    sm.fail(true);
    now = SECRET_CACHE.staleMs - 1;
    expect(await store.read(ARN, 'key')).toBe('one');
    now = SECRET_CACHE.staleMs;
    await expect(store.read(ARN, 'key')).rejects.toThrow('unreachable');
    // Each request then tries again: nothing is left to serve meanwhile.
    sm.fail(false);
    expect(await store.read(ARN, 'key')).toBe('one');
  });

  it('fails a first read, and tries again at the next request', async () => {
    const sm = fakeSecretsManager();
    sm.put('one', 0);
    sm.fail(true);
    const store = secretStore(sm.fetch, () => 0);
    await expect(store.read(ARN, 'key')).rejects.toThrow('unreachable');
    sm.fail(false);
    expect(await store.read(ARN, 'key')).toBe('one');
  });

  it('is taken as given when configured as a plain value, with no Secrets Manager', async () => {
    expect(await readSecret('plain', undefined, 'key')).toBe('plain');
    await expect(readSecret(undefined, undefined, 'origin secret')).rejects.toThrow('No origin secret configured');
  });
});

describe('a signing secret across a rotation', () => {
  it('has only its current key before the first rotation', async () => {
    const sm = fakeSecretsManager();
    sm.put('k1', 0);
    const store = secretStore(sm.fetch, () => 0);
    expect(await store.keys(ARN, 'jwt').keyring()).toEqual({ current: 'k1' });
  });

  it('keeps the replaced key for verifying during the grace period, and drops it after', async () => {
    const sm = fakeSecretsManager();
    let now = 0;
    sm.put('k1', now);
    now = 100 * 24 * 3600_000;
    sm.put('k2', now);
    const keys = secretStore(sm.fetch, () => now).keys(ARN, 'jwt');
    expect(await keys.keyring()).toEqual({ current: 'k2', previous: 'k1' });
    now += ROTATION_GRACE_MS - 1;
    expect(await keys.keyring()).toEqual({ current: 'k2', previous: 'k1' });
    // Refused at once, even between reads, and not read again past the grace period.
    now += 1;
    expect(await keys.keyring()).toEqual({ current: 'k2' });
    sm.reads.length = 0;
    now += SECRET_CACHE.freshMs;
    expect(await keys.keyring()).toEqual({ current: 'k2' });
    expect(sm.reads).toEqual(['AWSCURRENT']);
  });

  it('forgets the replaced key within 5 minutes when the operator removes its label', async () => {
    const sm = fakeSecretsManager();
    let now = 0;
    sm.put('k1', now);
    sm.put('k2', now);
    const keys = secretStore(sm.fetch, () => now).keys(ARN, 'jwt');
    expect((await keys.keyring()).previous).toBe('k1');
    sm.forgetPrevious();
    now += SECRET_CACHE.freshMs;
    expect(await keys.keyring()).toEqual({ current: 'k2' });
  });

  it('after a second rotation, accepts the last two keys only', async () => {
    const sm = fakeSecretsManager();
    let now = 0;
    sm.put('k1', now);
    sm.put('k2', now);
    const keys = secretStore(sm.fetch, () => now).keys(ARN, 'jwt');
    await keys.keyring();
    now += MINUTE;
    sm.put('k3', now);
    now += SECRET_CACHE.freshMs;
    expect(await keys.keyring()).toEqual({ current: 'k3', previous: 'k2' });
  });

  it('has no previous key when the rotation time is unknown, so no grace period is unbounded', async () => {
    const fetch: SecretFetcher = async (_arn, stage) => ({ value: stage === 'AWSCURRENT' ? 'k2' : 'k1' });
    expect(
      await secretStore(fetch, () => 0)
        .keys(ARN, 'jwt')
        .keyring(),
    ).toEqual({ current: 'k2' });
  });
});

describe('verifying with the keys', () => {
  const signedWith = (expected: string) => (key: string) => (key === expected ? `verified with ${key}` : undefined);

  it('tries the current key, then the previous one', async () => {
    const attempt = vi.fn(signedWith('old'));
    expect(await withKeys(plainKeys('new', 'old'), attempt)).toBe('verified with old');
    expect(attempt.mock.calls.map(([key]) => key)).toEqual(['new', 'old']);
    expect(await withKeys(plainKeys('new'), signedWith('old'))).toBeUndefined();
  });

  it('stops at the first answer that is not undefined, even a refusal', async () => {
    const attempt = vi.fn(() => null);
    expect(await withKeys(plainKeys('new', 'old'), attempt)).toBeNull();
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('reads the keys again when none fits, so a rotation another function already saw is honoured at once', async () => {
    const sm = fakeSecretsManager();
    let now = 0;
    sm.put('k1', now);
    const keys = secretStore(sm.fetch, () => now).keys(ARN, 'jwt');
    await keys.keyring();
    now += SECRET_CACHE.missMs;
    sm.put('k2', now);
    expect(await withKeys(keys, signedWith('k2'))).toBe('verified with k2');
  });

  it('reads them again at most every 30 seconds, however many values fit no key', async () => {
    const sm = fakeSecretsManager();
    let now = 0;
    sm.put('k1', now);
    const keys = secretStore(sm.fetch, () => now).keys(ARN, 'jwt');
    await keys.keyring();
    sm.reads.length = 0;
    for (let i = 0; i < 50; i++) expect(await withKeys(keys, signedWith('forged'))).toBeUndefined();
    expect(sm.reads).toEqual([]);
    now += SECRET_CACHE.missMs;
    for (let i = 0; i < 50; i++) await withKeys(keys, signedWith('forged'));
    expect(sm.reads).toEqual(['AWSCURRENT', 'AWSPREVIOUS']);
  });
});

describe('a key derived from a secret', () => {
  it('is derived once per secret, and again only for a secret not seen, holding at most four', async () => {
    const derive = vi.fn(async (secret: string) => `key of ${secret}`);
    const keyOf = derivedPerSecret(derive);
    expect(await keyOf('a')).toBe('key of a');
    expect(await keyOf('a')).toBe('key of a');
    expect(await keyOf('b')).toBe('key of b');
    expect(derive).toHaveBeenCalledTimes(2);
    for (const secret of ['c', 'd', 'e']) await keyOf(secret);
    await keyOf('a');
    expect(derive).toHaveBeenCalledTimes(6);
  });
});
