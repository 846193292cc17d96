import type { ReactNode } from 'react';

/**
 * Placeholder rows while a list loads: the label is read out once, the rows are hidden from
 * screen readers. `row` draws the inside of each row.
 */
export function SkeletonList({
  label,
  count,
  listClassName,
  rowClassName,
  row,
}: {
  label: string;
  count: number;
  listClassName: string;
  rowClassName: string;
  row: () => ReactNode;
}) {
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      <ul className={listClassName} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className={rowClassName}>
            {row()}
          </li>
        ))}
      </ul>
    </div>
  );
}
