import { useId, useState } from 'react';
import { type PriceRange, parsePriceInput } from '@shared/catalog/price-range';
import type { CatalogueState } from './filter-panel';

interface PriceRangeFieldsProps {
  catalogue: CatalogueState;
  value: PriceRange;
  bounds: PriceRange;
  onChange: (min: number | undefined, max: number | undefined) => void;
}

/**
 * The price pair (spec 01 §5): whole dollars within the catalogue's bounds; an input that is not
 * a number falls back to its bound. What is typed stays in the box while it has focus (so "1" on
 * the way to "150" is not corrected under the cursor) and is tidied to the applied value on blur.
 */
export function PriceRangeFields({ catalogue, value, bounds, onChange }: PriceRangeFieldsProps) {
  // The bounds are the catalogue's: until it is in, the boxes wait, empty, and no made-up range is shown.
  const ready = catalogue === 'ready';
  const [drafts, setDrafts] = useState<{ min: string | null; max: string | null }>({ min: null, max: null });
  const hintId = useId();

  const edit = (end: 'min' | 'max', text: string) => {
    const next = { ...drafts, [end]: text };
    setDrafts(next);
    const min = parsePriceInput(next.min ?? String(value[0]), 'min', bounds);
    const max = parsePriceInput(next.max ?? String(value[1]), 'max', bounds);
    onChange(min === bounds[0] ? undefined : min, max === bounds[1] ? undefined : max);
  };

  const field = (end: 'min' | 'max', label: string, current: number) => (
    <label className="price-field">
      <span>{label}</span>
      <span className="price-field__box">
        <span aria-hidden="true">$</span>
        <input
          type="number"
          inputMode="numeric"
          step={1}
          min={bounds[0]}
          max={bounds[1]}
          value={ready ? (drafts[end] ?? String(current)) : ''}
          disabled={!ready}
          aria-describedby={hintId}
          onChange={(event) => edit(end, event.target.value)}
          onBlur={() => setDrafts((now) => ({ ...now, [end]: null }))}
        />
      </span>
    </label>
  );

  return (
    <fieldset className="filter-group">
      <legend>Price range</legend>
      <div className="price-fields">
        {field('min', 'Minimum price', value[0])}
        <span className="price-fields__dash" aria-hidden="true">
          –
        </span>
        {field('max', 'Maximum price', value[1])}
      </div>
      {catalogue === 'loading' ? (
        <p id={hintId} className="filter-hint filter-placeholder__row shimmer" aria-hidden="true" data-testid="filter-placeholder" />
      ) : (
        <p id={hintId} className="filter-hint">
          {ready ? `From $${bounds[0]} to $${bounds[1]}` : 'Prices show here once the products load.'}
        </p>
      )}
    </fieldset>
  );
}
