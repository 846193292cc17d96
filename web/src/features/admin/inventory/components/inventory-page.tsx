import { useState } from 'react';
import { ADMIN_SEARCH_FIELDS, searchProducts } from '@/lib/catalog/search';
import { type StockFilter, STOCK_BAND_LABELS, matchesStockFilter } from '@shared/catalog/stock-band';
import { clampPage, pageCount, pageSlice } from '@/lib/catalog/pagination';
import { ADMIN_PAGE_SIZES, DEFAULT_ADMIN_LIST, parseAdminPageSize, sortAdminProducts } from '../../shared/product-list-view';
import type { Product } from '@shared/types';
import { PaginationBar } from '@/components/pagination-bar';
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

/**
 * /admin/inventory (spec 02 §2): four summary cards, search, a stock filter, the list in pages as
 * on the products screen, inline stock edits and a bulk update of every product the search and
 * filter keep.
 */
export function InventoryPage() {
  const { load, reload, retry, replace } = useAdminProducts();
  const [search, setSearchText] = useState('');
  const [filter, setFilterBand] = useState<StockFilter>('all');
  const [pageSize, setPageSize] = useState(DEFAULT_ADMIN_LIST.pageSize);
  const [page, setPage] = useState(1);
  const setSearch = (text: string) => {
    setSearchText(text);
    setPage(1);
  };
  const setFilter = (band: StockFilter) => {
    setFilterBand(band);
    setPage(1);
  };
  // The bulk dialog keeps the rows it opened with, so a product that leaves the filter mid-update stays in view.
  const [bulkProducts, setBulkProducts] = useState<Product[] | null>(null);
  const shown = sortAdminProducts(
    searchProducts(load.products, search, ADMIN_SEARCH_FIELDS).filter((product) => matchesStockFilter(product.stock_quantity, filter)),
    'stock_quantity',
    'asc',
  );
  const pages = pageCount(shown.length, pageSize);
  const current = clampPage(page, pages);
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
            <label className="products-toolbar__field">
              <span className="form-field__label">Per page</span>
              <select
                className="form-field__input form-field__select"
                value={pageSize}
                onChange={(event) => {
                  setPageSize(parseAdminPageSize(event.target.value));
                  setPage(1);
                }}
              >
                {ADMIN_PAGE_SIZES.map((size) => (
                  <option key={size} value={size}>
                    {size}
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
            <>
              <InventoryTable products={pageSlice(shown, current, pageSize)} onSaved={onSaved} />
              <PaginationBar page={current} totalPages={pages} onChange={setPage} label="Inventory pages" block="admin-pagination" />
            </>
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
