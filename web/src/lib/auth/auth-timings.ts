/** The auth flow's pauses (spec 01 §9, spec 02 §9), in milliseconds. */
export const AUTH_TIMINGS_MS = {
  /** The welcome toast after opening the site with ?verified=true. */
  welcomeToast: 5000,
  /** From the verified message to closing the modal. */
  closeAfterVerified: 2000,
  /** From a successful registration to the "Check Your Email" view. */
  registerToVerification: 1500,
  /** From a successful reset or email verification page to /login. */
  redirectToLogin: 3000,
} as const;
