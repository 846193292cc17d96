import { originalPriceOf, saleDiscountPercent, type SalePrices } from '@shared/catalog/discount';
import { formatMoney } from '@shared/format/money';
import './sale-price.css';

/** The "20% OFF" badge of a product on sale (the one discount rule); nothing otherwise. */
export function SaleBadge({ product }: { product: SalePrices }) {
  const percent = saleDiscountPercent(product);
  return percent === null ? null : <span className="discount-badge">{percent}% OFF</span>;
}

/** The former price, struck through, beside the price of a product on sale; nothing otherwise. */
export function WasPrice({ product }: { product: SalePrices }) {
  const was = originalPriceOf(product);
  if (was === undefined) return null;
  return (
    <s className="was-price" data-testid="was-price">
      <span className="visually-hidden">Was </span>
      {formatMoney(was)}
    </s>
  );
}
