import { DASHBOARD_CARDS, formatStat } from '../dashboard-cards';
import type { DashboardStats } from '@shared/routes/admin';
import { Link } from 'react-router-dom';

/** The six figures (spec 02 §2), each a link to the screen behind it; revenue in dollars. */
export function StatCards({ stats }: { stats: DashboardStats }) {
  return (
    <ul className="stat-cards">
      {DASHBOARD_CARDS.map((card) => (
        <li key={card.figure}>
          <Link to={card.to} className="stat-card" data-testid="stat-card">
            <span className="stat-card__label">{card.label}</span>
            <strong className="stat-card__value">{formatStat(card.kind, stats[card.figure])}</strong>
            <span className="stat-card__hint">{card.hint}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Placeholder cards while the figures load. */
export function StatCardsSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">Loading dashboard figures…</span>
      <ul className="stat-cards" aria-hidden="true">
        {DASHBOARD_CARDS.map((card) => (
          <li key={card.figure} className="stat-card stat-card--skeleton">
            <span className="admin-skeleton admin-skeleton--line stat-card__bone" />
            <span className="admin-skeleton stat-card__bone stat-card__bone--value" />
            <span className="admin-skeleton admin-skeleton--line stat-card__bone" />
          </li>
        ))}
      </ul>
    </div>
  );
}
