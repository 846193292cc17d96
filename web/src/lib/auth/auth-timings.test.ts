import { describe, expect, it } from 'vitest';
import { AUTH_TIMINGS_MS } from './auth-timings';

describe('AUTH_TIMINGS_MS', () => {
  it('match the spec', () => {
    expect(AUTH_TIMINGS_MS).toEqual({ welcomeToast: 5000, closeAfterVerified: 2000, registerToVerification: 1500, redirectToLogin: 3000 });
  });
});
