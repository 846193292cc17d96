import { ADMIN_ORDER_SCREEN_TABS, type AdminOrderCounts, type AdminOrderScreenTab, adminOrderTabLabel } from '../admin-order-tabs';
import { CountTabs } from '@/components/count-tabs';

/** The id of a tab, so the panel can name the tab that labels it. */
export const adminOrderTabId = (tab: AdminOrderScreenTab) => `admin-order-tab-${tab}`;

/** The status tabs with their counts, then Download, which has none (spec 02 §2, §9). */
export function AdminOrderTabs(props: {
  active: AdminOrderScreenTab;
  counts: AdminOrderCounts | null;
  panelId: string;
  onChange: (tab: AdminOrderScreenTab) => void;
}) {
  return (
    <CountTabs
      {...props}
      tabs={ADMIN_ORDER_SCREEN_TABS}
      label={adminOrderTabLabel}
      tabId={adminOrderTabId}
      ariaLabel="Orders by status"
      className="admin-order-tabs"
      tabClassName={(tab) => (tab === 'download' ? 'admin-order-tabs__download' : undefined)}
    />
  );
}
