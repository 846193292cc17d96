import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SESSION_LIFETIME_SECONDS } from '@shared/auth/session-lifetime';
import { env } from './env';
import { type Keyring, verifyingKeys } from './keyring';
import { log } from './logger';

/** The version a staging label points at: its value, and when it was put (for AWSCURRENT, the last rotation). */
interface SecretVersion {
  value: string;
  createdAt?: Date;
}

export type SecretStage = 'AWSCURRENT' | 'AWSPREVIOUS';

/** Reads the version of a secret a staging label points at; undefined when no version carries the label. */
export type SecretFetcher = (arn: string, stage: SecretStage) => Promise<SecretVersion | undefined>;

/**
 * How long a warm function trusts what it read. A value is read again once it is 5 minutes old,
 * so a rotation reaches every function within 5 minutes. When that read fails, the function
 * goes on with the value it has, logs a warning and tries again at most every 30 seconds, so a
 * Secrets Manager outage neither fails every request nor floods it; once the value is 30 minutes
 * old without a successful read, it is dropped and requests fail, so a withdrawn key is never
 * trusted for longer than that. A key that verifies nothing is read again sooner (`missMs`).
 */
export const SECRET_CACHE = { freshMs: 5 * 60_000, retryMs: 30_000, staleMs: 30 * 60_000, missMs: 30_000 } as const;

/**
 * How long after a rotation the replaced session key still verifies: the longest session, plus
 * the longest a function may go on signing with the replaced key (`staleMs`). Every session
 * signed with it ends on its own within that; after it the key is refused even while Secrets
 * Manager still labels it AWSPREVIOUS, so a leaked old key cannot mint sessions for long.
 */
export const ROTATION_GRACE_MS = SESSION_LIFETIME_SECONDS.remembered * 1000 + SECRET_CACHE.staleMs;

/** A value read once, kept `freshMs`, then read again; see SECRET_CACHE for what a failed read does. */
function refreshing<T>(load: () => Promise<T>, label: string, clock: () => number) {
  let kept: { value: T; at: number } | undefined;
  let nextRead = 0;
  let lastRead = Number.NEGATIVE_INFINITY;
  let pending: Promise<T> | undefined;
  const reload = (now: number): Promise<T> => {
    lastRead = now;
    pending ??= load()
      .then(
        (value) => {
          kept = { value, at: now };
          nextRead = now + SECRET_CACHE.freshMs;
          return value;
        },
        (error: unknown) => {
          if (!kept || now - kept.at >= SECRET_CACHE.staleMs) {
            kept = undefined;
            throw error;
          }
          log.warn('secret refresh failed: using the value read before', {
            secret: label,
            ageSeconds: Math.round((now - kept.at) / 1000),
            error,
          });
          nextRead = Math.min(now + SECRET_CACHE.retryMs, kept.at + SECRET_CACHE.staleMs);
          return kept.value;
        },
      )
      .finally(() => (pending = undefined));
    return pending;
  };
  return {
    get(): Promise<T> {
      const now = clock();
      return kept && now < nextRead ? Promise.resolve(kept.value) : reload(now);
    },
    /** Reads again now unless a read started within `ms`. */
    getFresherThan(ms: number): Promise<T> {
      const now = clock();
      return now - lastRead < ms ? this.get() : reload(now);
    },
  };
}

type StoredRing = { current: string; previous?: string; previousUntil: number };

/** Where a signing secret's keys come from. */
export interface KeySource {
  keyring(): Promise<Keyring>;
  /** The keyring read again, unless read within `SECRET_CACHE.missMs`: for a value none of the kept keys verified. */
  keyringAfterMiss(): Promise<Keyring>;
}

/** Secrets read through `fetch` and kept per warm function; `clock` is injectable for tests. */
export function secretStore(fetch: SecretFetcher, clock: () => number = Date.now) {
  const values = new Map<string, ReturnType<typeof refreshing<string>>>();
  const rings = new Map<string, ReturnType<typeof refreshing<StoredRing>>>();

  const readCurrent = async (arn: string, label: string) => {
    const version = await fetch(arn, 'AWSCURRENT');
    if (!version?.value) throw new Error(`Secret ${label} is empty`);
    return version;
  };
  const readRing = async (arn: string, label: string): Promise<StoredRing> => {
    const current = await readCurrent(arn, label);
    // Without the rotation's time there is no grace period to bound, so no previous key; past
    // the grace period the previous version is not even read.
    const previousUntil = current.createdAt ? current.createdAt.getTime() + ROTATION_GRACE_MS : 0;
    const previous = clock() < previousUntil ? await fetch(arn, 'AWSPREVIOUS') : undefined;
    return { current: current.value, previous: previous?.value || undefined, previousUntil };
  };
  const withinGrace = (ring: StoredRing): Keyring =>
    ring.previous && clock() < ring.previousUntil ? { current: ring.current, previous: ring.previous } : { current: ring.current };

  return {
    /** The current value of a secret. */
    read(arn: string, label: string): Promise<string> {
      let value = values.get(arn);
      if (!value) values.set(arn, (value = refreshing(async () => (await readCurrent(arn, label)).value, label, clock)));
      return value.get();
    },
    /** A signing secret's keys: AWSCURRENT, and AWSPREVIOUS within the grace period after a rotation. */
    keys(arn: string, label: string): KeySource {
      let ring = rings.get(arn);
      if (!ring) rings.set(arn, (ring = refreshing(() => readRing(arn, label), label, clock)));
      const kept = ring;
      return {
        keyring: async () => withinGrace(await kept.get()),
        keyringAfterMiss: async () => withinGrace(await kept.getFresherThan(SECRET_CACHE.missMs)),
      };
    },
  };
}

/** Keys given as plain values (the laptop, tests): nothing to read again. */
export function plainKeys(current: string, previous?: string): KeySource {
  const ring: Keyring = previous ? { current, previous } : { current };
  return { keyring: async () => ring, keyringAfterMiss: async () => ring };
}

/**
 * A key derived from a secret, derived once per secret and warm function: `derive` runs again
 * only for a secret it has not seen (a rotation adds one or two; the memory holds at most four).
 */
export function derivedPerSecret<K>(derive: (secret: string) => Promise<K>): (secret: string) => Promise<K> {
  const derived = new Map<string, Promise<K>>();
  return (secret) => {
    let key = derived.get(secret);
    if (!key) {
      if (derived.size >= 4) derived.clear();
      key = derive(secret);
      derived.set(secret, key);
    }
    return key;
  };
}

/**
 * The first answer `attempt` gives with a key (anything but `undefined`, which means "not this
 * key"): the current one, then the previous. When no key fits, the keys are read again (at most once per `SECRET_CACHE.missMs`), since another function
 * may already sign with a key this one has not read yet, and the new ones are tried.
 */
export async function withKeys<T>(
  source: KeySource,
  attempt: (key: string) => T | undefined | Promise<T | undefined>,
): Promise<T | undefined> {
  const tried = new Set<string>();
  const tryAll = async (ring: Keyring) => {
    for (const key of verifyingKeys(ring)) {
      if (tried.has(key)) continue;
      tried.add(key);
      const found = await attempt(key);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  const found = await tryAll(await source.keyring());
  return found !== undefined ? found : tryAll(await source.keyringAfterMiss());
}

let client: SecretsManagerClient | undefined;

/** Secrets Manager's GetSecretValue by staging label; AWSPREVIOUS is missing until the first rotation. */
const fromSecretsManager: SecretFetcher = async (arn, stage) => {
  client ??= new SecretsManagerClient({ region: env.region });
  try {
    const out = await client.send(new GetSecretValueCommand({ SecretId: arn, VersionStage: stage }));
    return out.SecretString ? { value: out.SecretString, createdAt: out.CreatedDate } : undefined;
  } catch (error) {
    if (stage === 'AWSPREVIOUS' && (error as { name?: string }).name === 'ResourceNotFoundException') return undefined;
    throw error;
  }
};

let store = secretStore(fromSecretsManager);

/** For unit tests: where secrets given by ARN are read from, and the clock that ages them (a fresh cache). */
export function readSecretsFrom(fetch: SecretFetcher, clock?: () => number): void {
  store = secretStore(fetch, clock);
}

/** A secret's current value: the plain `value` (local), else Secrets Manager by `arn`, kept as SECRET_CACHE says. */
export function readSecret(value: string | undefined, arn: string | undefined, label: string): Promise<string> {
  if (value) return Promise.resolve(value);
  if (!arn) return Promise.reject(new Error(`No ${label} configured`));
  return store.read(arn, label);
}

/**
 * The session signing key and, within the grace period after a rotation, the one it replaced:
 * Secrets Manager by JWT_SECRET_ARN, or locally the plain JWT_SECRET with JWT_SECRET_PREVIOUS as
 * the previous key if set. It signs sessions and device cookies, and the outbox seal key is
 * derived from it.
 */
export function jwtKeys(): KeySource {
  if (env.jwtSecret) return plainKeys(env.jwtSecret, env.jwtSecretPrevious);
  if (!env.jwtSecretArn) throw new Error('No JWT signing key configured');
  return store.keys(env.jwtSecretArn, 'JWT signing key');
}

export const originSecret = () => readSecret(env.originSecret, env.originSecretArn, 'origin secret');
