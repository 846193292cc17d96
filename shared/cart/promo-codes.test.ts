import { describe, expect, it } from 'vitest';
import {
  INVALID_PROMO_MESSAGE,
  PROMO_MESSAGES,
  type Promo,
  type PromoCustomer,
  belowMinimumMessage,
  canApplyPromo,
  normalizePromoCode,
  perCustomerLimit,
  promoDiscountCents,
  promoRefusal,
  promoShortfallCents,
  promoValueText,
} from './promo-codes';

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

const percent = (value: number, minSubtotal: number | null = null): Promo => ({ code: 'P', kind: 'percent', value, minSubtotal });
const amount = (value: number, minSubtotal: number | null = null): Promo => ({ code: 'A', kind: 'amount', value, minSubtotal });

describe('promoValueText', () => {
  it('reads a percent and an amount as the cart shows them', () => {
    expect(promoValueText(percent(15))).toBe('15% off');
    expect(promoValueText(amount(10))).toBe('$10.00 off');
    expect(promoValueText(amount(7.5))).toBe('$7.50 off');
    expect(promoValueText(amount(1000))).toBe('$1,000.00 off');
  });
});

describe('promoShortfallCents', () => {
  it('is 0 without a minimum', () => {
    expect(promoShortfallCents(percent(10), 0)).toBe(0);
    expect(promoShortfallCents(percent(10, 0), 100)).toBe(0);
  });

  it('is what the subtotal lacks, and 0 from the minimum on', () => {
    expect(promoShortfallCents(amount(10, 50), 4499)).toBe(501);
    expect(promoShortfallCents(amount(10, 50), 4999)).toBe(1);
    expect(promoShortfallCents(amount(10, 50), 5000)).toBe(0);
    expect(promoShortfallCents(amount(10, 50), 9000)).toBe(0);
  });

  it('reads a minimum in dollars without binary noise', () => {
    expect(promoShortfallCents(percent(10, 19.99), 1998)).toBe(1);
  });
});

describe('belowMinimumMessage', () => {
  it('names the amount still needed', () => {
    expect(belowMinimumMessage(501)).toBe('Add $5.01 more to use this code.');
  });
});

describe('promoDiscountCents', () => {
  it('takes a percent of the subtotal, rounded half up to the cent', () => {
    expect(promoDiscountCents(percent(20), 10000)).toBe(2000);
    expect(promoDiscountCents(percent(10), 1995)).toBe(200); // 199.5
    expect(promoDiscountCents(percent(15), 3333)).toBe(500); // 499.95
    expect(promoDiscountCents(percent(15), 3330)).toBe(500); // 499.5
    expect(promoDiscountCents(percent(15), 3329)).toBe(499); // 499.35
  });

  it('takes an amount off, never more than the subtotal', () => {
    expect(promoDiscountCents(amount(10), 6000)).toBe(1000);
    expect(promoDiscountCents(amount(10), 1000)).toBe(1000);
    expect(promoDiscountCents(amount(10), 600)).toBe(600);
    expect(promoDiscountCents(amount(0.1 + 0.2), 600)).toBe(30);
  });

  it('takes nothing below the minimum, and applies from the minimum on', () => {
    expect(promoDiscountCents(amount(10, 50), 4999)).toBe(0);
    expect(promoDiscountCents(amount(10, 50), 5000)).toBe(1000);
    expect(promoDiscountCents(percent(20, 50), 4999)).toBe(0);
    expect(promoDiscountCents(percent(20, 50), 5000)).toBe(1000);
  });

  it('takes nothing from an empty cart', () => {
    expect(promoDiscountCents(percent(20), 0)).toBe(0);
    expect(promoDiscountCents(amount(10), 0)).toBe(0);
  });
});

describe('promoRefusal', () => {
  // Fixed zones, so the dates read the same on any machine.
  const NEW_YORK = 'America/New_York';
  type Rules = Parameters<typeof promoRefusal>[0];
  const open: Rules = {
    active: true,
    startsAt: null,
    endsAt: null,
    maxUses: null,
    maxUsesPerCustomer: null,
    firstOrderOnly: false,
    minSubtotal: null,
  };
  const shopper: PromoCustomer = { subtotalCents: 10000, hasPaidOrder: false, usesOfCode: 0 };
  const NOW = new Date('2026-11-28T15:00:00Z');
  const refusal = (rules: Partial<Rules>, customer: Partial<PromoCustomer> = {}, now = NOW, timeZone = NEW_YORK) =>
    // Some ICU versions put a narrow no-break space before AM/PM; the shopper reads a space.
    promoRefusal({ ...open, ...rules }, { ...shopper, ...customer }, now, timeZone)?.replace(/\s/g, ' ') ?? null;

  it('applies a code with no rules', () => {
    expect(refusal({})).toBeNull();
  });

  it('refuses an inactive code', () => {
    expect(refusal({ active: false })).toBe(PROMO_MESSAGES.inactive);
    expect(PROMO_MESSAGES.inactive).toBe('This code is no longer active.');
  });

  it('refuses a code before it starts, naming the start in the shop time zone', () => {
    const rules = { startsAt: '2026-11-28T11:00' }; // 16:00 UTC
    expect(refusal(rules)).toBe('This code starts on Nov 28, 2026, 11:00 AM.');
    expect(refusal(rules, {}, new Date('2026-11-28T15:59:59.999Z'))).not.toBeNull();
    expect(refusal(rules, {}, new Date('2026-11-28T16:00:00Z'))).toBeNull();
  });

  it('refuses a code from its end on, naming the end in the shop time zone', () => {
    const rules = { endsAt: '2026-11-30T23:59' }; // Dec 1, 04:59 UTC in New York
    expect(refusal(rules, {}, new Date('2026-12-01T04:58:59.999Z'))).toBeNull();
    expect(refusal(rules, {}, new Date('2026-12-01T04:59:00Z'))).toBe('This code expired on Nov 30, 2026, 11:59 PM.');
  });

  it('reads start and end as wall-clock times of the zone it is given', () => {
    const rules = { endsAt: '2026-11-30T23:59' };
    const at = new Date('2026-12-01T06:00:00Z'); // ended in New York, not yet in Los Angeles
    expect(refusal(rules, {}, at, NEW_YORK)).toBe('This code expired on Nov 30, 2026, 11:59 PM.');
    expect(refusal(rules, {}, at, 'America/Los_Angeles')).toBeNull();
  });

  it('refuses a code whose uses are all taken, counting checkouts being paid', () => {
    expect(refusal({ maxUses: 100, uses: 99, claimed: 99 })).toBeNull();
    expect(refusal({ maxUses: 100, uses: 99, claimed: 100 })).toBe('This code has been used up.');
    expect(refusal({ maxUses: 100, uses: 100 })).toBe(PROMO_MESSAGES.usedUp);
  });

  it('refuses a first-order code to a customer with a paid order', () => {
    expect(refusal({ firstOrderOnly: true }, { hasPaidOrder: true })).toBe('This code is only for your first order.');
    expect(refusal({ firstOrderOnly: true }, { hasPaidOrder: false })).toBeNull();
  });

  it('refuses a first-order code a checkout being paid already uses', () => {
    expect(refusal({ firstOrderOnly: true }, { usesOfCode: 1 })).toBe('You have already used this code.');
  });

  it("refuses a code past the customer's own limit, saying how often it was used", () => {
    expect(refusal({ maxUsesPerCustomer: 1 }, { usesOfCode: 1 })).toBe('You have already used this code.');
    expect(refusal({ maxUsesPerCustomer: 3 }, { usesOfCode: 2 })).toBeNull();
    expect(refusal({ maxUsesPerCustomer: 3 }, { usesOfCode: 3 })).toBe('You have already used this code 3 times.');
  });

  it('refuses a subtotal below the minimum, naming what it lacks', () => {
    expect(refusal({ minSubtotal: 50 }, { subtotalCents: 4499 })).toBe('Add $5.01 more to use this code.');
    expect(refusal({ minSubtotal: 50 }, { subtotalCents: 5000 })).toBeNull();
  });

  it('gives the first rule that fails: active, started, ended, uses, first order, own uses, minimum', () => {
    const everything: Partial<Rules> = {
      active: false,
      startsAt: '2026-12-01T00:00',
      endsAt: '2026-11-01T00:00',
      maxUses: 1,
      uses: 1,
      firstOrderOnly: true,
      maxUsesPerCustomer: 1,
      minSubtotal: 500,
    };
    const customer = { hasPaidOrder: true, usesOfCode: 1, subtotalCents: 100 };
    const steps: [Partial<Rules>, string | RegExp][] = [
      [{}, PROMO_MESSAGES.inactive],
      [{ active: true }, /^This code starts on Dec 1, 2026/],
      [{ startsAt: null }, /^This code expired on Nov 1, 2026/],
      [{ endsAt: null }, PROMO_MESSAGES.usedUp],
      [{ maxUses: null }, PROMO_MESSAGES.firstOrderOnly],
      [{ firstOrderOnly: false }, PROMO_MESSAGES.alreadyUsed],
      [{ maxUsesPerCustomer: null }, 'Add $499.00 more to use this code.'],
      [{ minSubtotal: null }, ''],
    ];
    let rules = everything;
    for (const [relax, expected] of steps) {
      rules = { ...rules, ...relax };
      const got = refusal(rules, customer);
      if (expected === '') expect(got).toBeNull();
      else expect(got).toMatch(expected);
    }
  });
});

describe('perCustomerLimit', () => {
  it('is the code’s own limit, and at most 1 for a first-order code', () => {
    expect(perCustomerLimit({ maxUsesPerCustomer: null, firstOrderOnly: false })).toBeNull();
    expect(perCustomerLimit({ maxUsesPerCustomer: 3, firstOrderOnly: false })).toBe(3);
    expect(perCustomerLimit({ maxUsesPerCustomer: null, firstOrderOnly: true })).toBe(1);
    expect(perCustomerLimit({ maxUsesPerCustomer: 3, firstOrderOnly: true })).toBe(1);
  });
});
