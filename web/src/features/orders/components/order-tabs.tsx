import { CUSTOMER_ORDER_TABS, type CustomerOrderTab, orderTabLabel } from '@shared/orders/order-status';
import type { StatusCounts } from '@shared/types';
import { CountTabs } from '@/components/count-tabs';

/** The id of a tab, so the list can name the tab that labels it. */
export const orderTabId = (tab: CustomerOrderTab) => `order-tab-${tab}`;

/** All and the six statuses, each with its count (spec 01 §2). */
export function OrderTabs(props: {
  active: CustomerOrderTab;
  counts: StatusCounts | null;
  panelId: string;
  onChange: (tab: CustomerOrderTab) => void;
}) {
  return <CountTabs {...props} tabs={CUSTOMER_ORDER_TABS} label={orderTabLabel} tabId={orderTabId} ariaLabel="Order status" />;
}
