import { useId, useState } from 'react';
import { SHOP_MESSAGES } from '@/lib/catalog/shop-messages';
import { isInStock } from '@shared/catalog/stock-band';
import { CARD_TAG_LIMIT, visibleTags } from '@/lib/catalog/tags';
import { formatMoney } from '@shared/format/money';
import type { Product } from '@shared/types';
import { RatingStars } from '@/components/rating-stars';
import { SaleBadge, WasPrice } from '@/components/sale-price';
import type { ProductActions } from './use-product-actions';
import { NotifyMeButton } from './notify-me-button';
import { WishlistButton } from './wishlist-button';
import { ProductImage } from '@/components/product-image';

interface ProductCardProps {
  product: Product;
  saved: boolean;
  actions: ProductActions;
  onOpen: (product: Product) => void;
  /** Cards in the first row load their image at once: they are what the visitor sees first. */
  eager?: boolean;
}

/**
 * One product in the grid: picture, name, brand, price, rating, up to 3 tags, a wishlist heart
 * and add to cart, which always adds 1 (spec 01 §2), or, out of stock, "Out of stock" and "Notify me when it's back". A product on sale shows the badge and its
 * former price struck through (the one discount rule). The name opens the detail popup.
 */
export function ProductCard({ product, saved, actions, onOpen, eager = false }: ProductCardProps) {
  const tags = visibleTags(product.tags, CARD_TAG_LIMIT);
  const titleId = useId();
  const [adding, setAdding] = useState(false);

  const inStock = isInStock(product.stock_quantity);
  const add = async () => {
    setAdding(true);
    try {
      await actions.addToCart(product, 1);
    } finally {
      setAdding(false);
    }
  };

  return (
    <article className="product-card" aria-labelledby={titleId} data-testid="product-card">
      <div className="product-card__media">
        {/* A pointer shortcut to the popup; keyboard and screen reader users have the name button. */}
        <ProductImage
          src={product.image_url}
          alt={product.name}
          size={320}
          loading={eager ? 'eager' : 'lazy'}
          onClick={() => onOpen(product)}
        />
        <SaleBadge product={product} />
        <WishlistButton productName={product.name} saved={saved} onToggle={() => actions.toggleWishlist(product)} />
      </div>
      <div className="product-card__body">
        <p className="product-card__brand">{product.brand}</p>
        <h3 id={titleId} className="product-card__name">
          <button type="button" className="product-card__open" aria-haspopup="dialog" onClick={() => onOpen(product)}>
            {product.name}
          </button>
        </h3>
        <RatingStars rating={product.rating} />
        {tags.length > 0 && (
          <ul className="product-card__tags" aria-label="Tags">
            {tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        )}
        <div className="product-card__foot">
          <div className="product-card__prices">
            <p className="product-card__price" data-testid="product-price">
              {formatMoney(product.retail_price)}
            </p>
            <WasPrice product={product} />
            {!inStock && <p className="product-card__stock">Out of stock</p>}
          </div>
          {/* Out of stock, the card offers an alert instead of adding what cannot be bought. */}
          {inStock ? (
            <button type="button" className="button button--small" disabled={adding} onClick={add} aria-describedby={titleId}>
              {actions.signedIn ? 'Add to Cart' : SHOP_MESSAGES.guestAddButton}
            </button>
          ) : (
            <NotifyMeButton product={product} actions={actions} describedBy={titleId} />
          )}
        </div>
      </div>
    </article>
  );
}
