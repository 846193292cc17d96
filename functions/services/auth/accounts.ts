import { emailVerificationRequiredBody } from '../../../shared/auth/email-verification-required';
import { sessionLifetimeSeconds } from '../../../shared/auth/session-lifetime';
import { AppError, ERROR_STATUS, type ErrorBody } from '../../../shared/errors';
import type { LoginResponse, MessageResponse } from '../../../shared/routes/auth';
import { sessionUserOf } from '../../repositories/users';
import type { AccountUser, AuthDeps } from './auth-deps';
import { AUTH_MESSAGES } from './auth-messages';
import { BINDING_SECONDS, bindingCookie, clearedBindingCookie, withinAutoLoginWindow } from './login-binding';
import { issueMailedToken, tokenRecord } from './mailed-tokens';
import { hashSecret, looksLikeSecret, newSecret } from './one-use-secret';
import { failedLoginKey, RATE_RULES, tooManyLogins } from './rate-rules';

/** An answer with a status and cookies besides its body (the handler turns it into a reply). */
export interface AuthOutcome<T> {
  body: T;
  status?: number;
  cookies?: string[];
}

/** Registration, sign-in and the verification poll. */
export function createAccounts(deps: AuthDeps) {
  const secure = () => deps.siteUrl().startsWith('https:');
  // Unknown names still cost one scrypt, so timing does not tell which names exist.
  let decoy: Promise<string> | undefined;
  const decoyHash = () => (decoy ??= deps.passwords.hash('decoy password, never matches'));

  /** Gives this browser a one-use binding for `login-verified`; answers its Set-Cookie. */
  async function bindBrowser(user: AccountUser): Promise<string> {
    const secret = newSecret();
    await deps.tokens.issue(tokenRecord(secret, 'login-binding', user, deps.now(), BINDING_SECONDS), { supersede: false }, deps.now());
    return bindingCookie(secret, secure());
  }

  async function session(user: AccountUser, remember: boolean | undefined): Promise<LoginResponse> {
    return {
      token: await deps.signSession(sessionUserOf(user), sessionLifetimeSeconds(remember), deps.now()),
      role: user.role,
      username: user.username,
      email: user.email,
      isEmailVerified: user.emailVerified,
    };
  }

  return {
    /** Creates an unverified customer, queues the verification email and binds this browser. */
    async register(input: { username: string; email: string; password: string }): Promise<AuthOutcome<MessageResponse>> {
      const user = await deps.users.create({
        username: input.username,
        email: input.email,
        passwordHash: await deps.passwords.hash(input.password),
        role: 'user',
        emailVerified: false,
      });
      await issueMailedToken(deps, user, 'verify-email');
      return { body: { success: true, message: AUTH_MESSAGES.registered }, cookies: [await bindBrowser(user)] };
    },

    /**
     * Signs in by username or email. Five failures in 15 minutes lock the name for the rest of
     * the window (429). A right password on an unverified account answers 403 with
     * `emailVerificationRequired` and binds this browser for the sign-in after verification.
     */
    async login(input: { username: string; password: string; remember?: boolean }): Promise<AuthOutcome<LoginResponse | ErrorBody>> {
      const { failedLogin } = RATE_RULES;
      const now = deps.now();
      const user = await deps.users.findByLogin(input.username);
      const key = failedLoginKey(user?.id, input.username);
      const failures = await deps.rates.read(key, failedLogin.windowSeconds, now);
      if (failures >= failedLogin.limit) throw tooManyLogins();
      const matches = await deps.passwords.verify(input.password, user?.passwordHash ?? await decoyHash());
      if (!user || !matches) {
        await deps.rates.hit(key, failedLogin.windowSeconds, now);
        throw new AppError('INVALID_CREDENTIALS', AUTH_MESSAGES.invalidCredentials);
      }
      if (failures > 0) await deps.rates.clear(key, failedLogin.windowSeconds, now);
      if (!user.emailVerified) {
        const body = emailVerificationRequiredBody(user.email);
        return { body, status: ERROR_STATUS[body.code], cookies: [await bindBrowser(user)] };
      }
      return { body: await session(user, input.remember) };
    },

    /**
     * The sign-in right after verification, without the password: only for the browser holding
     * the binding cookie from registration or the unverified login, within 15 minutes of
     * verification, and once.
     */
    async loginVerified(input: { email: string; remember?: boolean }, bindingSecret: string | undefined): Promise<AuthOutcome<LoginResponse>> {
      const refuse = () => new AppError('UNAUTHORIZED', AUTH_MESSAGES.autoLoginUnavailable);
      if (!looksLikeSecret(bindingSecret)) throw refuse();
      const now = deps.now();
      const user = await deps.users.findByEmail(input.email);
      if (!user?.emailVerified || !withinAutoLoginWindow(user.verifiedAt, now)) throw refuse();
      if (!(await deps.tokens.useLoginBinding(hashSecret(bindingSecret), user.id, now))) throw refuse();
      return { body: await session(user, input.remember), cookies: [clearedBindingCookie(secure())] };
    },

    /** Whether an address is verified yet (the verification view polls this); 404 for an unknown one. */
    async verificationStatus(email: string): Promise<{ isEmailVerified: boolean }> {
      const user = await deps.users.findByEmail(email);
      if (!user) throw new AppError('NOT_FOUND', AUTH_MESSAGES.userNotFound);
      return { isEmailVerified: user.emailVerified };
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
