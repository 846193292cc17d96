import { cleanDaily } from '../daily-chart';
import { LoadErrorPanel } from '@/components/state-panel';
import { useDashboardStats } from '../api/get-stats';
import { DailyChart } from './daily-chart';
import { PromotionsPanel } from './promotions-panel';
import { StatCards, StatCardsSkeleton } from './stat-cards';
import './dashboard.css';
import { DocumentTitle } from '@/components/document-title';

/**
 * /admin/DashBoard (spec 02 §2): the shop's figures as cards, the last 30 days as a chart, and
 * the active promotions' uses this month.
 */
export function DashboardPage() {
  const stats = useDashboardStats();
  return (
    <section className="admin-dashboard" aria-labelledby="dashboard-title">
      <DocumentTitle>Dashboard — Maison Admin</DocumentTitle>
      <header className="admin-page__head">
        <div>
          <h1 id="dashboard-title">Dashboard</h1>
          <p className="admin-page__lead">The shop at a glance. Revenue and orders count paid orders only.</p>
        </div>
      </header>
      {stats.status === 'loading' && (
        <>
          <StatCardsSkeleton />
          <span className="admin-skeleton shimmer admin-skeleton--block daily-chart__skeleton" aria-hidden="true" />
          <span className="admin-skeleton shimmer admin-skeleton--block promotions-panel__skeleton" aria-hidden="true" />
        </>
      )}
      {stats.status === 'error' && (
        <LoadErrorPanel title="Dashboard unavailable" onRetry={stats.reload}>
          {stats.message}
        </LoadErrorPanel>
      )}
      {stats.status === 'ready' && (
        <>
          <StatCards stats={stats.stats} />
          <DailyChart days={cleanDaily(stats.stats.daily)} />
          <PromotionsPanel promotions={stats.stats.promotions} />
        </>
      )}
    </section>
  );
}
