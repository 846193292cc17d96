import { SkeletonList } from '@/components/skeleton-list';
import './list-screen.css';

/** Placeholder rows while an admin list loads; the label is read out once. */
export function ListSkeleton({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <SkeletonList
      label={label}
      count={rows}
      listClassName="list-rows"
      rowClassName="list-rows__row list-rows__row--skeleton"
      row={() => (
        <>
          <div className="list-rows__main">
            <span className="list-skeleton list-skeleton--title shimmer" />
            <span className="list-skeleton list-skeleton--meta shimmer" />
          </div>
          <span className="list-skeleton list-skeleton--action shimmer" />
        </>
      )}
    />
  );
}
