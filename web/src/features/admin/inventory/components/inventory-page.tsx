import { useState } from 'react';
import { ADMIN_SEARCH_FIELDS, searchProducts } from '@/lib/catalog/search';
import { type StockFilter, STOCK_BAND_LABELS, matchesStockFilter } from '@shared/catalog/stock-band';
import { sortAdminProducts } from '../../shared/product-list-view';
import type { Product } from '@shared/types';
import { LoadErrorPanel, StatePanel } from '@/components/state-panel';
import { showToast } from '@/components/toast';
import { ProductsSkeleton } from '../../products/components/products-skeleton';
import { useAdminProducts } from '../../products/components/use-admin-products';
import { BulkStockDialog } from './bulk-stock-dialog';
import { InventorySummary } from './inventory-summary';
import { InventoryTable } from './inventory-table';
import '../../products/components/products-admin.css';
import './inventory.css';

const FILTERS: { value: StockFilter; label: string }[] = [
  { value: 'all', label: 'All stock levels' },
  { value: 'good', label: STOCK_BAND_LABELS.good },
  { value: 'low', label: STOCK_BAND_LABELS.low },
  { value: 'out', label: STOCK_BAND_LABELS.out },
];

/** /admin/inventory (spec 02 §2): four summary cards, search, a stock filter, inline stock edits and a bulk update. */
export function InventoryPage() {
  const { load, reload, retry, replace } = useAdminProducts();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<StockFilter>('all');
  // The bulk dialog keeps the rows it opened with, so a product that leaves the filter mid-update stays in view.
  const [bulkProducts, setBulkProducts] = useState<Product[] | null>(null);
  const shown = sortAdminProducts(
    searchProducts(load.products, search, ADMIN_SEARCH_FIELDS).filter((product) => matchesStockFilter(product.stock_quantity, filter)),
    'stock_quantity',
    'asc',
  );
  const onSaved = (product: Product) => {
    replace(product);
    showToast(`Stock of ${product.name} is now ${product.stock_quantity}`);
  };

  return (
    <section className="admin-inventory" aria-labelledby="inventory-title">
      <header className="admin-products__head">
        <h1 id="inventory-title">Inventory Management</h1>
        <button type="button" className="button" onClick={() => setBulkProducts(shown)} disabled={shown.length === 0}>
          Bulk Update
        </button>
      </header>

      {load.status === 'loading' && load.products.length === 0 ? (
        <ProductsSkeleton />
      ) : load.status === 'error' && load.products.length === 0 ? (
        <LoadErrorPanel title="Could not load inventory" onRetry={retry}>
          {load.error}
        </LoadErrorPanel>
      ) : (
        <>
          <InventorySummary products={load.products} filter={filter} onFilter={setFilter} />
          <div className="products-toolbar">
            <div role="search" className="products-toolbar__search">
              <label className="products-toolbar__field">
                <span className="form-field__label">Search inventory</span>
                <input
                  type="search"
                  className="form-field__input"
                  placeholder="Name, brand, category, ID or tag"
                  value={search}
                  autoComplete="off"
                  onChange={(event) => setSearch(event.target.value)}
                />
              </label>
            </div>
            <label className="products-toolbar__field">
              <span className="form-field__label">Stock level</span>
              <select
                className="form-field__input form-field__select"
                value={filter}
                onChange={(event) => setFilter(event.target.value as StockFilter)}
              >
                {FILTERS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <p className="admin-products__count" role="status">
            {shown.length === load.products.length
              ? `${shown.length} products`
              : `Showing ${shown.length} of ${load.products.length} products`}
          </p>
          {shown.length === 0 ? (
            <StatePanel
              title={load.products.length === 0 ? 'No products yet' : 'Nothing here'}
              action={
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() => {
                    setSearch('');
                    setFilter('all');
                  }}
                >
                  Show all products
                </button>
              }
            >
              {load.products.length === 0 ? 'Products appear here once they are added.' : 'No product matches this search and stock level.'}
            </StatePanel>
          ) : (
            <InventoryTable products={shown} onSaved={onSaved} />
          )}
        </>
      )}

      {bulkProducts && (
        <BulkStockDialog
          products={bulkProducts}
          onSaved={replace}
          onClose={() => {
            setBulkProducts(null);
            void reload();
          }}
        />
      )}
    </section>
  );
}
