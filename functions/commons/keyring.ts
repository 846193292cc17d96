/**
 * A signing secret's keys (secrets.ts reads them): the current one signs; the current one, then
 * the one a rotation replaced, verify.
 */
export interface Keyring {
  current: string;
  /** Only within the grace period after the rotation that replaced it. */
  previous?: string;
}

/** The keys to verify with, in the order to try them. */
export const verifyingKeys = (ring: Keyring): string[] => (ring.previous ? [ring.current, ring.previous] : [ring.current]);
