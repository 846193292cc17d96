import './card-skeletons.css';

/** Placeholder product cards while a grid loads, announced once by `label`. */
export function CardSkeletons({ count, label, gridClassName }: { count: number; label: string; gridClassName: string }) {
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      <ul className={gridClassName} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="card-skeleton">
            <div className="card-skeleton__media shimmer" />
            <div className="card-skeleton__line shimmer" />
            <div className="card-skeleton__line card-skeleton__line--short shimmer" />
            <div className="card-skeleton__line card-skeleton__line--price shimmer" />
          </li>
        ))}
      </ul>
    </div>
  );
}
