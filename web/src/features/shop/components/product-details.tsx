import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { MAX_CART_LINE_QUANTITY, QUANTITY_MESSAGES, popupQuantity } from '@shared/cart/quantity-rules';
import { SHOP_MESSAGES } from '@/lib/catalog/shop-messages';
import { isInStock, lowStockHint, stockBand } from '@shared/catalog/stock-band';
import { visibleTags } from '@/lib/catalog/tags';
import { formatMoney } from '@shared/format/money';
import type { Product } from '@shared/types';
import { ALERT_MESSAGES } from '@shared/wishlist/alerts';
import { ProductImage } from '@/components/product-image';
import { useInertUntilHydrated } from '@/lib/use-inert-until-hydrated';
import { RatingStars } from '@/components/rating-stars';
import { SaleBadge, WasPrice } from '@/components/sale-price';
import { ScentProfile } from './scent-profile';
import type { ProductActions } from './use-product-actions';
import { WishlistButton } from './wishlist-button';
import './product-details.css';

/** The product's picture with its sale badge: the popup's left half and the page's large image. */
export function ProductMedia({ product, className, size }: { product: Product; className: string; size: number }) {
  return (
    <div className={className}>
      <ProductImage src={product.image_url} alt={product.name} size={size} loading="eager" />
      <SaleBadge product={product} />
    </div>
  );
}

interface ProductDetailsProps {
  product: Product;
  saved: boolean;
  actions: ProductActions;
  /** The popup's name is its dialog's h2; the product page's is the page's h1. */
  titleAs: 'h1' | 'h2';
  titleId?: string;
  tagLimit: number;
  /** Called before a guest is sent to sign in: the popup closes so the login shows over the shop. */
  onGuestAction?: () => void;
  /** Under the description and tags: the popup's link to the product page. */
  children?: ReactNode;
}

/**
 * What the popup and the product page both show and do (spec 01 §2): house, name, rating,
 * price (with the sale rule), category, description, tags, stock, a quantity (the number used
 * as typed, 1 to 99), add to cart and the wishlist toggle. A quantity that cannot be added says
 * why under the field and Add to Cart does nothing until it is fixed. A failed add shows its
 * message here as well as in the toast. Out of stock, "Notify me" stands in for the form.
 */
export function ProductDetails({
  product,
  saved,
  actions,
  titleAs: Title,
  titleId,
  tagLimit,
  onGuestAction,
  children,
}: ProductDetailsProps) {
  const quantityId = useId();
  const quantityMessageId = useId();
  // What the field holds, and whether the browser could not read it as a number ("-", "e").
  const [quantity, setQuantity] = useState({ text: '1', unreadable: false });
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [alertSet, setAlertSet] = useState(false);

  const tags = visibleTags(product.tags, tagLimit);
  const count = quantity.unreadable ? ({ ok: false, message: QUANTITY_MESSAGES.whole } as const) : popupQuantity(quantity.text);
  const inStock = isInStock(product.stock_quantity);
  // On a product prerendered page, a quantity typed before the app has the page would show
  // one number and add another.
  const inert = useInertUntilHydrated();

  const run = async (action: () => Promise<{ ok: boolean; message?: string } | null>) => {
    setError(null);
    if (!actions.signedIn) onGuestAction?.();
    setAdding(true);
    try {
      const result = await action();
      if (result && !result.ok) setError(result.message ?? null);
      return result;
    } finally {
      setAdding(false);
    }
  };

  // Once saved, the alert button says so and does nothing more.
  const notifyMe = async () => {
    if (alertSet) return;
    const result = await run(() => actions.notifyMe(product));
    if (result?.ok) setAlertSet(true);
  };

  // The quantity is checked by shared/cart popupQuantity, with its own message, not the browser's.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!count.ok) {
      event.currentTarget.querySelector('input')?.focus();
      return;
    }
    return run(() => actions.addToCart(product, count.quantity));
  };

  const toggleWishlist = () => {
    if (!actions.signedIn) onGuestAction?.();
    return actions.toggleWishlist(product);
  };

  return (
    <>
      <p className="product-card__brand">{product.brand}</p>
      <Title id={titleId} className="product-details__name">
        {product.name}
      </Title>
      <RatingStars rating={product.rating} reviewCount={product.review_count} />
      <p className="product-details__price">
        {formatMoney(product.retail_price)} <WasPrice product={product} />
      </p>
      <p className="product-details__category">{product.category}</p>
      {product.description && <p className="product-details__description">{product.description}</p>}
      {tags.length > 0 && (
        <ul className="product-card__tags" aria-label="Tags">
          {tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      )}
      <ScentProfile product={product} headingLevel={Title === 'h1' ? 2 : 3} />
      {children}
      {inStock && <StockLine stock={product.stock_quantity} />}
      {!actions.signedIn && <p className="product-details__notice">{SHOP_MESSAGES.guestPopupNotice}</p>}
      {!inStock ? (
        <div className="product-details__buy">
          <p className="product-details__stock product-details__stock--out">Out of stock</p>
          <button
            type="button"
            className={`button${alertSet ? ' product-details__alert-set' : ''}`}
            disabled={adding}
            aria-disabled={alertSet || undefined}
            onClick={notifyMe}
          >
            {alertSet ? ALERT_MESSAGES.alertSet : ALERT_MESSAGES.notifyMe}
          </button>
        </div>
      ) : (
        <form className="product-details__buy" noValidate onSubmit={submit} inert={inert}>
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
            <p id={quantityMessageId} className="product-details__quantity-message" aria-live="polite">
              {count.message}
            </p>
          )}
        </form>
      )}
      {error && (
        <p className="product-details__error" role="alert">
          {error}
        </p>
      )}
      <WishlistButton productName={product.name} saved={saved} variant="full" onToggle={toggleWishlist} />
    </>
  );
}

/** In stock: "Only 3 left!" when few remain (the cart's hint), else the band's word. */
function StockLine({ stock }: { stock: number }) {
  const hint = lowStockHint(stock);
  const low = stockBand(stock) === 'low';
  return (
    <p className={`product-details__stock${low ? ' product-details__stock--low' : ''}`} data-testid="stock-state">
      {hint ?? (low ? 'Low stock' : 'In stock')}
    </p>
  );
}
