import { useState } from 'react';
import { currentStockOf, planStockChanges } from '@shared/admin/stock-edit';
import type { Product } from '@shared/types';
import { ApiError, errorMessage } from '@/lib/api-client';
import { updateProductQty } from '../api/update-product-qty';

export type RowResult = { ok: true } | { ok: false; message: string };

/**
 * The bulk stock update: what was typed per product, checked all together, then sent one
 * product at a time (each a small write the server checks), with progress and a result per row.
 */
export function useBulkStock(products: readonly Product[], onSaved: (product: Product) => void) {
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [results, setResults] = useState<Record<string, RowResult>>({});
  const running = progress !== null && progress.done < progress.total;
  const finished = progress !== null && progress.done === progress.total;

  const type = (productId: string, value: string) => {
    setTyped((now) => ({ ...now, [productId]: value }));
    setErrors((now) => {
      if (!(productId in now)) return now;
      const next = { ...now };
      delete next[productId];
      return next;
    });
  };

  /** Every box set to one figure, and that update run at once (the dialog has asked first). */
  const applyToAll = (value: number) => {
    const all = Object.fromEntries(products.map((product) => [product.product_id, String(value)]));
    setTyped(all);
    return run(all);
  };

  const run = async (figures: Readonly<Record<string, string>> = typed) => {
    setMessage('');
    const plan = planStockChanges(products, figures);
    setErrors(plan.errors);
    if (Object.keys(plan.errors).length > 0) return setMessage('Fix the highlighted stock figures first.');
    if (plan.changes.length === 0) return setMessage('Enter a new stock figure for at least one product.');
    setResults({});
    setProgress({ done: 0, total: plan.changes.length });
    for (const [index, change] of plan.changes.entries()) {
      const product = products.find((p) => p.product_id === change.product_id)!;
      let result: RowResult;
      try {
        const saved = await updateProductQty(product, change.stock_quantity);
        onSaved({ ...product, ...saved, stock_quantity: saved?.stock_quantity ?? change.stock_quantity });
        result = { ok: true };
      } catch (error) {
        const now = error instanceof ApiError ? currentStockOf(error.body) : undefined;
        if (now !== undefined) onSaved({ ...product, stock_quantity: now });
        result = { ok: false, message: errorMessage(error, 'Failed to update stock. Please try again.') };
      }
      setResults((now) => ({ ...now, [change.product_id]: result }));
      setProgress({ done: index + 1, total: plan.changes.length });
    }
  };

  const succeeded = Object.values(results).filter((result) => result.ok).length;
  return { typed, errors, message, progress, results, running, finished, succeeded, type, applyToAll, run };
}
