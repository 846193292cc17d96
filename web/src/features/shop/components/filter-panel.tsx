import { useId } from 'react';
import { CATEGORY_OPTIONS, RATING_OPTIONS, type ShopFilters, ratingOptionLabel, toggleInList } from '../../../../../shared/catalog/filters';
import type { PriceRange } from '../../../../../shared/catalog/price-range';
import type { ShopChange } from './shop-url-state';
import { PriceRangeFields } from './price-range-fields';

interface FilterPanelProps {
  filters: ShopFilters;
  brands: readonly string[];
  bounds: PriceRange;
  onChange: (change: ShopChange) => void;
}

/** The filter groups (spec 01 §2): categories, brands, the price pair and the minimum rating. */
export function FilterPanel({ filters, brands, bounds, onChange }: FilterPanelProps) {
  const ratingName = useId();
  return (
    <>
      <fieldset className="filter-group">
        <legend>Categories</legend>
        {CATEGORY_OPTIONS.map((category) => (
          <label key={category} className="filter-option">
            <input
              type="checkbox"
              checked={filters.categories.includes(category)}
              onChange={() => onChange({ categories: toggleInList(filters.categories, category) })}
            />
            {category}
          </label>
        ))}
      </fieldset>
      <fieldset className="filter-group">
        <legend>Brands</legend>
        {brands.length === 0 ? (
          <p className="filter-hint">No brands yet</p>
        ) : (
          <div className="filter-group__scroll">
            {brands.map((brand) => (
              <label key={brand} className="filter-option">
                <input
                  type="checkbox"
                  checked={filters.brands.includes(brand)}
                  onChange={() => onChange({ brands: toggleInList(filters.brands, brand) })}
                />
                {brand}
              </label>
            ))}
          </div>
        )}
      </fieldset>
      <PriceRangeFields
        value={filters.priceRange}
        bounds={bounds}
        onChange={(minPrice, maxPrice) => onChange({ minPrice, maxPrice })}
      />
      <fieldset className="filter-group">
        <legend>Minimum rating</legend>
        {RATING_OPTIONS.map((option) => (
          <label key={option} className="filter-option">
            <input
              type="radio"
              name={ratingName}
              checked={filters.minRating === option}
              onChange={() => onChange({ minRating: option })}
            />
            {ratingOptionLabel(option)}
          </label>
        ))}
      </fieldset>
    </>
  );
}
