/**
 * The login binding: after registering, or after a correct password on an unverified account,
 * the browser gets a random value in an httpOnly cookie (its hash is stored as a one-use token).
 * `login-verified` signs in only that browser, only once, and only shortly after verification,
 * so knowing an address is never enough to get a session.
 */
export const BINDING_COOKIE = 'maison_signin_binding';

/** How long a binding lasts: as long as the verification link it waits for. */
export const BINDING_SECONDS = 24 * 3600;

/** How long after verification the bound browser may sign in without its password. */
const AUTO_LOGIN_WINDOW_SECONDS = 15 * 60;

const attributes = (secure: boolean) => `Path=/api/auth; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;

/** The Set-Cookie value that gives a browser its binding. */
export function bindingCookie(value: string, secure: boolean): string {
  return `${BINDING_COOKIE}=${value}; Max-Age=${BINDING_SECONDS}; ${attributes(secure)}`;
}

/** The Set-Cookie value that removes it once used. */
export function clearedBindingCookie(secure: boolean): string {
  return `${BINDING_COOKIE}=; Max-Age=0; ${attributes(secure)}`;
}

/** Whether sign-in without a password is still open for an address verified at `verifiedAt`. */
export function withinAutoLoginWindow(verifiedAt: string | undefined, now: Date): boolean {
  const at = verifiedAt ? Date.parse(verifiedAt) : Number.NaN;
  if (Number.isNaN(at)) return false;
  const elapsed = now.getTime() - at;
  // A minute of slack for clocks that differ between functions.
  return elapsed >= -60_000 && elapsed <= AUTO_LOGIN_WINDOW_SECONDS * 1000;
}
