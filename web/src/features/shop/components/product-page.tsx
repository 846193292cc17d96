import { useId, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { productBreadcrumbs, type RelatedRows, type RowProduct, relatedProducts } from '@shared/catalog/product-page';
import type { Product } from '@shared/types';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { useWishlistIds } from '@/lib/wishlist/use-wishlist-ids';
import { useDrawnProductPage } from '../api/drawn-product-page';
import { useProducts } from '@/lib/catalog/list-products';
import { ProductDetails, ProductMedia } from './product-details';
import { ProductHead, ProductMissingHead } from './product-head';
import { ProductNotAvailable, ProductPageSkeleton } from './product-page-states';
import { RelatedRow } from './related-row';
import { ShopError } from '@/components/shop-states';
import { useProductActions } from './use-product-actions';
import './product-card.css';
import './product-page.css';
import { withQueries } from '@/lib/with-queries';

/** Every tag, where the popup shows 4. */
const ALL_TAGS = Number.POSITIVE_INFINITY;

/**
 * /products/{productId}: the product from the catalogue the shop loads (one request, shared
 * with the shop), or the skeleton, the shop's error with Try Again, or "not available". A page
 * drawn outside the browser (web/src/render/product-page-html.tsx) shows what it was drawn with
 * until the catalogue answers, so the browser hydrates the same markup; then the catalogue's
 * product (a price changed since) replaces it.
 */
function ProductPageContent() {
  const { productId = '' } = useParams();
  const catalogue = useProducts();
  const drawn = useDrawnProductPage(productId);
  const products = catalogue.status === 'ready' ? catalogue.products : undefined;
  const product = products?.find((candidate) => candidate.product_id === productId);
  const related = useMemo(() => (product && products ? relatedProducts(product, products) : undefined), [product, products]);
  // null: no such product; undefined: not known yet (or the catalogue failed, with nothing drawn).
  const shown = products ? (product && related ? { product, related } : null) : drawn;

  if (shown) {
    // Keyed: another product's page starts with a fresh quantity and no error.
    return <ProductPageView key={shown.product.product_id} product={shown.product} related={shown.related} />;
  }
  return (
    <div className="product-page page">
      {shown === null ? <ProductMissingHead /> : <title>Loading product — Maison</title>}
      <div className="container">
        {shown === null && <ProductNotAvailable />}
        {shown === undefined && catalogue.status === 'loading' && <ProductPageSkeleton />}
        {shown === undefined && catalogue.status === 'error' && <ShopError message={catalogue.message} onRetry={catalogue.reload} />}
      </div>
    </div>
  );
}

/** The page, under the app's query client. */
export const ProductPage = withQueries(ProductPageContent);

/**
 * A product's page from its data alone (no fetching, so the server can draw it): breadcrumbs,
 * the large picture and the details the popup shows with every tag, then the scents that smell
 * like it, more from its house and products alike, each row linking to their pages.
 */
function ProductPageView({ product, related }: { product: Product; related: RelatedRows<RowProduct> }) {
  const actions = useProductActions();
  const saved = useWishlistIds().includes(product.product_id);
  const titleId = useId();
  return (
    <div className="product-page page">
      <ProductHead product={product} />
      <div className="container">
        <Breadcrumbs crumbs={productBreadcrumbs(product)} />
        <article className="product-page__main" aria-labelledby={titleId}>
          <ProductMedia product={product} className="product-page__media" size={560} />
          <div className="product-page__body">
            <ProductDetails product={product} saved={saved} actions={actions} titleAs="h1" titleId={titleId} tagLimit={ALL_TAGS} />
          </div>
        </article>
        <RelatedRow title="Similar scents" products={related.similar} />
        <RelatedRow title="More from this house" products={related.house} />
        <RelatedRow title="You may also like" products={related.alike} />
      </div>
    </div>
  );
}
