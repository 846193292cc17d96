import { type KeyboardEvent, useRef } from 'react';
import { CUSTOMER_ORDER_TABS, type CustomerOrderTab, orderTabLabel } from '../../../../../shared/orders/order-status';
import type { StatusCounts } from '../../../../../shared/types';

/** The id of a tab, so the list can name the tab that labels it. */
export const orderTabId = (tab: CustomerOrderTab) => `order-tab-${tab}`;

/**
 * All and the six statuses, each with its count (spec 01 §2). A tab list in the ARIA pattern:
 * one tab stop, arrows, Home and End move and select.
 */
export function OrderTabs(props: {
  active: CustomerOrderTab;
  counts: StatusCounts | null;
  panelId: string;
  onChange: (tab: CustomerOrderTab) => void;
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = CUSTOMER_ORDER_TABS.length - 1;
    const next =
      event.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : -1;
    if (next < 0) return;
    event.preventDefault();
    buttons.current[next]?.focus();
    props.onChange(CUSTOMER_ORDER_TABS[next]!);
  };

  return (
    <div className="order-tabs" role="tablist" aria-label="Order status">
      {CUSTOMER_ORDER_TABS.map((tab, index) => {
        const selected = tab === props.active;
        return (
          <button
            key={tab}
            ref={(button) => {
              buttons.current[index] = button;
            }}
            id={orderTabId(tab)}
            type="button"
            role="tab"
            className="order-tabs__tab"
            aria-selected={selected}
            aria-controls={props.panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => props.onChange(tab)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {orderTabLabel(tab)}
            {props.counts && (
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
