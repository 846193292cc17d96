import { type KeyboardEvent, useRef } from 'react';
import {
  ADMIN_ORDER_SCREEN_TABS,
  type AdminOrderCounts,
  type AdminOrderScreenTab,
  adminOrderTabLabel,
} from '../../../../../../shared/admin/admin-order-tabs';

/** The id of a tab, so the panel can name the tab that labels it. */
export const adminOrderTabId = (tab: AdminOrderScreenTab) => `admin-order-tab-${tab}`;

/**
 * The status tabs with their counts, then Download (spec 02 §2, §9). A tab list in the ARIA
 * pattern: one tab stop; arrows, Home and End move and select.
 */
export function AdminOrderTabs(props: {
  active: AdminOrderScreenTab;
  counts: AdminOrderCounts | null;
  panelId: string;
  onChange: (tab: AdminOrderScreenTab) => void;
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = ADMIN_ORDER_SCREEN_TABS.length - 1;
    const next =
      event.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : -1;
    if (next < 0) return;
    event.preventDefault();
    buttons.current[next]?.focus();
    props.onChange(ADMIN_ORDER_SCREEN_TABS[next]!);
  };

  return (
    <div className="order-tabs admin-order-tabs" role="tablist" aria-label="Orders by status">
      {ADMIN_ORDER_SCREEN_TABS.map((tab, index) => {
        const selected = tab === props.active;
        return (
          <button
            key={tab}
            ref={(button) => {
              buttons.current[index] = button;
            }}
            id={adminOrderTabId(tab)}
            type="button"
            role="tab"
            className={`order-tabs__tab${tab === 'download' ? ' admin-order-tabs__download' : ''}`}
            aria-selected={selected}
            aria-controls={props.panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => props.onChange(tab)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {adminOrderTabLabel(tab)}
            {tab !== 'download' && props.counts && (
              <>
                {' '}
                <span className="order-tabs__count" data-testid="tab-count">
                  {props.counts[tab]}
                </span>
              </>
            )}
          </button>
        );
      })}
    </div>
  );
}
