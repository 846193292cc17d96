import { describe, expect, it } from 'vitest';
import { formatShopDate, formatShopDateTime, formatShopLongDate } from './shop-time';

// 21:45 on 26 November in New York is already 27 November in UTC.
const LATE_EVENING = '2026-11-27T02:45:00.000Z';

describe('shop time', () => {
  it("gives the day in the shop's zone, not in UTC", () => {
    expect(formatShopDate(LATE_EVENING, 'America/New_York')).toBe('Nov 26, 2026');
    expect(formatShopDate(LATE_EVENING, 'Europe/Paris')).toBe('Nov 27, 2026');
  });

  it('names the zone of a time', () => {
    expect(formatShopDateTime(LATE_EVENING, 'America/New_York')).toBe('Nov 26, 2026, 9:45 PM EST');
    expect(formatShopDateTime('2026-07-04T16:00:00Z', 'America/New_York')).toBe('Jul 4, 2026, 12:00 PM EDT');
  });

  it('gives a delivery day in full', () => {
    expect(formatShopLongDate('2026-12-04T02:45:00.000Z', 'America/New_York')).toBe('Thursday, December 3, 2026');
  });

  it('gives an empty string for a missing or invalid date', () => {
    expect(formatShopDate(undefined)).toBe('');
    expect(formatShopDateTime('not a date')).toBe('');
  });
});
