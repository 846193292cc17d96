import { type FormEvent, useId, useRef, useState } from 'react';
import { MAX_CART_LINE_QUANTITY, QUANTITY_MESSAGES, popupQuantity } from '../../../../../shared/cart/quantity-rules';
import { SHOP_MESSAGES } from '../../../../../shared/catalog/shop-messages';
import { isInStock } from '../../../../../shared/catalog/stock-band';
import { ALERT_MESSAGES } from '../../../../../shared/wishlist/alerts';
import { POPUP_TAG_LIMIT, visibleTags } from '../../../../../shared/catalog/tags';
import { formatMoney } from '../../../../../shared/format/money';
import type { Product } from '../../../../../shared/types';
import { CloseIcon } from '../../../components/icons';
import { RatingStars } from '../../../components/rating-stars';
import { SaleBadge, WasPrice } from '../../../components/sale-price';
import { useModal } from '../../../components/use-modal';
import type { ProductActions } from './use-product-actions';
import { WishlistButton } from './wishlist-button';
import './product-dialog.css';
import { ProductImage } from '../../../components/product-image';

interface ProductDialogProps {
  product: Product;
  saved: boolean;
  actions: ProductActions;
  onClose: () => void;
}

/**
 * The product popup (spec 01 §2), loaded on first use: more detail, up to 4 tags, a quantity
 * (the number used as typed, 1 to 99), add to cart and the wishlist toggle. A quantity that
 * cannot be added says why under the field and Add to Cart does nothing until it is fixed. A
 * failed add shows its message here as well as in the toast.
 */
export default function ProductDialog({ product, saved, actions, onClose }: ProductDialogProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const quantityId = useId();
  const quantityMessageId = useId();
  // What the field holds, and whether the browser could not read it as a number ("-", "e").
  const [quantity, setQuantity] = useState({ text: '1', unreadable: false });
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useModal(dialog, onClose);

  const tags = visibleTags(product.tags, POPUP_TAG_LIMIT);
  const count = quantity.unreadable ? ({ ok: false, message: QUANTITY_MESSAGES.whole } as const) : popupQuantity(quantity.text);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!count.ok) {
      event.currentTarget.querySelector('input')?.focus();
      return;
    }
    setError(null);
    if (!actions.signedIn) onClose();
    setAdding(true);
    try {
      const result = await actions.addToCart(product, count.quantity);
      if (result && !result.ok) setError(result.message);
    } finally {
      setAdding(false);
    }
  };

  // Out of stock: no dead add to cart, but an alert for when it is back.
  const notifyMe = async () => {
    setError(null);
    if (!actions.signedIn) onClose();
    setAdding(true);
    try {
      const result = await actions.notifyMe(product);
      if (result && !result.ok) setError(result.message);
    } finally {
      setAdding(false);
    }
  };

  const toggleWishlist = () => {
    if (!actions.signedIn) onClose();
    return actions.toggleWishlist(product);
  };

  return (
    <div
      className="dialog-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div ref={dialog} className="product-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <button type="button" className="icon-button product-dialog__close" aria-label="Close" onClick={onClose}>
          <CloseIcon />
        </button>
        <div className="product-dialog__media">
          <ProductImage src={product.image_url} alt={product.name} size={320} loading="eager" />
          <SaleBadge product={product} />
        </div>
        <div className="product-dialog__body">
          <p className="product-card__brand">{product.brand}</p>
          <h2 id={titleId} className="product-dialog__name">
            {product.name}
          </h2>
          <RatingStars rating={product.rating} reviewCount={product.review_count} />
          <p className="product-dialog__price">
            {formatMoney(product.retail_price)} <WasPrice product={product} />
          </p>
          <p className="product-dialog__category">{product.category}</p>
          {product.description && <p className="product-dialog__description">{product.description}</p>}
          {tags.length > 0 && (
            <ul className="product-card__tags" aria-label="Tags">
              {tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </ul>
          )}
          {!actions.signedIn && <p className="product-dialog__notice">{SHOP_MESSAGES.guestPopupNotice}</p>}
          {/* The quantity is checked by shared/cart popupQuantity, with its own message, not the browser's. */}
          {!isInStock(product.stock_quantity) ? (
            <div className="product-dialog__buy">
              <p className="product-dialog__stock">Out of stock</p>
              <button type="button" className="button" disabled={adding} onClick={notifyMe}>
                {ALERT_MESSAGES.notifyMe}
              </button>
            </div>
          ) : (
          <form className="product-dialog__buy" noValidate onSubmit={submit}>
            <label htmlFor={quantityId}>Quantity</label>
            <input
              id={quantityId}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_CART_LINE_QUANTITY}
              step={1}
              value={quantity.text}
              aria-invalid={!count.ok}
              aria-describedby={count.ok ? undefined : quantityMessageId}
              onChange={(event) => setQuantity({ text: event.target.value, unreadable: event.target.validity.badInput })}
            />
            <button
              type="submit"
              className="button"
              disabled={adding}
              aria-disabled={!count.ok || undefined}
              aria-describedby={count.ok ? undefined : quantityMessageId}
            >
              Add to Cart
            </button>
            {!count.ok && (
              <p id={quantityMessageId} className="product-dialog__quantity-message" aria-live="polite">
                {count.message}
              </p>
            )}
          </form>
          )}
          {error && (
            <p className="product-dialog__error" role="alert">
              {error}
            </p>
          )}
          <WishlistButton productName={product.name} saved={saved} variant="full" onToggle={toggleWishlist} />
        </div>
      </div>
    </div>
  );
}
