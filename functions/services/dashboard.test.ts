import { describe, expect, it } from 'vitest';
import { dashboardStats, promotionsThisMonth } from './dashboard';

const promotion = (code: string, uses = 0, active = true) => ({ code, uses, active });

describe("the dashboard's promotions this month", () => {
  it('lists every active code, most used this month first, then by code, with the discount in dollars', () => {
    const month = new Map([
      ['SPRING15', { uses: 2, discountCents: 3_050 }],
      ['WELCOME', { uses: 5, discountCents: 2_500 }],
    ]);
    expect(
      promotionsThisMonth([promotion('BETA'), promotion('SPRING15', 9), promotion('ALPHA', 4), promotion('WELCOME', 12)], month),
    ).toEqual([
      { code: 'WELCOME', uses: 5, discountGiven: 25, totalUses: 12 },
      { code: 'SPRING15', uses: 2, discountGiven: 30.5, totalUses: 9 },
      { code: 'ALPHA', uses: 0, discountGiven: 0, totalUses: 4 },
      { code: 'BETA', uses: 0, discountGiven: 0, totalUses: 0 },
    ]);
  });

  it('leaves out an inactive code even when it was used this month, and a used code that no longer exists', () => {
    const month = new Map([
      ['OLD', { uses: 3, discountCents: 900 }],
      ['GONE', { uses: 1, discountCents: 100 }],
    ]);
    expect(promotionsThisMonth([promotion('OLD', 3, false), promotion('NEW')], month)).toEqual([
      { code: 'NEW', uses: 0, discountGiven: 0, totalUses: 0 },
    ]);
  });

  it('never shows a negative figure', () => {
    expect(promotionsThisMonth([promotion('SPRING15', -1)], new Map([['SPRING15', { uses: -1, discountCents: -500 }]]))).toEqual([
      { code: 'SPRING15', uses: 0, discountGiven: 0, totalUses: 0 },
    ]);
  });

  it('is part of the dashboard figures', () => {
    const stats = dashboardStats(
      { totals: {}, days: new Map(), promoMonth: new Map([['SPRING15', { uses: 1, discountCents: 1_500 }]]) },
      [promotion('SPRING15', 1)],
      new Date('2026-11-20T15:00:00Z'),
      'America/New_York',
    );
    expect(stats.promotions).toEqual([{ code: 'SPRING15', uses: 1, discountGiven: 15, totalUses: 1 }]);
    expect(stats.daily).toHaveLength(30);
  });
});
