import { formatMoney } from '@shared/format/money';
import type { Product } from '@shared/types';
import { RatingStars } from '@/components/rating-stars';
import { ProductRowActions, type RowActions } from './product-row-actions';
import { ProductThumb } from './product-thumb';
import { StockBadge } from './stock-badge';

/** The list view: a card per product with its picture, figures and actions. */
export function ProductsCards({ products, ...actions }: RowActions & { products: Product[] }) {
  return (
    <ul className="products-cards">
      {products.map((product) => (
        <li key={product.product_id} className="products-card" data-testid="product-row">
          <ProductThumb src={product.image_url} size={96} />
          <div className="products-card__body">
            <h3 className="products-card__name">{product.name}</h3>
            <p className="products-card__meta">
              {product.brand} · {product.category} · <span className="products-card__id">{product.product_id}</span>
            </p>
            <p className="products-card__figures">
              <strong>{formatMoney(product.retail_price)}</strong>
              <StockBadge stock={product.stock_quantity} />
              <RatingStars rating={product.rating} />
            </p>
          </div>
          <ProductRowActions product={product} {...actions} />
        </li>
      ))}
    </ul>
  );
}
