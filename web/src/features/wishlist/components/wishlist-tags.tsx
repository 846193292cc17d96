import { WISHLIST_TAG_LIMIT, hiddenTagCount, visibleTags } from '@/lib/catalog/tags';
import { moreTagsLabel } from '../wishlist-messages';

/** At most 3 tags, then '+n' for the rest (spec 02 §9). */
export function WishlistTags({ tags }: { tags: readonly string[] | undefined }) {
  const shown = visibleTags(tags, WISHLIST_TAG_LIMIT);
  const hidden = hiddenTagCount(tags, WISHLIST_TAG_LIMIT);
  const more = moreTagsLabel(hidden);
  if (shown.length === 0) return null;
  return (
    <ul className="wish-card__tags" aria-label="Tags">
      {shown.map((tag) => (
        <li key={tag}>{tag}</li>
      ))}
      {more && (
        <li className="wish-card__more">
          <span aria-hidden="true">{more}</span>
          <span className="visually-hidden">{`and ${hidden} more`}</span>
        </li>
      )}
    </ul>
  );
}
