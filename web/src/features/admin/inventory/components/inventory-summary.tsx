import { inventorySummary } from '@shared/admin/stock-edit';
import type { StockFilter } from '@shared/catalog/stock-band';

const CARDS: { filter: StockFilter; label: string; key: 'total' | 'good' | 'low' | 'out'; hint: string }[] = [
  { filter: 'all', label: 'Total Products', key: 'total', hint: 'Every product' },
  { filter: 'good', label: 'Good Stock', key: 'good', hint: 'More than 10' },
  { filter: 'low', label: 'Low Stock', key: 'low', hint: '1 to 10 left' },
  { filter: 'out', label: 'Out of Stock', key: 'out', hint: 'None left' },
];

/** The four cards; each also filters the list to its band. */
export function InventorySummary({
  products,
  filter,
  onFilter,
}: {
  products: readonly { stock_quantity?: number | null }[];
  filter: StockFilter;
  onFilter: (filter: StockFilter) => void;
}) {
  const counts = inventorySummary(products);
  return (
    <ul className="inventory-cards" aria-label="Stock summary">
      {CARDS.map((card) => (
        <li key={card.key}>
          <button
            type="button"
            className={`inventory-card inventory-card--${card.key}`}
            aria-pressed={filter === card.filter}
            onClick={() => onFilter(card.filter)}
            data-testid={`summary-${card.key}`}
          >
            <span className="inventory-card__label">{card.label}</span>
            <span className="inventory-card__count">{counts[card.key]}</span>
            <span className="inventory-card__hint">{card.hint}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
