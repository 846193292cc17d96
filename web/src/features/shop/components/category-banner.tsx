import { SHOP_MESSAGES } from '@/lib/catalog/shop-messages';

/** Says which category a `?category=` link preselected, with the way back to everything. */
export function CategoryBanner({ category, onViewAll }: { category: string; onViewAll: () => void }) {
  return (
    <div className="category-banner">
      <p>
        {SHOP_MESSAGES.categoryBanner} <strong>{category}</strong>
      </p>
      <button type="button" className="button button--ghost button--small" onClick={onViewAll}>
        {SHOP_MESSAGES.viewAllCategories}
      </button>
    </div>
  );
}
