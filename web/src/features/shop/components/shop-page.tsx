import { useRef } from 'react';
import type { Product } from '../../../../../shared/types';
import { useSession } from '../../../lib/use-session';
import { useProducts } from '../api/list-products';
import { CategoryBanner } from './category-banner';
import { PaginationBar } from './pagination-bar';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import { ShopEmpty, ShopError } from './shop-states';
import { useAddToCart } from './use-add-to-cart';
import { useShopView } from './use-shop-view';
import './shop.css';

const NO_PRODUCTS: Product[] = [];

/** /shop: the catalogue, loaded once, filtered and paged in the browser (spec 01 §2). */
export function ShopPage() {
  const session = useSession();
  const catalogue = useProducts();
  const view = useShopView(catalogue.status === 'ready' ? catalogue.products : NO_PRODUCTS);
  const addToCart = useAddToCart(session !== null);
  const results = useRef<HTMLElement>(null);

  const goToPage = (page: number) => {
    view.setPage(page);
    results.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <div className="shop page">
      <title>Shop — Maison</title>
      <div className="container">
        <header className="shop__head">
          <p className="eyebrow">The collection</p>
          <h1>Perfumes &amp; Colognes</h1>
          {catalogue.status === 'ready' && <p className="shop__summary">{summary(view.shown.length, view.page, view.perPage)}</p>}
        </header>
        {view.preselected && <CategoryBanner category={view.preselected} onViewAll={view.clearFilters} />}
        <section ref={results} className="shop__results" aria-labelledby="shop-results-title">
          <h2 id="shop-results-title" className="visually-hidden">
            Products
          </h2>
          {catalogue.status === 'loading' && <ProductGridSkeleton />}
          {catalogue.status === 'error' && <ShopError message={catalogue.message} onRetry={catalogue.reload} />}
          {catalogue.status === 'ready' &&
            (view.shown.length === 0 ? (
              <ShopEmpty onClear={view.clearFilters} />
            ) : (
              <>
                <ProductGrid products={view.pageItems} signedIn={session !== null} onAddToCart={addToCart} />
                <PaginationBar page={view.page} totalPages={view.totalPages} onChange={goToPage} />
              </>
            ))}
        </section>
      </div>
    </div>
  );
}

function summary(count: number, page: number, perPage: number): string {
  if (count === 0) return 'No products';
  const first = (page - 1) * perPage + 1;
  const last = Math.min(count, page * perPage);
  return `Showing ${first}–${last} of ${count} ${count === 1 ? 'product' : 'products'}`;
}
