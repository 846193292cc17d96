import { ELLIPSIS, paginationWindow } from './pagination-window';

/**
 * Previous, the page numbers (shortened with ellipses past 7 pages), Next; nothing for a single
 * page. `block` names the CSS block, so each screen keeps its own look.
 */
export function PaginationBar({
  page,
  totalPages,
  onChange,
  label = 'Pagination',
  block = 'pagination',
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  label?: string;
  block?: string;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav className={block} aria-label={label}>
      <button type="button" className={`${block}__step`} disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <span aria-hidden="true">←</span> Previous
      </button>
      <ol className={`${block}__pages`}>
        {paginationWindow(page, totalPages).map((item, index) =>
          item === ELLIPSIS ? (
            <li key={`gap-${index}`} className={`${block}__gap`} aria-hidden="true">
              {ELLIPSIS}
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={`${block}__page`}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
                onClick={() => onChange(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
      </ol>
      <button type="button" className={`${block}__step`} disabled={page >= totalPages} onClick={() => onChange(page + 1)}>
        Next <span aria-hidden="true">→</span>
      </button>
    </nav>
  );
}
