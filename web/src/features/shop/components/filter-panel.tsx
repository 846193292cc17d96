import { type CSSProperties, useId } from 'react';
import {
  CATEGORY_OPTIONS,
  type CountedOption,
  RATING_OPTIONS,
  type ShopFilters,
  ratingOptionLabel,
  toggleInList,
} from '@shared/catalog/filters';
import type { PriceRange } from '@shared/catalog/price-range';
import type { ScentFamily } from '@shared/catalog/scent-profile';
import { NotesFilter } from './notes-filter';
import type { ShopChange } from './shop-url-state';
import { PriceRangeFields } from './price-range-fields';

/** Where the catalogue is: the lists and the price bounds come from it. */
export type CatalogueState = 'loading' | 'error' | 'ready';

interface FilterPanelProps {
  catalogue: CatalogueState;
  filters: ShopFilters;
  brands: readonly string[];
  families: readonly CountedOption<ScentFamily>[];
  notes: readonly CountedOption[];
  bounds: PriceRange;
  onChange: (change: ShopChange) => void;
}

/** How many options a long list holds, for the sidebar's layout (filters.css). */
const rows = (count: number) => ({ '--rows': count }) as CSSProperties;

/** The filter groups (spec 01 §2): categories, brands, scent families and notes, the price pair and the minimum rating. */
export function FilterPanel({ catalogue, filters, brands, families, notes, bounds, onChange }: FilterPanelProps) {
  const ratingName = useId();
  return (
    <>
      <fieldset className="filter-group filter-group--pairs">
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
      <fieldset className="filter-group" style={rows(brands.length)}>
        <legend>Brands</legend>
        {catalogue !== 'ready' ? (
          <PendingOptions catalogue={catalogue} what="Brands" />
        ) : brands.length === 0 ? (
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
      <fieldset className="filter-group" style={rows(families.length)}>
        <legend>Scent Family</legend>
        {catalogue !== 'ready' ? (
          <PendingOptions catalogue={catalogue} what="Scent families" />
        ) : families.length === 0 ? (
          <p className="filter-hint">No scent families yet</p>
        ) : (
          <div className="filter-group__scroll">
            {families.map(({ value: family, count }) => (
              <label key={family} className="filter-option">
                <input
                  type="checkbox"
                  checked={filters.families.includes(family)}
                  onChange={() => onChange({ families: toggleInList(filters.families, family) })}
                />
                {family} <span className="filter-count">({count})</span>
              </label>
            ))}
          </div>
        )}
      </fieldset>
      <NotesFilter options={notes} chosen={filters.notes} onChange={(picked) => onChange({ notes: picked })} />
      <PriceRangeFields
        catalogue={catalogue}
        value={filters.priceRange}
        bounds={bounds}
        onChange={(minPrice, maxPrice) => onChange({ minPrice, maxPrice })}
      />
      <fieldset className="filter-group">
        <legend>Minimum rating</legend>
        {RATING_OPTIONS.map((option) => (
          <label key={option} className="filter-option">
            <input type="radio" name={ratingName} checked={filters.minRating === option} onChange={() => onChange({ minRating: option })} />
            {ratingOptionLabel(option)}
          </label>
        ))}
      </fieldset>
    </>
  );
}

/**
 * A list's place while the catalogue it comes from loads (placeholder rows, which the grid's own
 * loading message covers for screen readers) or after it failed (the grid offers the retry).
 */
function PendingOptions({ catalogue, what }: { catalogue: Exclude<CatalogueState, 'ready'>; what: string }) {
  if (catalogue === 'error') return <p className="filter-hint">{what} show here once the products load.</p>;
  return (
    <div className="filter-placeholder" aria-hidden="true" data-testid="filter-placeholder">
      {[0, 1, 2].map((row) => (
        <span key={row} className="filter-placeholder__row shimmer" />
      ))}
    </div>
  );
}
