import type { Product } from '@shared/types';

export interface RowActions {
  onView: (product: Product) => void;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
}

/** View, Edit and Delete for one product, each named for it ("Edit Rose Noir"). */
export function ProductRowActions({ product, onView, onEdit, onDelete }: RowActions & { product: Product }) {
  return (
    <div className="product-actions">
      <button
        type="button"
        className="button button--ghost button--small"
        aria-label={`View ${product.name}`}
        onClick={() => onView(product)}
      >
        View
      </button>
      <button
        type="button"
        className="button button--ghost button--small"
        aria-label={`Edit ${product.name}`}
        onClick={() => onEdit(product)}
      >
        Edit
      </button>
      <button
        type="button"
        className="button button--small button--danger-ghost"
        aria-label={`Delete ${product.name}`}
        onClick={() => onDelete(product)}
      >
        Delete
      </button>
    </div>
  );
}
