/** The shop's time zone when none is set: the dashboard's days and the order exports use it. */
export const DEFAULT_SHOP_TIME_ZONE = 'America/New_York';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The calendar day `YYYY-MM-DD` an instant falls on in a time zone. */
export function shopDay(instant: Date | string, timeZone = DEFAULT_SHOP_TIME_ZONE): string {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** How far a zone is ahead of UTC at an instant, in milliseconds. */
function offsetMs(instant: number, timeZone: string): number {
  const p = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(new Date(instant))
      .map((x) => [x.type, x.value]),
  );
  const asUtc = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** A local wall-clock time (UTC fields) as the UTC timestamp it is in a zone. */
function localToInstant(wallClock: number, timeZone: string): number {
  // Two passes settle the offset across a daylight-saving change.
  let at = wallClock - offsetMs(wallClock, timeZone);
  at = wallClock - offsetMs(at, timeZone);
  return at;
}

/** The first instant of a local day, as a UTC timestamp. */
function startOfDay(day: string, timeZone: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return localToInstant(Date.UTC(y, m - 1, d), timeZone);
}

/** A wall-clock time `YYYY-MM-DDTHH:mm` in a zone, as a UTC timestamp; NaN when it is not one. */
export function shopWallClockInstant(local: string, timeZone = DEFAULT_SHOP_TIME_ZONE): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match || !isCalendarDay(local.slice(0, 10))) return Number.NaN;
  const [hour, minute] = [Number(match[4]), Number(match[5])];
  if (hour > 23 || minute > 59) return Number.NaN;
  return localToInstant(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), hour, minute), timeZone);
}

/** A local day as the UTC instants it spans: `from` inclusive, `to` inclusive (the last millisecond). */
export function shopDayRange(day: string, timeZone = DEFAULT_SHOP_TIME_ZONE): { from: string; to: string } {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
  return { from: new Date(startOfDay(day, timeZone)).toISOString(), to: new Date(startOfDay(next, timeZone) - 1).toISOString() };
}

/** Whether `YYYY-MM-DD` is a real calendar day. */
export function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/** The `count` days ending with the day of `now`, oldest first. */
export function lastDays(count: number, now: Date, timeZone = DEFAULT_SHOP_TIME_ZONE): string[] {
  const today = shopDay(now, timeZone);
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return Array.from({ length: count }, (_, i) => new Date(Date.UTC(y, m - 1, d - (count - 1 - i))).toISOString().slice(0, 10));
}
