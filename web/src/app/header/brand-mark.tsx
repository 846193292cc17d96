import { SHOP_NAME, SHOP_WORDMARK, SHOP_WORDMARK_TAG } from '@shared/brand';
import { Link } from 'react-router-dom';

/** The wordmark, linking home; its name starts with the words it shows, as voice control expects. */
export function BrandMark({ to = '/' }: { to?: string }) {
  return (
    <Link to={to} className="brand-mark" aria-label={`${SHOP_WORDMARK}, home`}>
      <span className="brand-mark__word">{SHOP_NAME}</span> <span className="brand-mark__tag">{SHOP_WORDMARK_TAG}</span>
    </Link>
  );
}
