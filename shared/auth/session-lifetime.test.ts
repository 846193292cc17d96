import { describe, expect, it } from 'vitest';
import {
  RESET_TOKEN_LIFETIME_SECONDS,
  SESSION_LIFETIME_SECONDS,
  VERIFICATION_TOKEN_LIFETIME_SECONDS,
  sessionLifetimeSeconds,
} from './session-lifetime';

describe('lifetimes', () => {
  it('reset links last 1 hour and verification links 24 hours', () => {
    expect(RESET_TOKEN_LIFETIME_SECONDS).toBe(3600);
    expect(VERIFICATION_TOKEN_LIFETIME_SECONDS).toBe(86_400);
  });

  it('"Remember me" gives 30 days, otherwise 12 hours', () => {
    expect(sessionLifetimeSeconds(true)).toBe(SESSION_LIFETIME_SECONDS.remembered);
    expect(SESSION_LIFETIME_SECONDS.remembered).toBe(2_592_000);
    expect(sessionLifetimeSeconds(false)).toBe(43_200);
    expect(sessionLifetimeSeconds(undefined)).toBe(43_200);
  });
});
