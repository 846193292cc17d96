import { SkeletonList } from './skeleton-list';
import './card-skeletons.css';

/** Placeholder product cards while a grid loads, announced once by `label`. */
export function CardSkeletons({ count, label, gridClassName }: { count: number; label: string; gridClassName: string }) {
  return (
    <SkeletonList
      label={label}
      count={count}
      listClassName={gridClassName}
      rowClassName="card-skeleton"
      row={() => (
        <>
          <div className="card-skeleton__media shimmer" />
          <div className="card-skeleton__line shimmer" />
          <div className="card-skeleton__line card-skeleton__line--short shimmer" />
          <div className="card-skeleton__line card-skeleton__line--price shimmer" />
        </>
      )}
    />
  );
}
