import type { Product } from '../../../../../shared/types';
import { ProductCard } from './product-card';

const EAGER_CARDS = 4;

/** The cards of the current page. */
export function ProductGrid(props: { products: Product[]; signedIn: boolean; onAddToCart: (product: Product) => void }) {
  return (
    <ul className="product-grid">
      {props.products.map((product, index) => (
        <li key={product.product_id}>
          <ProductCard
            product={product}
            signedIn={props.signedIn}
            onAddToCart={props.onAddToCart}
            eager={index < EAGER_CARDS}
          />
        </li>
      ))}
    </ul>
  );
}

/** Placeholder cards while the catalogue loads. */
export function ProductGridSkeleton({ count = 12 }: { count?: number }) {
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">Loading products…</span>
      <ul className="product-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="product-skeleton">
            <div className="product-skeleton__media shimmer" />
            <div className="product-skeleton__line shimmer" />
            <div className="product-skeleton__line product-skeleton__line--short shimmer" />
            <div className="product-skeleton__line product-skeleton__line--price shimmer" />
          </li>
        ))}
      </ul>
    </div>
  );
}
