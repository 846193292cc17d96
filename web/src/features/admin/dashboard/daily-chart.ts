import { formatMoney } from '@shared/format/money';

/** One day of the dashboard's chart: paid orders and revenue (dollars) on a shop calendar day `YYYY-MM-DD`. */
export interface DailyFigure {
  date: string;
  orders: number;
  revenue: number;
}

const finite = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** The days as drawn: those with a date, oldest first, missing figures read as 0. */
export function cleanDaily(raw: unknown): DailyFigure[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .filter((day): day is Record<string, unknown> => typeof day === 'object' && day !== null && typeof day.date === 'string')
    .map((day) => ({ date: String(day.date), orders: Math.max(0, Math.trunc(finite(day.orders))), revenue: finite(day.revenue) }))
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** A day as a short label, `Jan 14` (the date is a calendar day, so read it in UTC). */
export function dayLabel(date: string): string {
  const time = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(time.getTime())) return date;
  return time.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** The orders and revenue of all the days together. */
export function dailyTotals(days: readonly DailyFigure[]): { orders: number; revenue: number } {
  return days.reduce((sum, day) => ({ orders: sum.orders + day.orders, revenue: sum.revenue + day.revenue }), { orders: 0, revenue: 0 });
}

/** The chart in words, for screen readers and as its caption. */
export function dailySummary(days: readonly DailyFigure[]): string {
  if (days.length === 0) return 'No daily figures yet.';
  const { orders, revenue } = dailyTotals(days);
  const span = `${dayLabel(days[0]!.date)} to ${dayLabel(days.at(-1)!.date)}`;
  if (orders === 0) return `No paid orders from ${span}.`;
  const best = days.reduce((top, day) => (day.revenue > top.revenue ? day : top));
  return (
    `${plural(orders, 'order')} and ${formatMoney(revenue)} revenue from ${span}. ` +
    `Best day ${dayLabel(best.date)}: ${formatMoney(best.revenue)} from ${plural(best.orders, 'order')}.`
  );
}

function plural(count: number, word: string): string {
  return `${count} ${count === 1 ? word : `${word}s`}`;
}

export interface ChartBox {
  width: number;
  height: number;
}

export interface ChartBar {
  x: number;
  y: number;
  width: number;
  height: number;
}

// Headroom above the tallest bar and point, so neither touches the frame.
const TOP = 0.08;

/** Revenue bars, one slot per day; the tallest fills the box less a little headroom; negative days draw flat. */
export function revenueBars(days: readonly DailyFigure[], box: ChartBox): ChartBar[] {
  const max = Math.max(0, ...days.map((day) => day.revenue));
  const slot = days.length ? box.width / days.length : 0;
  return days.map((day, index) => {
    const height = max > 0 ? (Math.max(0, day.revenue) / max) * box.height * (1 - TOP) : 0;
    return { x: round(index * slot + slot * 0.15), y: round(box.height - height), width: round(slot * 0.7), height: round(height) };
  });
}

/** The orders line as SVG points `x,y …`, through the middle of each day's slot. */
export function ordersLine(days: readonly DailyFigure[], box: ChartBox): string {
  const max = Math.max(0, ...days.map((day) => day.orders));
  const slot = days.length ? box.width / days.length : 0;
  return days
    .map((day, index) => {
      const y = max > 0 ? box.height - (day.orders / max) * box.height * (1 - TOP) : box.height;
      return `${round(index * slot + slot / 2)},${round(y)}`;
    })
    .join(' ');
}

const round = (n: number) => Math.round(n * 100) / 100;
