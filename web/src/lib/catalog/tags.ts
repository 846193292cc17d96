/** Tags shown on a shop card (spec 01 §9). */
export const CARD_TAG_LIMIT = 3;

/** Tags shown in the product popup (spec 01 §9). */
export const POPUP_TAG_LIMIT = 4;

/** Tags shown on a wishlist card before the '+n' count (spec 02 §9). */
export const WISHLIST_TAG_LIMIT = 3;

function cleanTags(tags: readonly string[] | null | undefined): string[] {
  return (tags ?? [])
    .filter((tag) => typeof tag === 'string')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/** The first `limit` non-blank tags, trimmed, in stored order. */
export function visibleTags(tags: readonly string[] | null | undefined, limit: number): string[] {
  return cleanTags(tags).slice(0, Math.max(0, limit));
}

/** How many non-blank tags do not fit in `limit` (the wishlist's '+n'); 0 when all fit. */
export function hiddenTagCount(tags: readonly string[] | null | undefined, limit: number): number {
  return Math.max(0, cleanTags(tags).length - Math.max(0, limit));
}
