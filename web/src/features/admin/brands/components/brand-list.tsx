import { productCountLabel } from '../brand-messages';
import type { BrandRow } from '../api/list-all-brands';

/** The brands, each with how many products use it, Edit and Delete; a row's Delete waits while its request runs. */
export function BrandList({
  brands,
  deletingId,
  onEdit,
  onDelete,
}: {
  brands: readonly BrandRow[];
  deletingId: string | null;
  onEdit: (brand: BrandRow) => void;
  onDelete: (brand: BrandRow) => void;
}) {
  return (
    <ul className="list-rows" aria-label="Brands">
      {brands.map((brand) => (
        <li key={brand.id} className="list-rows__row" data-testid="brand-row">
          <div className="list-rows__main">
            <p className="list-rows__title">{brand.brandName}</p>
            <p className="list-rows__meta">{productCountLabel(brand.productCount)}</p>
          </div>
          <div className="list-rows__actions">
            <button
              type="button"
              className="button button--small button--ghost"
              aria-label={`Edit ${brand.brandName}`}
              onClick={() => onEdit(brand)}
            >
              Edit
            </button>
            <button
              type="button"
              className="button button--small button--danger-ghost"
              aria-label={`Delete ${brand.brandName}`}
              disabled={deletingId === brand.id}
              onClick={() => onDelete(brand)}
            >
              Delete
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
