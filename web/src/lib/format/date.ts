/** Dates on screen in the en-US style. Pass a time zone for a fixed answer; the default is the runtime's own. */

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The en-US short date, e.g. `Jan 14, 2025`; an empty or invalid date gives ''. */
export function formatShortDate(value: string | number | Date | null | undefined, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return '';
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone });
}
