import { describe, expect, it } from 'vitest';
import type { Promo } from '@shared/cart/promo-codes';
import { choosePromo } from './promo-choice';

const SAVE20: Promo = { code: 'SAVE20', kind: 'percent', value: 20, minSubtotal: null };
const NEWUSER10: Promo = { code: 'NEWUSER10', kind: 'percent', value: 10, minSubtotal: null };
const TEN_OFF: Promo = { code: 'TENOFF', kind: 'amount', value: 10, minSubtotal: null };
const BIG25: Promo = { code: 'BIG25', kind: 'amount', value: 25, minSubtotal: 200 };

describe('choosePromo', () => {
  it('applies a first code as it is, and the same code again without a word', () => {
    expect(choosePromo(null, SAVE20, 9_100)).toEqual({ promo: SAVE20, notice: '' });
    expect(choosePromo(SAVE20, SAVE20, 9_100)).toEqual({ promo: SAVE20, notice: '' });
  });

  it('keeps the better deal when a worse code is applied over it, and says why', () => {
    expect(choosePromo(SAVE20, NEWUSER10, 9_100)).toEqual({
      promo: SAVE20,
      notice: 'SAVE20 stays applied: it takes $18.20 off, NEWUSER10 would take $9.10. One code per order.',
    });
  });

  it('replaces a code with a better one, and says so', () => {
    expect(choosePromo(NEWUSER10, SAVE20, 9_100)).toEqual({
      promo: SAVE20,
      notice: 'SAVE20 replaces NEWUSER10: it takes $18.20 off instead of $9.10. One code per order.',
    });
  });

  it('weighs percent and amount codes on the subtotal as it is now', () => {
    // 20% of $40.00 is $8.00, less than $10.00; 20% of $91.00 is $18.20, more.
    expect(choosePromo(SAVE20, TEN_OFF, 4_000).promo).toBe(TEN_OFF);
    expect(choosePromo(SAVE20, TEN_OFF, 9_100).promo).toBe(SAVE20);
  });

  it('keeps the applied code when the other takes the same off, or nothing yet (below its minimum)', () => {
    expect(choosePromo(TEN_OFF, { ...TEN_OFF, code: 'ALSO10' }, 9_100)).toEqual({
      promo: TEN_OFF,
      notice: 'TENOFF stays applied: ALSO10 would take the same off. One code per order.',
    });
    expect(choosePromo(SAVE20, BIG25, 9_100).promo).toBe(SAVE20);
  });
});
