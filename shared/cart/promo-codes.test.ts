import { describe, expect, it } from 'vitest';
import { INVALID_PROMO_MESSAGE, canApplyPromo, normalizePromoCode } from './promo-codes';

describe('normalizePromoCode', () => {
  it('ignores case and surrounding spaces', () => {
    expect(normalizePromoCode(' save20 ')).toBe('SAVE20');
    expect(normalizePromoCode('NewUser10')).toBe('NEWUSER10');
  });

  it('reads a missing code as empty', () => {
    expect(normalizePromoCode(null)).toBe('');
    expect(normalizePromoCode(undefined)).toBe('');
  });

  it('has the spec message for an unknown code', () => {
    expect(INVALID_PROMO_MESSAGE).toBe('Invalid promo code');
  });
});

describe('canApplyPromo', () => {
  it('is disabled while the input is empty', () => {
    expect(canApplyPromo('')).toBe(false);
    expect(canApplyPromo('  ')).toBe(false);
    expect(canApplyPromo('x')).toBe(true);
  });
});
