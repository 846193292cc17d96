import { describe, expect, it } from 'vitest';
import { cooldownSecondsLeft, resendButtonLabel, resendCooldownSeconds } from './resend-cooldown';

describe('resendCooldownSeconds', () => {
  it('is 60 s after a successful resend', () => {
    expect(resendCooldownSeconds('sent')).toBe(60);
  });

  it('is 300 s after a 429', () => {
    expect(resendCooldownSeconds('rate-limited')).toBe(300);
  });

  it('is none after another failure', () => {
    expect(resendCooldownSeconds('failed')).toBe(0);
  });
});

describe('cooldownSecondsLeft', () => {
  it('rounds up to whole seconds and stops at 0', () => {
    expect(cooldownSecondsLeft(60_000, 0)).toBe(60);
    expect(cooldownSecondsLeft(60_000, 59_001)).toBe(1);
    expect(cooldownSecondsLeft(60_000, 60_000)).toBe(0);
    expect(cooldownSecondsLeft(60_000, 70_000)).toBe(0);
  });
});

describe('resendButtonLabel', () => {
  it("reads 'Resend in {n}s' during a cooldown", () => {
    expect(resendButtonLabel(42)).toBe('Resend in 42s');
    expect(resendButtonLabel(0)).toBe('Resend Email');
  });
});
