import {
  ADMIN_PAGE_SIZES,
  ADMIN_SORT_OPTIONS,
  type AdminListState,
  parseAdminPageSize,
  parseAdminSortKey,
} from '../../shared/product-list-view';

export type ProductsView = 'table' | 'list';

interface ProductsToolbarProps {
  state: AdminListState;
  view: ProductsView;
  onChange: (change: Partial<AdminListState>) => void;
  onView: (view: ProductsView) => void;
}

/** Search, sort key, asc/desc, page size and the table/list switch of the admin product list. */
export function ProductsToolbar({ state, view, onChange, onView }: ProductsToolbarProps) {
  const ascending = state.direction === 'asc';
  return (
    <div className="products-toolbar">
      <div role="search" className="products-toolbar__search">
        <label className="products-toolbar__field">
          <span className="form-field__label">Search products</span>
          <input
            type="search"
            className="form-field__input"
            placeholder="Name, brand, category, ID or tag"
            value={state.search}
            autoComplete="off"
            onChange={(event) => onChange({ search: event.target.value, page: 1 })}
          />
        </label>
      </div>
      <label className="products-toolbar__field">
        <span className="form-field__label">Sort by</span>
        <select
          className="form-field__input form-field__select"
          value={state.sort}
          onChange={(event) => onChange({ sort: parseAdminSortKey(event.target.value), page: 1 })}
        >
          {ADMIN_SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className="button button--ghost button--small products-toolbar__direction"
        aria-label={ascending ? 'Ascending order; switch to descending' : 'Descending order; switch to ascending'}
        onClick={() => onChange({ direction: ascending ? 'desc' : 'asc', page: 1 })}
      >
        <span aria-hidden="true">{ascending ? '↑ Asc' : '↓ Desc'}</span>
      </button>
      <label className="products-toolbar__field">
        <span className="form-field__label">Per page</span>
        <select
          className="form-field__input form-field__select"
          value={state.pageSize}
          onChange={(event) => onChange({ pageSize: parseAdminPageSize(event.target.value), page: 1 })}
        >
          {ADMIN_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <div className="products-toolbar__views" role="group" aria-label="View">
        {(['table', 'list'] as const).map((name) => (
          <button key={name} type="button" className="products-toolbar__view" aria-pressed={view === name} onClick={() => onView(name)}>
            {name === 'table' ? 'Table' : 'List'}
          </button>
        ))}
      </div>
    </div>
  );
}
