import { formatMoney } from '@shared/format/money';
import type { Product } from '@shared/types';
import { ProductRowActions, type RowActions } from './product-row-actions';
import { ProductThumb } from './product-thumb';
import { StockBadge } from './stock-badge';

/** The table view; on a small screen each row becomes a stacked card (labels from data-label). */
export function ProductsTable({ products, ...actions }: RowActions & { products: Product[] }) {
  return (
    <table className="products-table">
      <caption className="visually-hidden">Products</caption>
      <thead>
        <tr>
          <th scope="col">Product</th>
          <th scope="col">ID</th>
          <th scope="col">Category</th>
          <th scope="col">Price</th>
          <th scope="col">Stock</th>
          <th scope="col">Rating</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {products.map((product) => (
          <tr key={product.product_id} data-testid="product-row">
            <th scope="row" className="products-table__product">
              <span className="products-table__item">
                <ProductThumb src={product.image_url} />
                <span>
                  <span className="products-table__name">{product.name}</span>
                  <span className="products-table__brand">{product.brand}</span>
                </span>
              </span>
            </th>
            <td data-label="ID">{product.product_id}</td>
            <td data-label="Category">{product.category}</td>
            <td data-label="Price">{formatMoney(product.retail_price)}</td>
            <td data-label="Stock">
              <StockBadge stock={product.stock_quantity} />
            </td>
            <td data-label="Rating">{Number(product.rating ?? 0).toFixed(1)}</td>
            <td className="products-table__actions">
              <ProductRowActions product={product} {...actions} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
