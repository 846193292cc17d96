import './rating-stars.css';

/** Five stars filled to the rating (0–5, fractional); read out as "Rated 4.5 out of 5". */
export function RatingStars({ rating, reviewCount }: { rating: number; reviewCount?: number }) {
  const value = Math.min(5, Math.max(0, Number.isFinite(rating) ? rating : 0));
  const label = `Rated ${value.toFixed(1)} out of 5${reviewCount !== undefined ? `, ${reviewCount} reviews` : ''}`;
  return (
    <span className="rating" role="img" aria-label={label}>
      <span className="rating__stars" aria-hidden="true">
        <span className="rating__fill" style={{ width: `${(value / 5) * 100}%` }}>
          ★★★★★
        </span>
        ★★★★★
      </span>
      <span className="rating__value" aria-hidden="true">
        {value.toFixed(1)}
        {reviewCount !== undefined && <span className="rating__count"> ({reviewCount})</span>}
      </span>
    </span>
  );
}
