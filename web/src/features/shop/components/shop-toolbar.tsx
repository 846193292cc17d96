import { useEffect, useRef, useState } from 'react';
import { SORT_OPTIONS, type SortKey, parseSortKey } from '@shared/catalog/sort';
import { useInertUntilHydrated } from '@/lib/use-inert-until-hydrated';
import type { ShopChange } from './shop-url-state';

interface ShopToolbarProps {
  search: string;
  sort: SortKey | undefined;
  onChange: (change: ShopChange) => void;
  filtersId: string;
  filtersOpen: boolean;
  activeFilterCount: number;
  onOpenFilters: () => void;
}

/** The search box (name, brand, category, tags), the sort menu, and the Filters button for small screens. */
export function ShopToolbar(props: ShopToolbarProps) {
  const { search, sort, onChange } = props;
  // The box keeps what is typed and the address follows it, a little later (router updates are
  // transitions). A search value that is not one we sent came from outside (Back, Clear All).
  const [text, setText] = useState(search);
  const sent = useRef<string[]>([]);
  const box = useRef<HTMLInputElement>(null);

  // The shop is drawn at build time (shop.html): words typed before the app took the page over
  // are in the box but not yet in the state, and are searched for.
  useEffect(() => {
    const typed = box.current?.value ?? '';
    if (typed === text) return;
    setText(typed);
    sent.current.push(typed.trim());
    onChange({ search: typed.trim() });
    // Once, as the app hydrates the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    const index = sent.current.indexOf(search);
    if (index === -1) {
      sent.current = [];
      setText(search);
    } else {
      sent.current = sent.current.slice(index + 1);
    }
  }, [search]);

  return (
    <div className="shop-toolbar" role="search">
      <label className="shop-toolbar__search">
        <span className="visually-hidden">Search products</span>
        <input
          ref={box}
          type="search"
          placeholder="Search by name, brand, category or note"
          value={text}
          onChange={(event) => {
            const value = event.target.value;
            setText(value);
            sent.current.push(value.trim());
            onChange({ search: value.trim() });
          }}
        />
      </label>
      <SortMenu sort={sort} onChange={onChange} />
      <button
        type="button"
        className="button button--ghost button--small shop-toolbar__filters"
        aria-expanded={props.filtersOpen}
        aria-controls={props.filtersId}
        onClick={props.onOpenFilters}
      >
        Filters{props.activeFilterCount > 0 ? ` (${props.activeFilterCount})` : ''}
      </button>
    </div>
  );
}

/**
 * The sort menu. Unlike words typed in the search box, a sort chosen on the prerendered shop
 * before the app hydrates it would be lost, so the menu is inert until then. Its own component,
 * so the render that lifts that re-renders nothing else (the search box keeps what was typed).
 */
function SortMenu({ sort, onChange }: Pick<ShopToolbarProps, 'sort' | 'onChange'>) {
  const inert = useInertUntilHydrated();
  return (
    <label className="shop-toolbar__sort" inert={inert}>
      <span>Sort by</span>
      <select value={sort ?? ''} onChange={(event) => onChange({ sort: parseSortKey(event.target.value) })}>
        <option value="">Featured</option>
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
