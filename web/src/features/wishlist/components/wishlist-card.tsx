import { useId } from 'react';
import { formatMoney } from '@shared/format/money';
import type { Product } from '@shared/types';
import { WISHLIST_MESSAGES } from '../wishlist-messages';
import { CartIcon } from '@/components/icons';
import { ProductNameLink, ProductPictureLink } from '@/components/product-links';
import { RatingStars } from '@/components/rating-stars';
import { SaleBadge, WasPrice } from '@/components/sale-price';
import type { CardBusy } from './use-wishlist';
import { WishlistImage } from './wishlist-image';
import { WishlistTags } from './wishlist-tags';

interface WishlistCardProps {
  product: Product;
  inCart: boolean;
  busy: CardBusy | undefined;
  onAddToCart: (product: Product) => void;
  onRemove: (product: Product) => void;
}

/**
 * One saved product (spec 02 §2, §9): picture, name, brand, price (with the sale badge and the
 * former price by the one discount rule), rating, up to 3 tags and '+n', add to cart and remove.
 * Both buttons wait while either call runs. The picture and the name lead to the product's page.
 */
export function WishlistCard({ product, inCart, busy, onAddToCart, onRemove }: WishlistCardProps) {
  const titleId = useId();
  const soldOut = Number.isFinite(product.stock_quantity) && product.stock_quantity <= 0;
  const addLabel = busy === 'adding' ? WISHLIST_MESSAGES.adding : soldOut ? WISHLIST_MESSAGES.outOfStock : WISHLIST_MESSAGES.addToCart;

  return (
    <article className="wish-card" aria-labelledby={titleId} aria-busy={busy ? true : undefined} data-testid="wishlist-card">
      <div className="wish-card__media">
        <ProductPictureLink productId={product.product_id}>
          <WishlistImage src={product.image_url} name={product.name} />
        </ProductPictureLink>
        <SaleBadge product={product} />
      </div>
      <div className="wish-card__body">
        <p className="wish-card__brand">{product.brand}</p>
        <h2 id={titleId} className="wish-card__name">
          <ProductNameLink productId={product.product_id}>{product.name}</ProductNameLink>
        </h2>
        <RatingStars rating={product.rating} />
        <WishlistTags tags={product.tags} />
        <div className="wish-card__prices">
          <p className="wish-card__price" data-testid="wishlist-price">
            {formatMoney(product.retail_price)}
          </p>
          <WasPrice product={product} />
        </div>
        {inCart && (
          <p className="wish-card__in-cart">
            <CartIcon size={16} />
            {WISHLIST_MESSAGES.inCart}
          </p>
        )}
        <div className="wish-card__actions">
          <button
            type="button"
            className="button button--small"
            disabled={busy !== undefined || soldOut}
            aria-describedby={titleId}
            onClick={() => onAddToCart(product)}
          >
            {addLabel}
          </button>
          <button
            type="button"
            className="button button--small button--ghost"
            disabled={busy !== undefined}
            aria-label={`${WISHLIST_MESSAGES.remove} ${product.name} from wishlist`}
            onClick={() => onRemove(product)}
          >
            {WISHLIST_MESSAGES.remove}
          </button>
        </div>
      </div>
    </article>
  );
}
