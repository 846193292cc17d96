import { Link } from 'react-router-dom';

/** While the catalogue loads: the page's shape, announced once. */
export function ProductPageSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">Loading product…</span>
      <div className="product-page__main" aria-hidden="true">
        <div className="product-page__media shimmer" />
        <div className="product-page__body">
          <div className="product-page__line product-page__line--short shimmer" />
          <div className="product-page__line product-page__line--title shimmer" />
          <div className="product-page__line shimmer" />
          <div className="product-page__line product-page__line--short shimmer" />
        </div>
      </div>
    </div>
  );
}

/** No product has this id (any more): say so, and lead back to the shop. */
export function ProductNotAvailable() {
  return (
    <div className="state-panel" role="status">
      <h1 className="product-page__missing-title">This product is not available</h1>
      <p>It may have been removed from the shop, or the link may be mistyped.</p>
      <Link to="/shop" className="button">
        Browse the shop
      </Link>
    </div>
  );
}
