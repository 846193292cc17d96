import { useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { productPath } from '@shared/catalog/product-page';
import { POPUP_TAG_LIMIT } from '@/lib/catalog/tags';
import type { Product } from '@shared/types';
import { CloseIcon } from '@/components/icons';
import { useModal } from '@/components/use-modal';
import { ProductDetails, ProductMedia } from './product-details';
import type { ProductActions } from './use-product-actions';
import './product-dialog.css';

interface ProductDialogProps {
  product: Product;
  /** The scents that smell like it, from the catalogue (shared/catalog/product-page.ts `similarOf`). */
  similar: readonly Product[];
  saved: boolean;
  actions: ProductActions;
  onClose: () => void;
}

/**
 * The product popup (spec 01 §2), loaded on first use: the product's details (product-details.tsx)
 * with up to 4 tags, a link to its own page, and the scents that smell like it, each a link to its page. A guest's add, notify or wishlist press closes
 * it, so the login opens over the shop.
 */
export default function ProductDialog({ product, similar, saved, actions, onClose }: ProductDialogProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const similarId = useId();
  useModal(dialog, onClose);

  return (
    <div
      className="dialog-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div ref={dialog} className="product-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <button type="button" className="icon-button product-dialog__close" aria-label="Close" onClick={onClose}>
          <CloseIcon />
        </button>
        <ProductMedia product={product} className="product-dialog__media" size={320} />
        <div className="product-dialog__body">
          <ProductDetails
            product={product}
            saved={saved}
            actions={actions}
            titleAs="h2"
            titleId={titleId}
            tagLimit={POPUP_TAG_LIMIT}
            onGuestAction={onClose}
          >
            <Link to={productPath(product.product_id)} className="product-dialog__full">
              View full details
            </Link>
          </ProductDetails>
          {similar.length > 0 && (
            <section className="product-dialog__similar" aria-labelledby={similarId}>
              <h3 id={similarId}>Similar scents</h3>
              <ul>
                {similar.map((other) => (
                  <li key={other.product_id}>
                    <Link to={productPath(other.product_id)}>{other.name}</Link>{' '}
                    <span className="product-dialog__similar-brand">{other.brand}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </div>
    </div>
  );
}
