import type { ErrorCode } from '@shared/errors';
import { serverMessageOr } from '@shared/format/server-message';

/** The order export texts and file names (spec 02 §8, §9), word for word. */
export const ORDER_EXPORT = {
  noData: 'No Data Found',
  todayFileName: 'today_orders.xlsx',
  downloadToday: "Download today's orders",
  downloadByDate: 'Download orders',
} as const;

/** The saved file of one day's orders: `orders_2026-01-31.xlsx`. */
export function dateExportFileName(date: string): string {
  return `orders_${date}.xlsx`;
}

/** True for a calendar date `YYYY-MM-DD` that exists (the date button stays disabled otherwise). */
export function isExportDate(text: string | null | undefined): boolean {
  const value = (text ?? '').trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * What a failed export shows: 'No Data Found' when the server says there were no orders that day
 * (code `NO_DATA`), else 'Download failed. {message}'.
 */
export function exportFailureMessage(code: ErrorCode | undefined, serverMessage: string | undefined): string {
  if (code === 'NO_DATA') return ORDER_EXPORT.noData;
  return `Download failed. ${serverMessageOr(serverMessage, 'Please try again.')}`;
}
