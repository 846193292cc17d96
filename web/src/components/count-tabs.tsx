import { type KeyboardEvent, useRef } from 'react';
import './count-tabs.css';

/**
 * A row of tabs, each with its count where `counts` has one. A tab list in the ARIA pattern:
 * one tab stop; arrows, Home and End move and select.
 */
export function CountTabs<T extends string>(props: {
  tabs: readonly T[];
  active: T;
  counts: Partial<Record<T, number>> | null;
  label: (tab: T) => string;
  tabId: (tab: T) => string;
  ariaLabel: string;
  panelId: string;
  onChange: (tab: T) => void;
  className?: string;
  tabClassName?: (tab: T) => string | undefined;
}) {
  const { tabs } = props;
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    if (next < 0) return;
    event.preventDefault();
    buttons.current[next]?.focus();
    props.onChange(tabs[next]!);
  };

  return (
    <div className={`count-tabs${props.className ? ` ${props.className}` : ''}`} role="tablist" aria-label={props.ariaLabel}>
      {tabs.map((tab, index) => {
        const selected = tab === props.active;
        const count = props.counts?.[tab];
        const extra = props.tabClassName?.(tab);
        return (
          <button
            key={tab}
            ref={(button) => {
              buttons.current[index] = button;
            }}
            id={props.tabId(tab)}
            type="button"
            role="tab"
            className={`count-tabs__tab${extra ? ` ${extra}` : ''}`}
            aria-selected={selected}
            aria-controls={props.panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => props.onChange(tab)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {props.label(tab)}
            {count !== undefined && (
              <>
                {' '}
                <span className="count-tabs__count" data-testid="tab-count">
                  {count}
                </span>
              </>
            )}
          </button>
        );
      })}
    </div>
  );
}
