import { useId } from 'react';
import { cardDiscountPercent } from '../../../../../shared/catalog/discount';
import { SHOP_MESSAGES } from '../../../../../shared/catalog/shop-messages';
import { CARD_TAG_LIMIT, visibleTags } from '../../../../../shared/catalog/tags';
import { formatMoney } from '../../../../../shared/format/money';
import type { Product } from '../../../../../shared/types';
import { RatingStars } from '../../../components/rating-stars';

interface ProductCardProps {
  product: Product;
  signedIn: boolean;
  onAddToCart: (product: Product) => void;
  /** Cards in the first row load their image at once: they are what the visitor sees first. */
  eager?: boolean;
}

/** One product in the grid: picture, name, brand, price, rating, up to 3 tags, add to cart. */
export function ProductCard({ product, signedIn, onAddToCart, eager = false }: ProductCardProps) {
  const discount = cardDiscountPercent(product);
  const tags = visibleTags(product.tags, CARD_TAG_LIMIT);
  const titleId = useId();
  return (
    <article className="product-card" aria-labelledby={titleId} data-testid="product-card">
      <div className="product-card__media">
        <img
          src={product.image_url}
          alt={product.name}
          width={320}
          height={320}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        {discount !== null && <span className="discount-badge">{discount}% OFF</span>}
      </div>
      <div className="product-card__body">
        <p className="product-card__brand">{product.brand}</p>
        <h3 id={titleId} className="product-card__name">
          {product.name}
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
          <p className="product-card__price" data-testid="product-price">
            {formatMoney(product.retail_price)}
          </p>
          <button
            type="button"
            className="button button--small"
            onClick={() => onAddToCart(product)}
            aria-describedby={titleId}
          >
            {signedIn ? 'Add to Cart' : SHOP_MESSAGES.guestAddButton}
          </button>
        </div>
      </div>
    </article>
  );
}
