import { randomUUID } from 'node:crypto';
import { emailVerificationRequiredBody } from '@shared/auth/email-verification-required';
import { sessionLifetimeSeconds } from '@shared/auth/session-lifetime';
import { AppError, ERROR_STATUS, type ErrorBody } from '@shared/errors';
import type { LoginResponse, MessageResponse } from '@shared/routes/auth';
import { verifyingKeys } from '../../commons/keyring';
import { sessionUserOf } from '../../repositories/users';
import type { AccountUser, AuthDeps, LoginDeps, LoginVerifiedDeps, RegisterDeps, VerificationStatusDeps } from './auth-deps';
import { AUTH_MESSAGES } from './auth-messages';
import { deviceCookie, trustedDevice } from './device-trust';
import { BINDING_COOKIE, BINDING_SECONDS, bindingCookie, clearedBindingCookie, withinAutoLoginWindow } from './login-binding';
import { issueMailedToken, tokenRecord } from './mailed-tokens';
import { hashSecret, looksLikeSecret, newSecret } from './one-use-secret';
import { countAgainst, LOGIN_THROTTLES, loginKeys, RATE_RULES, tooManyLogins } from './rate-rules';

/** An answer with a status and cookies besides its body (the handler turns it into a reply). */
export interface AuthOutcome<T> {
  body: T;
  status?: number;
  cookies?: string[];
}

/** Who is calling: the client's address (rate limits) and the request's cookies. */
export interface Caller {
  address: string;
  cookies: Record<string, string>;
}

/** Whether cookies are Secure: the site is served over https. */
const secureSite = (deps: Pick<AuthDeps, 'siteUrl'>) => deps.siteUrl().startsWith('https:');

/** Gives this browser a one-use binding for `login-verified`; answers its Set-Cookie. */
async function bindBrowser(deps: Pick<LoginDeps, 'tokens' | 'siteUrl' | 'now'>, user: Pick<AccountUser, 'id' | 'email'>): Promise<string> {
  const secret = newSecret();
  await deps.tokens.issueBinding(tokenRecord(secret, 'login-binding', user, deps.now(), BINDING_SECONDS));
  return bindingCookie(secret, secureSite(deps));
}

async function session(
  deps: Pick<LoginDeps, 'signSession' | 'now'>,
  user: AccountUser,
  remember: boolean | undefined,
): Promise<LoginResponse> {
  return {
    token: await deps.signSession(sessionUserOf(user), sessionLifetimeSeconds(remember), deps.now()),
    role: user.role,
    username: user.username,
    email: user.email,
    isEmailVerified: user.emailVerified,
  };
}

/**
 * Creates an unverified customer, queues the verification email and binds this browser. An
 * address that already has an account gets the same answer (and a binding cookie that binds
 * nothing), and its owner an email instead: the form tells nobody which addresses are
 * customers. A taken username is still a 409, as the form needs to say so.
 */
export function createRegister(deps: RegisterDeps) {
  /** Tells an account's owner that someone tried to register with the address (a few times an hour at most). */
  async function tellOwner(owner: AccountUser): Promise<void> {
    const { accountExistsPerEmail: rule } = RATE_RULES;
    if ((await deps.rates.hit(`exists:email:${owner.email}`, rule.windowSeconds, deps.now())) > rule.limit) return;
    const id = randomUUID();
    const sealedLink = await deps.seal(`${deps.siteUrl()}/?showLogin=true`, id);
    await deps.outbox.queue({ id, template: 'account-exists', to: owner.email, username: owner.username, sealedLink }, deps.now());
  }

  return async function register(
    input: { username: string; email: string; password: string },
    caller: Pick<Caller, 'address'>,
  ): Promise<AuthOutcome<MessageResponse>> {
    await countAgainst(
      deps,
      [{ key: `register:client:${caller.address}`, rule: RATE_RULES.registerPerClient }],
      AUTH_MESSAGES.tooManyRegistrations,
    );
    const passwordHash = await deps.passwords.hash(input.password);
    const answer = (cookie: string) => ({ body: { success: true, message: AUTH_MESSAGES.registered }, cookies: [cookie] });
    try {
      const user = await deps.users.create({
        username: input.username,
        email: input.email,
        passwordHash,
        role: 'user',
        emailVerified: false,
      });
      await issueMailedToken(deps, user, 'verify-email');
      return answer(await bindBrowser(deps, user));
    } catch (error) {
      const emailTaken =
        error instanceof AppError &&
        error.code === 'CONFLICT' &&
        Boolean((error.details.fieldErrors as Record<string, string> | undefined)?.email);
      if (!emailTaken) throw error;
    }
    const owner = await deps.users.findByEmail(input.email);
    if (owner) await tellOwner(owner);
    // The same writes as a registration's binding, bound to no account.
    return answer(await bindBrowser(deps, { id: 'none', email: input.email.trim().toLowerCase() }));
  };
}

/**
 * Signs in by username or email. Each attempt takes its turn under the throttles before the
 * password is checked; a right password starts them over and marks this browser as the
 * account's device. A right password on an unverified account answers 403 with
 * `emailVerificationRequired` and binds this browser for the sign-in after verification.
 */
export function createLogin(deps: LoginDeps) {
  // Unknown names still cost one scrypt, so timing does not tell which names exist.
  let decoy: Promise<string> | undefined;
  const decoyHash = () => (decoy ??= deps.passwords.hash('decoy password, never matches'));

  /**
   * Takes this sign-in's turn before any password is checked, most specific first, so a refused
   * guess counts nowhere else: the account from this client, the account from strangers (skipped
   * for a browser the account signed in on before), this client overall, the shop overall.
   */
  async function takeTurn(keys: ReturnType<typeof loginKeys>, trusted: boolean, address: string): Promise<void> {
    const now = deps.now();
    const own = await deps.rates.claimThrottled(keys.client, LOGIN_THROTTLES.client, now);
    if (!own.allowed) throw tooManyLogins(own.retryAfterSeconds);
    if (!trusted) {
      const strangers = await deps.rates.claimThrottled(keys.strangers, LOGIN_THROTTLES.strangers, now);
      if (!strangers.allowed) throw tooManyLogins(strangers.retryAfterSeconds);
      const { loginPerClient } = RATE_RULES;
      if (!(await deps.rates.claimWithinBudget(`login:client:${address}`, loginPerClient.limit, loginPerClient.windowSeconds, now))) {
        throw tooManyLogins(loginPerClient.windowSeconds);
      }
    }
    const { loginOverall } = RATE_RULES;
    if (!(await deps.rates.claimWithinBudget('login:overall', loginOverall.limit, loginOverall.windowSeconds, now))) {
      throw tooManyLogins(loginOverall.windowSeconds);
    }
  }

  return async function login(
    input: { username: string; password: string; remember?: boolean },
    caller: Caller,
  ): Promise<AuthOutcome<LoginResponse | ErrorBody>> {
    const user = await deps.users.findByLogin(input.username);
    const account = user ? `user:${user.id}` : `name:${input.username.trim().toLowerCase()}`;
    const deviceKeys = await deps.deviceKeys();
    const device = user ? trustedDevice(verifyingKeys(deviceKeys), caller.cookies.maison_device, user.id) : undefined;
    const keys = loginKeys(account, { device, address: caller.address });
    await takeTurn(keys, device !== undefined, caller.address);

    const stored = user?.passwordHash ?? (await decoyHash());
    const matches = await deps.passwords.verify(input.password, stored);
    if (!user || !matches) throw new AppError('INVALID_CREDENTIALS', AUTH_MESSAGES.invalidCredentials);
    // A right password starts over the throttles it came through; one from the owner's own
    // browser leaves the strangers' throttle as it is.
    await Promise.all([deps.rates.forgetThrottle(keys.client), ...(device ? [] : [deps.rates.forgetThrottle(keys.strangers)])]);
    if (deps.passwords.needsRehash(stored)) await deps.users.upgradeHash(user.id, stored, await deps.passwords.hash(input.password));
    const trust = deviceCookie(deviceKeys.current, user.id, secureSite(deps), device);
    if (!user.emailVerified) {
      const body = emailVerificationRequiredBody(user.email);
      return { body, status: ERROR_STATUS[body.code], cookies: [await bindBrowser(deps, user), trust] };
    }
    return { body: await session(deps, user, input.remember), cookies: [trust] };
  };
}

/**
 * The sign-in right after verification, without the password: only for the browser holding
 * the binding cookie from registration or the unverified login, within 15 minutes of
 * verification, and once.
 */
export function createLoginVerified(deps: LoginVerifiedDeps) {
  return async function loginVerified(
    input: { email: string; remember?: boolean },
    bindingSecret: string | undefined,
  ): Promise<AuthOutcome<LoginResponse>> {
    const refuse = () => new AppError('UNAUTHORIZED', AUTH_MESSAGES.autoLoginUnavailable);
    if (!looksLikeSecret(bindingSecret)) throw refuse();
    const now = deps.now();
    const user = await deps.users.findByEmail(input.email);
    if (!user?.emailVerified || !withinAutoLoginWindow(user.verifiedAt, now)) throw refuse();
    if (!(await deps.tokens.useLoginBinding(hashSecret(bindingSecret), user.id, now))) throw refuse();
    return { body: await session(deps, user, input.remember), cookies: [clearedBindingCookie(secureSite(deps))] };
  };
}

/**
 * Whether an address is verified yet (the verification view polls this). The truth goes
 * only to the browser holding that registration's binding cookie; everyone else hears
 * `false`, whether or not the address has an account.
 */
export function createVerificationStatus(deps: VerificationStatusDeps) {
  return async function verificationStatus(email: string, caller: Caller): Promise<{ isEmailVerified: boolean }> {
    await countAgainst(
      deps,
      [{ key: `status:client:${caller.address}`, rule: RATE_RULES.statusPerClient }],
      AUTH_MESSAGES.tooManyStatusChecks,
    );
    const secret = caller.cookies[BINDING_COOKIE];
    if (!looksLikeSecret(secret)) return { isEmailVerified: false };
    const [binding, user] = await Promise.all([deps.tokens.find(hashSecret(secret)), deps.users.findByEmail(email)]);
    const holds = binding?.purpose === 'login-binding' && binding.userId === user?.id && binding.expiresAt * 1000 > deps.now().getTime();
    return { isEmailVerified: holds && user?.emailVerified === true };
  };
}
