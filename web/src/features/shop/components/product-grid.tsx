import type { Product } from '@shared/types';
import { CardSkeletons } from '@/components/card-skeletons';
import { EAGER_CARDS } from '@/lib/catalog/early-catalogue';
import { ProductCard } from './product-card';
import type { ProductActions } from './use-product-actions';

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
  return <CardSkeletons count={count} label="Loading products…" gridClassName="product-grid" />;
}
