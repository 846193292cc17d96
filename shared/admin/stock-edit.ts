import { type StockBand, stockBand } from '../catalog/stock-band';

/** The inventory's texts (spec 02 §5). */
const STOCK_MESSAGES = {
  invalid: 'Please enter a valid stock quantity',
} as const;

/** An admin's stock write refused because sales (or another admin) moved the stock since it was loaded. */
export function stockChangedMessage(now: number): string {
  return `Stock changed since you loaded this product: now ${now}. Check the figure and save again.`;
}

/** The stock now, from the body of a STOCK_CHANGED refusal; undefined for any other answer. */
export function currentStockOf(body: unknown): number | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { code, currentStock } = body as { code?: unknown; currentStock?: unknown };
  return code === 'STOCK_CHANGED' && Number.isInteger(currentStock) ? (currentStock as number) : undefined;
}

/** The same refusal for a row of a re-uploaded product sheet. */
export function sheetStockChangedReason(now: number): string {
  return `stock changed since this sheet was downloaded: now ${now}`;
}

/** A row of a sheet without the expected_stock_quantity column that would change an existing product's stock. */
export function sheetStockUnknownReason(now: number): string {
  return `stock is now ${now}; this sheet does not say which stock it was downloaded with, so download the products again to change it`;
}

/** The highest stock the server takes for one product. */
const MAX_STOCK = 1_000_000;

/**
 * Reads a typed stock figure (spec 02 §5): it must be a non-empty whole number, 0 or more.
 * Gives the number, or the spec's message.
 */
export function parseStockInput(text: string | number | null | undefined): { ok: true; value: number } | { ok: false; error: string } {
  const raw = String(text ?? '').trim();
  const value = Number(raw);
  if (!raw || !/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value > MAX_STOCK) return { ok: false, error: STOCK_MESSAGES.invalid };
  return { ok: true, value };
}

/** The inventory's four cards: every product, and how many sit in each stock band. */
export function inventorySummary(products: readonly { stock_quantity?: number | null }[]): { total: number } & Record<StockBand, number> {
  const counts = { total: products.length, good: 0, low: 0, out: 0 };
  for (const product of products) counts[stockBand(product.stock_quantity)] += 1;
  return counts;
}

/** One product's new stock in a bulk update: what was typed beside it, checked. */
export interface StockChange {
  product_id: string;
  stock_quantity: number;
}

/**
 * The bulk update's plan from what was typed per product: a blank box leaves that product out,
 * an unchanged figure too; a bad figure is an error for that product and nothing is sent.
 */
export function planStockChanges(
  current: readonly { product_id: string; stock_quantity: number }[],
  typed: Readonly<Record<string, string>>,
): { changes: StockChange[]; errors: Record<string, string> } {
  const changes: StockChange[] = [];
  const errors: Record<string, string> = {};
  for (const product of current) {
    const text = typed[product.product_id];
    if (text === undefined || text.trim() === '') continue;
    const parsed = parseStockInput(text);
    if (!parsed.ok) errors[product.product_id] = parsed.error;
    else if (parsed.value !== product.stock_quantity) changes.push({ product_id: product.product_id, stock_quantity: parsed.value });
  }
  return { changes, errors };
}
