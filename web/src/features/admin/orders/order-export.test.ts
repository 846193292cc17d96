import { describe, expect, it } from 'vitest';
import { ORDER_EXPORT, dateExportFileName, exportFailureMessage, isExportDate } from './order-export';

describe('order export file names', () => {
  it('names today and one day as the spec does', () => {
    expect(ORDER_EXPORT.todayFileName).toBe('today_orders.xlsx');
    expect(dateExportFileName('2026-01-31')).toBe('orders_2026-01-31.xlsx');
  });
});

describe('isExportDate', () => {
  it('accepts a real calendar date', () => {
    expect(isExportDate('2026-01-31')).toBe(true);
    expect(isExportDate('2024-02-29')).toBe(true);
  });

  it('refuses blanks, other shapes and impossible days', () => {
    expect(isExportDate('')).toBe(false);
    expect(isExportDate(undefined)).toBe(false);
    expect(isExportDate('01/31/2026')).toBe(false);
    expect(isExportDate('2026-02-30')).toBe(false);
  });
});

describe('exportFailureMessage', () => {
  it("says 'No Data Found' when the server answers that there were no orders", () => {
    expect(exportFailureMessage('NO_DATA', 'No Data Found')).toBe('No Data Found');
  });

  it('shows any other failure as Download failed with the message', () => {
    expect(exportFailureMessage('INTERNAL', 'Spreadsheet service unavailable')).toBe('Download failed. Spreadsheet service unavailable');
    // A missing route is a 404 too, but not an empty day, even were its message the same words.
    expect(exportFailureMessage('NOT_FOUND', 'Route not found')).toBe('Download failed. Route not found');
    expect(exportFailureMessage('NOT_FOUND', 'No Data Found')).toBe('Download failed. No Data Found');
  });

  it('falls back when there is no message', () => {
    expect(exportFailureMessage(undefined, undefined)).toBe('Download failed. Please try again.');
  });
});
