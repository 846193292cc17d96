import { DEFAULT_SHOP_TIME_ZONE } from './shop-day';

type Instant = string | number | Date | null | undefined;

function toDate(value: Instant): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatted(value: Instant, timeZone: string, style: 'date' | 'dateTime' | 'long'): string {
  const date = toDate(value);
  if (!date) return '';
  const key = `${style}|${timeZone}`;
  let f = formatters.get(key);
  if (!f) {
    const options: Intl.DateTimeFormatOptions =
      style === 'long'
        ? { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }
        : {
            year: 'numeric',
            month: 'short',
            day: 'numeric',
            ...(style === 'dateTime' ? { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' } : {}),
          };
    f = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    formatters.set(key, f);
  }
  return f.format(date);
}

/** A day in the shop's time zone: 'Nov 26, 2026'; '' for a missing or invalid date. */
export function formatShopDate(value: Instant, timeZone = DEFAULT_SHOP_TIME_ZONE): string {
  return formatted(value, timeZone, 'date');
}

/** A moment in the shop's time zone, the zone named: 'Nov 26, 2026, 9:45 PM EST'. */
export function formatShopDateTime(value: Instant, timeZone = DEFAULT_SHOP_TIME_ZONE): string {
  return formatted(value, timeZone, 'dateTime');
}

/** A day in full in the shop's time zone, as emails and the confirmation give a delivery date: 'Thursday, December 3, 2026'. */
export function formatShopLongDate(value: Instant, timeZone = DEFAULT_SHOP_TIME_ZONE): string {
  return formatted(value, timeZone, 'long');
}
