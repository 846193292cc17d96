import type { Product } from '../../../../../shared/types';
import { ProductCard } from './product-card';
import type { ProductActions } from './use-product-actions';

const EAGER_CARDS = 4;

interface ProductGridProps {
  products: Product[];
  wishlist: readonly string[];
  actions: ProductActions;
  onOpen: (product: Product) => void;
}

/** The cards of the current page. */
export function ProductGrid({ products, wishlist, actions, onOpen }: ProductGridProps) {
  return (
    <ul className="product-grid">
      {products.map((product, index) => (
        <li key={product.product_id}>
          <ProductCard
            product={product}
            saved={wishlist.includes(product.product_id)}
            actions={actions}
            onOpen={onOpen}
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
