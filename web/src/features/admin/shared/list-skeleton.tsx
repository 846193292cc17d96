import './list-screen.css';

/** Placeholder rows while an admin list loads; the label is read out once. */
export function ListSkeleton({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      <ul className="list-rows" aria-hidden="true">
        {Array.from({ length: rows }, (_, i) => (
          <li key={i} className="list-rows__row list-rows__row--skeleton">
            <div className="list-rows__main">
              <span className="list-skeleton list-skeleton--title" />
              <span className="list-skeleton list-skeleton--meta" />
            </div>
            <span className="list-skeleton list-skeleton--action" />
          </li>
        ))}
      </ul>
    </div>
  );
}
