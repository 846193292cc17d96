import type { CartLine } from '../cart-line';
import { lowStockHint } from '../low-stock';
import { canDecrease, canIncrease } from '@shared/cart/quantity-rules';
import { formatCents, formatMoney, toCents } from '@shared/format/money';
import { ProductImage } from '@/components/product-image';
import { ProductNameLink, ProductPictureLink } from '@/components/product-links';

interface CartLineItemProps {
  line: CartLine;
  onQuantity: (line: CartLine, quantity: number) => void;
  onRemove: (line: CartLine) => void;
}

/**
 * One cart line (spec 02 §2, §3): picture, name, brand, size, unit price (the original struck
 * through when there is one), minus and plus, the line total and Remove. An out-of-stock line
 * keeps only Remove. The picture and the name lead to the product's page.
 */
export function CartLineItem({ line, onQuantity, onRemove }: CartLineItemProps) {
  const hint = line.inStock ? lowStockHint(line.stockQuantity) : null;
  return (
    <li className={`cart-line${line.inStock ? '' : ' cart-line--out'}`} data-testid="cart-line">
      <div className="cart-line__media">
        <ProductPictureLink productId={line.productId}>
          <ProductImage src={line.image} alt="" size={96} />
        </ProductPictureLink>
      </div>
      <div className="cart-line__info">
        <h3 className="cart-line__name">
          <ProductNameLink productId={line.productId}>{line.name}</ProductNameLink>
        </h3>
        <p className="cart-line__brand">{line.brand}</p>
        <p className="cart-line__size">Size: {line.size}</p>
        {hint && <p className="cart-line__low">{hint}</p>}
        {!line.inStock && <p className="cart-line__out">Out of Stock</p>}
      </div>
      <p className="cart-line__price" data-testid="line-price">
        {line.originalPrice !== undefined && (
          <s className="cart-line__was">
            <span className="visually-hidden">Original price </span>
            {formatMoney(line.originalPrice)}
          </s>
        )}
        <span>
          {line.originalPrice !== undefined && <span className="visually-hidden">Now </span>}
          {formatMoney(line.price)}
        </span>
      </p>
      <div className="cart-line__qty" role="group" aria-label={`Quantity of ${line.name}`}>
        <button
          type="button"
          className="cart-line__step"
          aria-label={`Decrease quantity of ${line.name}`}
          disabled={!line.inStock || !canDecrease(line.quantity)}
          // A line left above the stock (it sold meanwhile) comes down to the stock in one step.
          onClick={() => onQuantity(line, Math.min(line.quantity - 1, line.stockQuantity))}
        >
          −
        </button>
        <span className="cart-line__count" data-testid="line-quantity" aria-live="polite">
          {line.quantity}
        </span>
        <button
          type="button"
          className="cart-line__step"
          aria-label={`Increase quantity of ${line.name}`}
          disabled={!line.inStock || !canIncrease(line.quantity, line.stockQuantity)}
          onClick={() => onQuantity(line, line.quantity + 1)}
        >
          +
        </button>
      </div>
      <p className="cart-line__total" data-testid="line-total">
        <span className="visually-hidden">Line total </span>
        {formatCents(toCents(line.price) * line.quantity)}
      </p>
      <button type="button" className="text-button cart-line__remove" aria-label={`Remove ${line.name}`} onClick={() => onRemove(line)}>
        Remove
      </button>
    </li>
  );
}
