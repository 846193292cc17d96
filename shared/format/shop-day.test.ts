import { describe, expect, it } from 'vitest';
import { isCalendarDay, lastDays, shopDay, shopDayRange } from './shop-day';

describe('shop days', () => {
  it('reads the day of an instant in the shop time zone', () => {
    expect(shopDay('2026-11-24T03:00:00Z', 'America/New_York')).toBe('2026-11-23');
    expect(shopDay('2026-11-24T06:00:00Z', 'America/New_York')).toBe('2026-11-24');
    expect(shopDay('2026-11-24T03:00:00Z', 'UTC')).toBe('2026-11-24');
  });

  it('spans a local day in UTC instants, across daylight saving too', () => {
    expect(shopDayRange('2026-11-23', 'America/New_York')).toEqual({ from: '2026-11-23T05:00:00.000Z', to: '2026-11-24T04:59:59.999Z' });
    expect(shopDayRange('2026-07-01', 'America/New_York')).toEqual({ from: '2026-07-01T04:00:00.000Z', to: '2026-07-02T03:59:59.999Z' });
    // 2026-11-01: clocks go back, the day has 25 hours.
    expect(shopDayRange('2026-11-01', 'America/New_York')).toEqual({ from: '2026-11-01T04:00:00.000Z', to: '2026-11-02T04:59:59.999Z' });
  });

  it('checks calendar days', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('2026-2-3')).toBe(false);
  });

  it('lists the last days ending today, oldest first', () => {
    const days = lastDays(30, new Date('2026-03-02T12:00:00Z'), 'UTC');
    expect(days).toHaveLength(30);
    expect(days[29]).toBe('2026-03-02');
    expect(days[0]).toBe('2026-02-01');
  });
});
