import type { Product } from '@shared/types';
import { ProductThumb } from '../../products/components/product-thumb';
import { StockBadge } from '../../products/components/stock-badge';
import { StockEditor } from './stock-editor';

/** The stock list: a row per product with its band and its inline editor; stacked cards on a small screen. */
export function InventoryTable({ products, onSaved }: { products: Product[]; onSaved: (product: Product) => void }) {
  return (
    <table className="inventory-table">
      <caption className="visually-hidden">Stock per product</caption>
      <thead>
        <tr>
          <th scope="col">Product</th>
          <th scope="col">ID</th>
          <th scope="col">Category</th>
          <th scope="col">Stock</th>
          <th scope="col">
            <span className="visually-hidden">Edit</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {products.map((product) => (
          <tr key={product.product_id} data-testid="inventory-row">
            <th scope="row" className="inventory-table__product">
              <span className="inventory-table__item">
                <ProductThumb src={product.image_url} size={44} />
                <span>
                  <span className="inventory-table__name">{product.name}</span>
                  <span className="inventory-table__brand">{product.brand}</span>
                </span>
              </span>
            </th>
            <td data-label="ID">{product.product_id}</td>
            <td data-label="Category">{product.category}</td>
            <td data-label="Stock">
              <StockBadge stock={product.stock_quantity} />
            </td>
            <td className="inventory-table__edit">
              <StockEditor product={product} onSaved={onSaved} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
