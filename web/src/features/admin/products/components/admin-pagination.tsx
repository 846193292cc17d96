import { ELLIPSIS, paginationWindow } from '../../../../../../shared/catalog/pagination-window';

/** Previous, the page numbers (shortened past 7 pages), Next; nothing for a single page. */
export function AdminPagination({ page, pages, onChange }: { page: number; pages: number; onChange: (page: number) => void }) {
  if (pages <= 1) return null;
  return (
    <nav className="admin-pagination" aria-label="Product pages">
      <button type="button" className="admin-pagination__step" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <span aria-hidden="true">←</span> Previous
      </button>
      <ol className="admin-pagination__pages">
        {paginationWindow(page, pages).map((item, index) =>
          item === ELLIPSIS ? (
            <li key={`gap-${index}`} aria-hidden="true" className="admin-pagination__gap">
              {ELLIPSIS}
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className="admin-pagination__page"
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
      <button type="button" className="admin-pagination__step" disabled={page >= pages} onClick={() => onChange(page + 1)}>
        Next <span aria-hidden="true">→</span>
      </button>
    </nav>
  );
}
