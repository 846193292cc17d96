import { ADMIN_ORDER_TABS, type AdminOrderTab, orderTabLabel } from '@shared/orders/order-status';

/** The admin order screen's tabs (spec 02 §2, §9): the status tabs, then Download. */
export const ADMIN_ORDER_SCREEN_TABS = [...ADMIN_ORDER_TABS, 'download'] as const;
export type AdminOrderScreenTab = (typeof ADMIN_ORDER_SCREEN_TABS)[number];

/** The tab an admin lands on without one named. */
const DEFAULT_ADMIN_ORDER_TAB: AdminOrderTab = 'pending';

/** The tab named by the address (`?tab=`), any case; anything else is the default tab. */
export function adminOrderTabOf(value: string | null | undefined): AdminOrderScreenTab {
  const text = (value ?? '').trim().toLowerCase();
  return (ADMIN_ORDER_SCREEN_TABS as readonly string[]).includes(text) ? (text as AdminOrderScreenTab) : DEFAULT_ADMIN_ORDER_TAB;
}

/** A tab's label: 'Download', 'All(non-delivered)' or the status label. */
export function adminOrderTabLabel(tab: AdminOrderScreenTab): string {
  return tab === 'download' ? 'Download' : orderTabLabel(tab);
}

/** How many orders each status tab holds. */
export type AdminOrderCounts = Record<AdminOrderTab, number>;

/** Reads the counts of an admin order answer, filling missing or broken figures with 0. */
export function normalizeAdminOrderCounts(raw: unknown): AdminOrderCounts {
  const source = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const counts = {} as AdminOrderCounts;
  for (const tab of ADMIN_ORDER_TABS) {
    const value = source[tab];
    counts[tab] = typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.trunc(value) : 0;
  }
  return counts;
}
