import { describe, expect, it } from 'vitest';
import { cleanDaily, dailySummary, dailyTotals, dayLabel, ordersLine, revenueBars } from './daily-chart';

const days = [
  { date: '2026-01-12', orders: 1, revenue: 50 },
  { date: '2026-01-13', orders: 0, revenue: 0 },
  { date: '2026-01-14', orders: 3, revenue: 200 },
  { date: '2026-01-15', orders: 2, revenue: 100 },
];
const box = { width: 40, height: 100 };

describe('cleanDaily', () => {
  it('sorts by date, drops undated days and reads broken figures as 0', () => {
    expect(
      cleanDaily([{ date: '2026-01-02', orders: 'x', revenue: 5 }, { orders: 1 }, { date: '2026-01-01', orders: 2.6, revenue: null }]),
    ).toEqual([
      { date: '2026-01-01', orders: 2, revenue: 0 },
      { date: '2026-01-02', orders: 0, revenue: 5 },
    ]);
  });

  it('answers no days for anything but a list', () => {
    expect(cleanDaily(undefined)).toEqual([]);
  });
});

describe('dayLabel', () => {
  it('shows the calendar day, whatever the time zone', () => {
    expect(dayLabel('2026-01-14')).toBe('Jan 14');
  });
});

describe('dailyTotals and dailySummary', () => {
  it('adds the days up', () => {
    expect(dailyTotals(days)).toEqual({ orders: 6, revenue: 350 });
  });

  it('says the totals, the span and the best day in dollars', () => {
    expect(dailySummary(days)).toBe('6 orders and $350.00 revenue from Jan 12 to Jan 15. Best day Jan 14: $200.00 from 3 orders.');
  });

  it('says so when there were no orders or no days', () => {
    expect(dailySummary([{ date: '2026-01-12', orders: 0, revenue: 0 }])).toBe('No paid orders from Jan 12 to Jan 12.');
    expect(dailySummary([])).toBe('No daily figures yet.');
  });
});

describe('revenueBars', () => {
  it('gives each day a slot and scales the tallest bar to the box less headroom', () => {
    const bars = revenueBars(days, box);
    expect(bars).toHaveLength(4);
    expect(bars[2]).toEqual({ x: 21.5, y: 8, width: 7, height: 92 });
    expect(bars[0]!.height).toBe(23);
    expect(bars[1]).toMatchObject({ height: 0, y: 100 });
  });

  it('draws negative days flat and all-zero days without dividing by zero', () => {
    expect(revenueBars([{ date: '2026-01-01', orders: 0, revenue: -20 }], box)[0]!.height).toBe(0);
    expect(revenueBars([{ date: '2026-01-01', orders: 0, revenue: 0 }], box)[0]!.height).toBe(0);
  });
});

describe('ordersLine', () => {
  it('runs through the middle of each slot, highest at the busiest day', () => {
    expect(ordersLine(days, box)).toBe('5,69.33 15,100 25,8 35,38.67');
  });

  it('lies flat at the bottom without orders', () => {
    expect(ordersLine([{ date: '2026-01-01', orders: 0, revenue: 0 }], box)).toBe('20,100');
  });
});
