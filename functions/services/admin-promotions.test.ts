import { describe, expect, it } from 'vitest';
import { PROMOTION_FORM_MESSAGES } from '@shared/admin/promotion-form';
import { AppError } from '@shared/errors';
import { rulesForCode, withoutClaims } from './admin-promotions';

const rules = {
  kind: 'percent' as const,
  value: 15,
  minSubtotal: 50,
  startsAt: null,
  endsAt: null,
  maxUses: 10,
  maxUsesPerCustomer: null,
  firstOrderOnly: false,
  active: true,
};

describe('the admin promotion answers', () => {
  it('leave the claims of checkouts being paid out', () => {
    const stored = { code: 'SPRING15', ...rules, uses: 3, claimed: 5, createdAt: 'c', updatedAt: 'u' };
    expect(withoutClaims(stored)).toEqual({ code: 'SPRING15', ...rules, uses: 3, createdAt: 'c', updatedAt: 'u' });
  });

  it("take a change's rules when the body names no code or the path's", () => {
    expect(rulesForCode('SPRING15', rules)).toEqual(rules);
    expect(rulesForCode('SPRING15', { ...rules, code: 'SPRING15' })).toEqual(rules);
  });

  it('refuse a change whose body names another code, on the code field', () => {
    let thrown: unknown;
    try {
      rulesForCode('SPRING15', { ...rules, code: 'SAVE20' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect((thrown as AppError).toBody()).toEqual({
      code: 'VALIDATION',
      message: PROMOTION_FORM_MESSAGES.codeMismatch,
      fieldErrors: { code: PROMOTION_FORM_MESSAGES.codeMismatch },
    });
  });
});
