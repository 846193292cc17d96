/** Placeholder rows while the products load; read out once as "Loading products…". */
export function ProductsSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div role="status" className="products-skeleton">
      <span className="visually-hidden">Loading products…</span>
      <ul aria-hidden="true">
        {Array.from({ length: rows }, (_, i) => (
          <li key={i} className="products-skeleton__row">
            <span className="skeleton-block skeleton-block--thumb shimmer" />
            <span className="skeleton-block skeleton-block--text shimmer" />
            <span className="skeleton-block skeleton-block--short shimmer" />
          </li>
        ))}
      </ul>
    </div>
  );
}
