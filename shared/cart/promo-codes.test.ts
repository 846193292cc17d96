import { describe, expect, it } from 'vitest';
import { INVALID_PROMO_MESSAGE, canApplyPromo, findPromo } from './promo-codes';

describe('findPromo', () => {
  it('knows SAVE20 (20%) and NEWUSER10 (10%)', () => {
    expect(findPromo('SAVE20')).toEqual({ code: 'SAVE20', percent: 20 });
    expect(findPromo('NEWUSER10')).toEqual({ code: 'NEWUSER10', percent: 10 });
  });

  it('ignores case and surrounding spaces', () => {
    expect(findPromo(' save20 ')).toEqual({ code: 'SAVE20', percent: 20 });
    expect(findPromo('NewUser10')).toEqual({ code: 'NEWUSER10', percent: 10 });
  });

  it('rejects unknown codes, including inherited property names', () => {
    expect(findPromo('SAVE30')).toBeNull();
    expect(findPromo('')).toBeNull();
    expect(findPromo(null)).toBeNull();
    expect(findPromo('constructor')).toBeNull();
    expect(findPromo('__proto__')).toBeNull();
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
