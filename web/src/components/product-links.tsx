import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { productPath } from '@shared/catalog/product-page';
import './product-links.css';

/** A product's name as a link to its page, in the name's own type; plain text for a line with no product id. */
export function ProductNameLink({ productId, children }: { productId: string | null | undefined; children: ReactNode }) {
  if (!productId) return <>{children}</>;
  return (
    <Link to={productPath(productId)} className="product-name-link">
      {children}
    </Link>
  );
}

/**
 * A product's picture as a link to its page, for the pointer: keyboard and screen reader users
 * have the name beside it, the same link, so this one is neither a tab stop nor read out.
 */
export function ProductPictureLink({
  productId,
  className,
  children,
}: {
  productId: string | null | undefined;
  className?: string;
  children: ReactNode;
}) {
  if (!productId) return <>{children}</>;
  return (
    <Link
      to={productPath(productId)}
      className={['product-picture-link', className].filter(Boolean).join(' ')}
      tabIndex={-1}
      aria-hidden="true"
    >
      {children}
    </Link>
  );
}
