import { describe, expect, it } from 'vitest';
import { MAX_PROMO_AMOUNT } from '../cart/promo-codes';
import {
  PROMOTION_FORM_MESSAGES as m,
  createPromotionSchema,
  isPromoAmount,
  isPromoPercent,
  isWallClockTime,
  updatePromotionSchema,
} from './promotion-form';

const base = { code: 'SPRING15', kind: 'percent', value: 15 };

const errorsOf = (schema: typeof createPromotionSchema | typeof updatePromotionSchema, input: Record<string, unknown>) => {
  const parsed = schema.safeParse(input);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
};

describe('the promotion form', () => {
  it('stores a code upper case without the spaces around it, and fills what was left out', () => {
    expect(createPromotionSchema.parse({ ...base, code: ' spring15 ' })).toEqual({
      code: 'SPRING15',
      kind: 'percent',
      value: 15,
      minSubtotal: null,
      startsAt: null,
      endsAt: null,
      maxUses: null,
      maxUsesPerCustomer: null,
      firstOrderOnly: false,
      active: true,
    });
  });

  it('takes letters A–Z and digits only, 1 to 40 of them', () => {
    expect(errorsOf(createPromotionSchema, { ...base, code: 'SPRING-15' })).toEqual({ code: m.codeShape });
    expect(errorsOf(createPromotionSchema, { ...base, code: 'ÉTÉ' })).toEqual({ code: m.codeShape });
    expect(errorsOf(createPromotionSchema, { ...base, code: '  ' })).toEqual({ code: m.codeRequired });
    expect(errorsOf(createPromotionSchema, { ...base, code: 'A'.repeat(41) })).toEqual({ code: m.codeTooLong });
    expect(errorsOf(createPromotionSchema, { ...base, code: 'A'.repeat(40) })).toEqual({});
  });

  it('takes a percent as a whole number from 1 to 90', () => {
    expect([0, 1, 15, 90, 91, 12.5, -5].map(isPromoPercent)).toEqual([false, true, true, true, false, false, false]);
    expect(errorsOf(createPromotionSchema, { ...base, value: 91 })).toEqual({ value: m.percentInvalid });
  });

  it('takes an amount in dollars above 0, in whole cents, up to the most', () => {
    expect([0, 0.01, 10, 10.5, 10.005, MAX_PROMO_AMOUNT, MAX_PROMO_AMOUNT + 0.01, Number.NaN].map(isPromoAmount)).toEqual([
      false,
      true,
      true,
      true,
      false,
      true,
      false,
      false,
    ]);
    expect(errorsOf(createPromotionSchema, { ...base, kind: 'amount', value: 12.345 })).toEqual({ value: m.amountInvalid });
    expect(errorsOf(createPromotionSchema, { ...base, kind: 'amount', value: 12.34 })).toEqual({});
  });

  it('refuses an unknown kind, and a value that is missing or no number', () => {
    expect(errorsOf(createPromotionSchema, { ...base, kind: 'bogo' })).toEqual({ kind: m.kindInvalid });
    expect(errorsOf(createPromotionSchema, { ...base, value: undefined })).toEqual({ value: m.valueRequired });
    expect(errorsOf(createPromotionSchema, { ...base, value: '15' })).toEqual({ value: m.valueNotNumber });
  });

  it('takes a minimum as none or dollars above 0 in whole cents', () => {
    expect(createPromotionSchema.parse({ ...base, minSubtotal: null }).minSubtotal).toBeNull();
    expect(createPromotionSchema.parse({ ...base, minSubtotal: 49.99 }).minSubtotal).toBe(49.99);
    expect(errorsOf(createPromotionSchema, { ...base, minSubtotal: 0 })).toEqual({ minSubtotal: m.minSubtotalInvalid });
    expect(errorsOf(createPromotionSchema, { ...base, minSubtotal: 1.001 })).toEqual({ minSubtotal: m.minSubtotalInvalid });
  });

  it('takes start and end as wall-clock times that exist, the end after the start', () => {
    expect([
      isWallClockTime('2026-11-27T09:00'),
      isWallClockTime('2026-02-29T09:00'),
      isWallClockTime('2026-11-27T24:00'),
      isWallClockTime('2026-11-27 09:00'),
    ]).toEqual([true, false, false, false]);
    expect(errorsOf(createPromotionSchema, { ...base, startsAt: '2026-11-27T09:00', endsAt: '2026-11-27T08:59' })).toEqual({
      endsAt: m.endNotAfterStart,
    });
    expect(errorsOf(createPromotionSchema, { ...base, startsAt: '2026-11-27T09:00', endsAt: '2026-11-27T09:01' })).toEqual({});
    // An end alone, or a start alone, is a window too.
    expect(errorsOf(createPromotionSchema, { ...base, endsAt: '2026-11-27T09:00' })).toEqual({});
    // A start that is no date is refused on its own, not blamed on the end.
    expect(errorsOf(createPromotionSchema, { ...base, startsAt: '2026-13-01T09:00', endsAt: '2026-01-01T09:00' })).toEqual({
      startsAt: m.dateInvalid,
    });
  });

  it('takes use limits as none or whole numbers of 1 or more', () => {
    expect(createPromotionSchema.parse({ ...base, maxUses: 100, maxUsesPerCustomer: 1 })).toMatchObject({
      maxUses: 100,
      maxUsesPerCustomer: 1,
    });
    expect(errorsOf(createPromotionSchema, { ...base, maxUses: 0, maxUsesPerCustomer: 2.5 })).toEqual({
      maxUses: m.usesInvalid,
      maxUsesPerCustomer: m.usesInvalid,
    });
  });

  it('names every field in error at once, not the first only', () => {
    expect(
      Object.keys(errorsOf(createPromotionSchema, { code: 'a b', kind: 'percent', value: 95, minSubtotal: -1, maxUses: 0 })).sort(),
    ).toEqual(['code', 'maxUses', 'minSubtotal', 'value']);
  });

  it('asks a change for both flags, and takes its code as optional', () => {
    expect(errorsOf(updatePromotionSchema, { kind: 'percent', value: 10 })).toEqual({
      firstOrderOnly: m.flagInvalid('First order only'),
      active: m.flagInvalid('Active'),
    });
    expect(
      updatePromotionSchema.parse({ kind: 'percent', value: 10, firstOrderOnly: true, active: false, code: 'spring15' }),
    ).toMatchObject({ code: 'SPRING15', firstOrderOnly: true, active: false });
  });
});
