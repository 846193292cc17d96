import { describe, expect, it } from 'vitest';
import { formatShortDate } from './date';

describe('formatShortDate', () => {
  it('uses the en-US short month style', () => {
    expect(formatShortDate('2025-01-14T10:00:00Z', 'UTC')).toBe('Jan 14, 2025');
    expect(formatShortDate(new Date(Date.UTC(2024, 11, 31)), 'UTC')).toBe('Dec 31, 2024');
  });

  it('honours the time zone given', () => {
    expect(formatShortDate('2025-01-14T02:00:00Z', 'America/New_York')).toBe('Jan 13, 2025');
  });

  it('gives an empty string for missing or invalid dates', () => {
    expect(formatShortDate(undefined)).toBe('');
    expect(formatShortDate('')).toBe('');
    expect(formatShortDate('not a date')).toBe('');
  });
});
