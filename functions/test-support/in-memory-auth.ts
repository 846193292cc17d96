import { linkToken } from '@shared/auth/link-token';
import { AppError } from '@shared/errors';
import type { QueuedMail } from '../mail/mail-types';
import { delayAfter, type Claim } from '../commons/throttle';
import type { LinkRequest } from '../repositories/link-requests';
import type { StoredToken, SupersededToken, UseOutcome } from '../repositories/tokens';
import { createLogin, createLoginVerified, createRegister, createVerificationStatus } from '../services/auth/accounts';
import type { AccountUser, AuthDeps } from '../services/auth/auth-deps';
import { createForgotPassword, createResendVerification, createResetPassword, createVerifyEmail } from '../services/auth/email-links';

/**
 * The auth service's world in memory, for unit tests: the same rules the table enforces
 * (unique email and username, one-use tokens, the current-token pointer and the markers of
 * superseded tokens), a settable clock, and a readable outbox. Passwords "hash" to a tagged copy
 * and sessions are plain strings.
 */
export function inMemoryAuthDeps(start = new Date('2030-01-01T12:00:00Z')) {
  const users = new Map<string, AccountUser>();
  const tokens = new Map<string, StoredToken>();
  const superseded = new Map<string, SupersededToken>();
  const current = new Map<string, string>();
  const rates = new Map<string, number>();
  const throttles = new Map<string, { attempts: number; nextAt: number; expiresAt: number }>();
  const outbox: QueuedMail[] = [];
  const linkRequests: LinkRequest[] = [];
  let now = start;
  let nextId = 1;

  const byEmail = (email: string) => [...users.values()].find((u) => u.email === email.trim().toLowerCase());
  const byName = (name: string) => [...users.values()].find((u) => u.username.toLowerCase() === name.trim().toLowerCase());
  const rateKey = (key: string, windowSeconds: number) => `${key}#${Math.floor(now.getTime() / 1000 / windowSeconds)}`;

  function use(token: StoredToken, at: Date, effect: (user: AccountUser) => void): UseOutcome {
    const stored = tokens.get(token.hash);
    if (!stored || stored.purpose !== token.purpose || stored.expiresAt * 1000 <= at.getTime()) return 'gone';
    if (current.get(`${token.userId}|${token.purpose}`) !== token.hash) return 'superseded';
    const user = users.get(token.userId);
    if (!user) return 'gone';
    tokens.delete(token.hash);
    current.delete(`${token.userId}|${token.purpose}`);
    effect(user);
    return 'used';
  }

  const deps: AuthDeps = {
    users: {
      async create(input) {
        if (byName(input.username))
          throw new AppError('CONFLICT', 'This username is already taken.', { fieldErrors: { username: 'Username taken' } });
        if (byEmail(input.email))
          throw new AppError('CONFLICT', 'An account with this email address already exists.', {
            fieldErrors: { email: 'Email already registered' },
          });
        const at = now.toISOString();
        const id = `user-${nextId++}`;
        const user = {
          pk: `USER#${id}`,
          sk: 'PROFILE',
          type: 'user',
          gsi1pk: 'USERS',
          gsi1sk: at,
          id,
          createdAt: at,
          updatedAt: at,
          ...input,
          username: input.username.trim(),
          email: input.email.trim().toLowerCase(),
        } satisfies AccountUser;
        users.set(id, user);
        return user;
      },
      get: async (id) => users.get(id),
      findByEmail: async (email) => byEmail(email),
      findByLogin: async (login) => (login.includes('@') ? byEmail(login) : byName(login)),
      async upgradeHash(id, previous, next) {
        const user = users.get(id);
        if (user?.passwordHash !== previous) return false;
        user.passwordHash = next;
        return true;
      },
    },
    tokens: {
      async issue(token, { supersede, mail, claim }) {
        if (claim) {
          const key = claim.Delete?.Key?.pk;
          const at = linkRequests.findIndex((request) => `LINKREQ#${request.id}` === key);
          if (at < 0)
            throw Object.assign(new Error('Transaction cancelled'), {
              CancellationReasons: [{ Code: 'None' }, { Code: 'ConditionalCheckFailed' }],
            });
          linkRequests.splice(at, 1);
        }
        if (supersede) {
          const previous = current.get(`${token.userId}|${token.purpose}`);
          const replaced = previous === undefined ? undefined : tokens.get(previous);
          if (previous !== undefined && previous !== token.hash) {
            tokens.delete(previous);
            if (replaced) superseded.set(previous, { purpose: replaced.purpose, userId: replaced.userId, expiresAt: replaced.expiresAt });
          }
          current.set(`${token.userId}|${token.purpose}`, token.hash);
        }
        tokens.set(token.hash, { ...token });
        if (mail) outbox.push(mail);
      },
      issueBinding: async (token) => void tokens.set(token.hash, { ...token }),
      find: async (hash) => tokens.get(hash),
      findSuperseded: async (hash) => superseded.get(hash),
      async useVerification(token, _user, welcome, at) {
        const outcome = use(token, at, (user) => Object.assign(user, { emailVerified: true, verifiedAt: at.toISOString() }));
        if (outcome === 'used') outbox.push(welcome);
        return outcome;
      },
      async useReset(token, passwordHash, changed, at) {
        const outcome = use(token, at, (user) => Object.assign(user, { passwordHash, sessionVersion: (user.sessionVersion ?? 0) + 1 }));
        if (outcome === 'used') outbox.push(changed);
        return outcome;
      },
      async useLoginBinding(hash, userId, at) {
        const stored = tokens.get(hash);
        if (stored?.purpose !== 'login-binding' || stored.userId !== userId || stored.expiresAt * 1000 <= at.getTime()) return false;
        tokens.delete(hash);
        return true;
      },
    },
    rates: {
      async hit(key, windowSeconds) {
        const total = (rates.get(rateKey(key, windowSeconds)) ?? 0) + 1;
        rates.set(rateKey(key, windowSeconds), total);
        return total;
      },
      read: async (key, windowSeconds) => rates.get(rateKey(key, windowSeconds)) ?? 0,
      clear: async (key, windowSeconds) => void rates.delete(rateKey(key, windowSeconds)),
      async claimWithinBudget(key, limit, windowSeconds) {
        const total = rates.get(rateKey(key, windowSeconds)) ?? 0;
        if (total >= limit) return false;
        rates.set(rateKey(key, windowSeconds), total + 1);
        return true;
      },
      async claimThrottled(key, throttle): Promise<Claim> {
        const at = now.getTime() / 1000;
        const stored = throttles.get(key);
        const live = stored && stored.expiresAt > at ? stored : { attempts: 0, nextAt: 0, expiresAt: 0 };
        if (live.attempts >= throttle.free && live.nextAt > at) return { allowed: false, retryAfterSeconds: Math.ceil(live.nextAt - at) };
        const attempts = live.attempts + 1;
        const nextAt = at + delayAfter(attempts, throttle);
        throttles.set(key, { attempts, nextAt, expiresAt: nextAt + throttle.quietSeconds });
        return { allowed: true };
      },
      forgetThrottle: async (key) => void throttles.delete(key),
    },
    outbox: { queue: async (mail) => void outbox.push(mail) },
    linkRequests: {
      async put(purpose, email) {
        linkRequests.push({
          id: `request-${nextId++}`,
          purpose,
          email: email.trim().toLowerCase(),
          expiresAt: Math.floor(now.getTime() / 1000) + 3600,
        });
      },
      claim: (id) => ({ Delete: { TableName: 'in-memory', Key: { pk: `LINKREQ#${id}`, sk: 'REQUEST' } } }),
    },
    passwords: {
      hash: async (password) => `hashed:${password}`,
      // `old:` marks a hash made at a lower cost: it verifies, and is redone at the next sign-in.
      verify: async (password, stored) => stored === `hashed:${password}` || stored === `old:${password}`,
      needsRehash: (stored) => !stored.startsWith('hashed:'),
    },
    deviceKeys: async () => ({ current: 'device-key-for-tests' }),
    signSession: async (user, seconds) => `session:${user.id}:${user.role}:${seconds}`,
    seal: async (plain, context) => `sealed:${context}:${plain}`,
    siteUrl: () => 'https://shop.example',
    now: () => now,
  };

  return {
    deps,
    users,
    tokens,
    outbox,
    linkRequests,
    throttles,
    /** Moves the clock forward. */
    advance(seconds: number) {
      now = new Date(now.getTime() + seconds * 1000);
    },
    /** The raw secret in the last queued link of a template (as the emailed link carries it). */
    lastLinkSecret(template: QueuedMail['template']): string {
      const mail = outbox.filter((m) => m.template === template).at(-1);
      const secret = mail?.sealedLink ? linkToken(new URL(mail.sealedLink.replace(/^sealed:[^:]+:/, ''))) : null;
      if (!secret) throw new Error(`No ${template} mail queued`);
      return secret;
    },
  };
}

/** The value of a Set-Cookie header line. */
export function cookieValue(setCookie: string | undefined): string {
  return /^[^=]+=([^;]*)/.exec(setCookie ?? '')?.[1] ?? '';
}

/** Registration, sign-in and the verification poll over one world of deps (the unit tests' in-memory one). */
export function createAccounts(deps: AuthDeps) {
  return {
    register: createRegister(deps),
    login: createLogin(deps),
    loginVerified: createLoginVerified(deps),
    verificationStatus: createVerificationStatus(deps),
  };
}

/** The emailed links, asking for them and following them, over one world of deps (the unit tests' in-memory one). */
export function createEmailLinks(deps: AuthDeps) {
  return {
    resendVerification: createResendVerification(deps),
    forgotPassword: createForgotPassword(deps),
    verifyEmail: createVerifyEmail(deps),
    resetPassword: createResetPassword(deps),
  };
}
