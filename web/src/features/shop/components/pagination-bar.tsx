import { ELLIPSIS, paginationWindow } from '../../../../../shared/catalog/pagination-window';

/** Previous, the page numbers (shortened with ellipses past 7 pages), Next. */
export function PaginationBar({ page, totalPages, onChange }: { page: number; totalPages: number; onChange: (page: number) => void }) {
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label="Pagination">
      <button type="button" className="pagination__step" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <span aria-hidden="true">←</span> Previous
      </button>
      <ol className="pagination__pages">
        {paginationWindow(page, totalPages).map((item, index) =>
          item === ELLIPSIS ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              {ELLIPSIS}
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className="pagination__page"
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
      <button type="button" className="pagination__step" disabled={page >= totalPages} onClick={() => onChange(page + 1)}>
        Next <span aria-hidden="true">→</span>
      </button>
    </nav>
  );
}
