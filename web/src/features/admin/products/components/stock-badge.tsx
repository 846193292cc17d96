import { STOCK_BAND_LABELS, stockBand } from '@shared/catalog/stock-band';

/** A product's stock figure with its band's label and colour (0 out, 1–10 low, above 10 good). */
export function StockBadge({ stock }: { stock: number }) {
  const band = stockBand(stock);
  return (
    <span className={`stock-badge stock-badge--${band}`}>
      <span className="stock-badge__count">{Number.isFinite(stock) ? stock : 0}</span> {STOCK_BAND_LABELS[band]}
    </span>
  );
}
