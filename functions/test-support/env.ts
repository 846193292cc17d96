import { vi } from 'vitest';
import { forgetEnv } from '../commons/env';

/**
 * Sets an environment variable for this test (undefined removes it) and has env.ts read it again:
 * a function reads each variable once, as a Lambda does, so a test that changes one must say so.
 */
export function stubEnv(name: string, value: string | undefined): void {
  vi.stubEnv(name, value);
  forgetEnv();
}

/** Puts back every variable a test stubbed, and has env.ts read them again. */
export function unstubEnvs(): void {
  vi.unstubAllEnvs();
  forgetEnv();
}
