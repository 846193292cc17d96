import { useEffect, useRef, useState } from 'react';
import type { Product } from '@shared/types';
import { WISHLIST_MESSAGES } from '../wishlist-messages';
import { useWishlist } from './use-wishlist';
import { WishlistCard } from './wishlist-card';
import { WishlistEmpty, WishlistError, WishlistSkeleton } from './wishlist-states';
import './wishlist.css';
import { DocumentTitle } from '@/components/document-title';
import { withQueries } from '@/lib/with-queries';

/**
 * /wishlist (spec 02 §2): the customer's saved products, each with add to cart (which moves it
 * off the wishlist) and remove. When a card leaves, focus moves to the card that takes its place,
 * or to the heading when none is left, so keyboard users keep their place.
 */
function WishlistPageContent() {
  const wishlist = useWishlist();
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const [focusAt, setFocusAt] = useState<number | null>(null);
  const products = wishlist.status === 'ready' ? wishlist.products : null;

  useEffect(() => {
    if (focusAt === null || !products) return;
    setFocusAt(null);
    const items = list.current?.querySelectorAll<HTMLElement>(':scope > li');
    const card = items?.[Math.min(focusAt, items.length - 1)];
    (card?.querySelector<HTMLElement>('button:not(:disabled)') ?? heading.current)?.focus();
  }, [focusAt, products]);

  const leaving = (action: (product: Product) => Promise<boolean>) => async (product: Product) => {
    const index = products?.indexOf(product) ?? -1;
    if ((await action(product)) && index >= 0) setFocusAt(index);
  };

  return (
    <div className="wishlist page">
      <DocumentTitle>{`${WISHLIST_MESSAGES.title} — Maison`}</DocumentTitle>
      <div className="container">
        <header className="wishlist__head">
          <p className="eyebrow">Your account</p>
          <h1 ref={heading} tabIndex={-1}>
            {WISHLIST_MESSAGES.title}
          </h1>
          {products && products.length > 0 && (
            <p className="wishlist__summary">{`${products.length} saved ${products.length === 1 ? 'scent' : 'scents'}`}</p>
          )}
        </header>
        {wishlist.status === 'loading' && <WishlistSkeleton />}
        {wishlist.status === 'error' && <WishlistError message={wishlist.message} help={wishlist.help} onRetry={wishlist.reload} />}
        {products?.length === 0 && <WishlistEmpty />}
        {products && products.length > 0 && (
          <ul ref={list} className="wish-grid">
            {products.map((product) => (
              <li key={product.product_id}>
                <WishlistCard
                  product={product}
                  inCart={wishlist.inCart.has(product.product_id)}
                  busy={wishlist.busy[product.product_id]}
                  onAddToCart={leaving(wishlist.moveToCart)}
                  onRemove={leaving(wishlist.remove)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** The page, under the app's query client. */
export const WishlistPage = withQueries(WishlistPageContent);
