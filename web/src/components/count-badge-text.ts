/** The largest count a header badge shows as a number (spec 01 §9). */
const BADGE_MAX = 99;

/** A header badge's text: the count, or '99+' above 99; null (no badge) at 0 or below. */
export function countBadge(count: number | null | undefined): string | null {
  if (typeof count !== 'number' || !Number.isFinite(count) || count <= 0) return null;
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(Math.trunc(count));
}
