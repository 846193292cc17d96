import { Suspense, lazy, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { brandOptions, familyOptions, noteOptions } from '@shared/catalog/filters';
import { similarOf } from '@shared/catalog/product-page';
import { SCENT_FINDER_PATH } from '@shared/catalog/scent-finder-path';
import { productToOpen } from '@shared/wishlist/alerts';
import type { Product } from '@shared/types';
import { useWishlistIds } from '@/lib/wishlist/use-wishlist-ids';
import { useProducts } from '@/lib/catalog/list-products';
import { CategoryBanner } from './category-banner';
import { FilterDrawer } from './filter-drawer';
import { FilterPanel } from './filter-panel';
import { PaginationBar } from '@/components/pagination-bar';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import { ShopEmpty, ShopError } from '@/components/shop-states';
import { ShopToolbar } from './shop-toolbar';
import { useProductActions } from './use-product-actions';
import { useShopView } from './use-shop-view';
import './shop.css';
import { DocumentTitle } from '@/components/document-title';
import { withQueries } from '@/lib/with-queries';

const NO_PRODUCTS: Product[] = [];

// The popup (and the cart and wishlist calls) are fetched on first use, and warmed as soon as a
// visitor reaches for a card.
const loadDialog = () => import('./product-dialog');
const ProductDialog = lazy(loadDialog);

/** /shop: the catalogue, loaded once, searched, filtered, sorted and paged in the browser (spec 01 §2). */
function ShopPageContent() {
  const catalogue = useProducts();
  const products = catalogue.status === 'ready' ? catalogue.products : NO_PRODUCTS;
  const view = useShopView(products);
  const brands = useMemo(() => brandOptions(products), [products]);
  const families = useMemo(() => familyOptions(products), [products]);
  const notes = useMemo(() => noteOptions(products), [products]);
  const actions = useProductActions();
  const wishlist = useWishlistIds();
  const [selected, setSelected] = useState<Product | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const results = useRef<HTMLElement>(null);
  const [params, setParams] = useSearchParams();
  const linked = productToOpen(params);

  // `/shop?product=<id>` (an alert email's link) opens that product's popup once the catalogue is in, once.
  const opened = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!linked || catalogue.status !== 'ready' || opened.current === linked) return;
    opened.current = linked;
    const found = catalogue.products.find((product) => product.product_id === linked);
    if (found) setSelected(found);
  }, [linked, catalogue]);

  const closeDialog = () => {
    setSelected(null);
    if (linked) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('product');
          return next;
        },
        { replace: true },
      );
    }
  };

  const goToPage = (page: number) => {
    view.change({ page });
    results.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <div className="shop page">
      <DocumentTitle>Shop — Maison</DocumentTitle>
      <div className="container">
        <header className="shop__head">
          <p className="eyebrow">The collection</p>
          <h1>Perfumes &amp; Colognes</h1>
          <p className="shop__finder">
            Not sure what you like? <Link to={SCENT_FINDER_PATH}>Try the scent finder</Link>
          </p>
          <p className="shop__summary" aria-live="polite">
            {catalogue.status === 'ready' ? summary(view.shown.length, view.page, view.perPage) : ''}
          </p>
        </header>
        <ShopToolbar
          search={view.search}
          sort={view.sort}
          onChange={view.change}
          filtersId={filtersId}
          filtersOpen={filtersOpen}
          activeFilterCount={view.activeFilterCount}
          onOpenFilters={() => setFiltersOpen(true)}
        />
        {view.preselected && <CategoryBanner category={view.preselected} onViewAll={() => view.change({ clear: 'filters' })} />}
        <div className="shop__layout">
          <FilterDrawer
            id={filtersId}
            open={filtersOpen}
            onClose={() => setFiltersOpen(false)}
            onClear={view.activeFilterCount > 0 ? () => view.change({ clear: 'filters' }) : null}
            resultCount={catalogue.status === 'ready' ? view.shown.length : null}
          >
            <FilterPanel
              catalogue={catalogue.status}
              filters={view.filters}
              brands={brands}
              families={families}
              notes={notes}
              bounds={view.bounds}
              onChange={view.change}
            />
          </FilterDrawer>
          <section
            ref={results}
            className="shop__results"
            aria-labelledby="shop-results-title"
            onPointerOver={warmDialog}
            onFocus={warmDialog}
          >
            <h2 id="shop-results-title" className="visually-hidden">
              Products
            </h2>
            {catalogue.status === 'loading' && <ProductGridSkeleton />}
            {catalogue.status === 'error' && <ShopError message={catalogue.message} onRetry={catalogue.reload} />}
            {catalogue.status === 'ready' &&
              (view.shown.length === 0 ? (
                <ShopEmpty onClear={() => view.change({ clear: 'all' })} />
              ) : (
                <>
                  <ProductGrid products={view.pageItems} wishlist={wishlist} actions={actions} onOpen={setSelected} />
                  <PaginationBar page={view.page} totalPages={view.totalPages} onChange={goToPage} />
                </>
              ))}
          </section>
        </div>
      </div>
      {selected && (
        <Suspense fallback={null}>
          <ProductDialog
            product={selected}
            similar={similarOf(selected, products)}
            saved={wishlist.includes(selected.product_id)}
            actions={actions}
            onClose={closeDialog}
          />
        </Suspense>
      )}
    </div>
  );
}

/** The page, under the app's query client. */
export const ShopPage = withQueries(ShopPageContent);

let warmed = false;
function warmDialog() {
  if (warmed) return;
  warmed = true;
  void loadDialog();
  void import('../shop-actions');
}

function summary(count: number, page: number, perPage: number): string {
  if (count === 0) return 'No products';
  const first = (page - 1) * perPage + 1;
  const last = Math.min(count, page * perPage);
  return `Showing ${first}–${last} of ${count} ${count === 1 ? 'product' : 'products'}`;
}
