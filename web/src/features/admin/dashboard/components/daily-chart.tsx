import { useId } from 'react';
import { type DailyFigure, dailySummary, dayLabel, ordersLine, revenueBars } from '../daily-chart';
import { formatMoney } from '@shared/format/money';

// The drawing's own units; the SVG stretches to the card's width.
const BOX = { width: 300, height: 120 };

/**
 * Revenue (bars) and paid orders (line) per day over the last 30 days, drawn as inline SVG. Screen
 * readers get the summary as the image's name and every figure in a table.
 */
export function DailyChart({ days }: { days: DailyFigure[] }) {
  const titleId = useId();
  const summary = dailySummary(days);
  const bars = revenueBars(days, BOX);
  const maxRevenue = Math.max(0, ...days.map((day) => day.revenue));
  const maxOrders = Math.max(0, ...days.map((day) => day.orders));
  const middle = days[Math.floor((days.length - 1) / 2)];

  return (
    <section className="daily-chart" aria-labelledby={titleId}>
      <div className="daily-chart__head">
        <h2 id={titleId} className="daily-chart__title">
          Last 30 days
        </h2>
        <ul className="daily-chart__legend" aria-hidden="true">
          <li>
            <span className="daily-chart__key daily-chart__key--revenue" /> Revenue per day (up to {formatMoney(maxRevenue)})
          </li>
          <li>
            <span className="daily-chart__key daily-chart__key--orders" /> Orders per day (up to {maxOrders})
          </li>
        </ul>
      </div>
      <p className="daily-chart__summary">{summary}</p>
      {days.length > 0 && (
        <>
          <svg
            className="daily-chart__plot"
            viewBox={`0 0 ${BOX.width} ${BOX.height}`}
            preserveAspectRatio="none"
            role="img"
            aria-label={`Chart of revenue and orders per day. ${summary}`}
            focusable="false"
          >
            <line
              x1="0"
              y1={BOX.height / 2}
              x2={BOX.width}
              y2={BOX.height / 2}
              className="daily-chart__grid"
              vectorEffect="non-scaling-stroke"
            />
            <line x1="0" y1={BOX.height} x2={BOX.width} y2={BOX.height} className="daily-chart__axis" vectorEffect="non-scaling-stroke" />
            {bars.map((bar, index) => (
              <rect key={days[index]!.date} {...bar} className="daily-chart__bar">
                <title>{`${dayLabel(days[index]!.date)}: ${formatMoney(days[index]!.revenue)}, ${days[index]!.orders} orders`}</title>
              </rect>
            ))}
            <polyline points={ordersLine(days, BOX)} className="daily-chart__line" vectorEffect="non-scaling-stroke" />
          </svg>
          <div className="daily-chart__days" aria-hidden="true">
            <span>{dayLabel(days[0]!.date)}</span>
            {middle && days.length > 2 && <span>{dayLabel(middle.date)}</span>}
            <span>{dayLabel(days.at(-1)!.date)}</span>
          </div>
          {/* Hidden in a box: a table is never shorter than its rows, so hidden itself it would
              still reach far below the page's end. */}
          <div className="visually-hidden">
            <table>
              <caption>Revenue and orders per day, last 30 days</caption>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  <th scope="col">Orders</th>
                  <th scope="col">Revenue</th>
                </tr>
              </thead>
              <tbody>
                {days.map((day) => (
                  <tr key={day.date}>
                    <th scope="row">{dayLabel(day.date)}</th>
                    <td>{day.orders}</td>
                    <td>{formatMoney(day.revenue)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
