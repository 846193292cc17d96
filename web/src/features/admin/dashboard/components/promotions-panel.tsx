import { useId } from 'react';
import { Link } from 'react-router-dom';
import { formatMoney } from '@shared/format/money';
import type { DashboardStats } from '@shared/routes/admin';

/** The admin screen where promotions are created and changed. */
const PROMOTIONS_SCREEN = '/admin/promotions';

const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * Each active promotion's paid orders and discount this month, and its uses of all time, as a
 * table. A code too long for a phone scrolls the table sideways inside the card, and the
 * keyboard can reach it to scroll.
 */
export function PromotionsPanel({ promotions }: { promotions: DashboardStats['promotions'] }) {
  const titleId = useId();
  const captionId = useId();
  return (
    <section className="promotions-panel" aria-labelledby={titleId}>
      <div className="promotions-panel__head">
        <h2 id={titleId} className="promotions-panel__title">
          Promotions this month
        </h2>
        {promotions.length > 0 && <Link to={PROMOTIONS_SCREEN}>Manage promotions</Link>}
      </div>
      <p className="promotions-panel__lead">
        Paid orders since the 1st that used a code; cancelled and refunded orders give their use back.
      </p>
      {promotions.length === 0 ? (
        <p className="promotions-panel__empty">
          No active promotions. <Link to={PROMOTIONS_SCREEN}>Create one in Promotions</Link>
        </p>
      ) : (
        <div className="promotions-panel__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
          <table className="promotions-table">
            <caption id={captionId} className="visually-hidden">
              Active promotions: uses and discount given this month, and uses of all time
            </caption>
            <thead>
              <tr>
                <th scope="col">Code</th>
                <th scope="col">Uses this month</th>
                <th scope="col">Discount given</th>
                <th scope="col">All-time uses</th>
              </tr>
            </thead>
            <tbody>
              {promotions.map((promotion) => (
                <tr key={promotion.code}>
                  <th scope="row" className="promotions-table__code">
                    {promotion.code}
                  </th>
                  <td>{count.format(promotion.uses)}</td>
                  <td>{formatMoney(promotion.discountGiven)}</td>
                  <td>{count.format(promotion.totalUses)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
