import { useId, useState } from 'react';
import { parseStockInput } from '@shared/admin/stock-edit';
import { counted } from '@shared/format/count';
import type { Product } from '@shared/types';
import { AdminDialog } from '../../shared/admin-dialog';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import { StockBadge } from '../../products/components/stock-badge';
import { useBulkStock } from './use-bulk-stock';

/**
 * Set several products' stock at once: a box per product (blank leaves it as it is), progress and
 * a result per row; "Apply to all" sets every product listed to one figure, after a confirmation
 * that says how many products it changes.
 */
export function BulkStockDialog({
  products,
  onClose,
  onSaved,
}: {
  products: Product[];
  onClose: () => void;
  onSaved: (product: Product) => void;
}) {
  const id = useId();
  const [all, setAllText] = useState('');
  const [allError, setAllError] = useState('');
  const [asking, setAsking] = useState<{ value: number; changing: number } | null>(null);
  const bulk = useBulkStock(products, onSaved);
  const { progress } = bulk;

  const askApplyToAll = () => {
    const parsed = parseStockInput(all);
    if (!parsed.ok) return setAllError(parsed.error);
    const changing = products.filter((product) => product.stock_quantity !== parsed.value).length;
    if (changing === 0) return setAllError(`Every product listed already has ${parsed.value} in stock.`);
    setAllError('');
    setAsking({ value: parsed.value, changing });
  };

  return (
    <AdminDialog
      title="Bulk Stock Update"
      wide
      busy={bulk.running}
      covered={asking !== null}
      onClose={onClose}
      footer={
        bulk.finished ? (
          <button type="button" className="button button--small" onClick={onClose}>
            Done
          </button>
        ) : (
          <>
            <button type="button" className="button button--ghost button--small" onClick={onClose} disabled={bulk.running}>
              Cancel
            </button>
            <button
              type="button"
              className="button button--small"
              onClick={() => void bulk.run()}
              disabled={bulk.running}
              aria-busy={bulk.running}
            >
              {bulk.running ? 'Updating…' : 'Update stock'}
            </button>
          </>
        )
      }
    >
      <p className="bulk-stock__intro">Type the new stock beside each product to change. A blank box leaves that product as it is.</p>
      <div className="bulk-stock__all">
        <label htmlFor={`${id}-all`} className="form-field__label">
          Set every box to
        </label>
        <input
          id={`${id}-all`}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          className="form-field__input"
          value={all}
          disabled={bulk.running || bulk.finished}
          aria-invalid={allError ? true : undefined}
          aria-describedby={allError ? `${id}-all-error` : undefined}
          onChange={(event) => {
            setAllText(event.target.value);
            setAllError('');
          }}
        />
        <button
          type="button"
          className="button button--ghost button--small"
          disabled={bulk.running || bulk.finished}
          onClick={askApplyToAll}
        >
          Apply to all
        </button>
        {allError && (
          <p id={`${id}-all-error`} className="form-field__error bulk-stock__all-error" role="alert">
            {allError}
          </p>
        )}
      </div>
      {bulk.message && (
        <p className="form-message" role="alert">
          {bulk.message}
        </p>
      )}
      <div aria-live="polite" className="bulk-stock__progress">
        {progress && (
          <>
            <progress max={progress.total} value={progress.done} aria-label="Stock update progress" />
            <span>
              {bulk.finished
                ? `Updated ${bulk.succeeded} of ${progress.total} products`
                : `Updating ${progress.done} of ${progress.total}…`}
            </span>
          </>
        )}
      </div>
      <ul className="bulk-stock__rows">
        {products.map((product) => {
          const inputId = `${id}-${product.product_id}`;
          const error = bulk.errors[product.product_id];
          const result = bulk.results[product.product_id];
          return (
            <li key={product.product_id} className="bulk-stock__row" data-testid="bulk-stock-row">
              <label htmlFor={inputId} className="bulk-stock__name">
                {product.name} <span className="bulk-stock__id">{product.product_id}</span>
              </label>
              <StockBadge stock={product.stock_quantity} />
              <input
                id={inputId}
                type="number"
                min={0}
                step={1}
                inputMode="numeric"
                className="form-field__input bulk-stock__input"
                placeholder={String(product.stock_quantity ?? 0)}
                value={bulk.typed[product.product_id] ?? ''}
                disabled={bulk.running || bulk.finished}
                aria-invalid={error ? true : undefined}
                aria-describedby={error || result ? `${inputId}-note` : undefined}
                onChange={(event) => bulk.type(product.product_id, event.target.value)}
              />
              {(error || result) && (
                <p id={`${inputId}-note`} className={`bulk-stock__note${error || (result && !result.ok) ? ' is-bad' : ' is-ok'}`}>
                  {error ?? (result?.ok ? 'Updated' : result?.message)}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      {asking && (
        <ConfirmDialog
          message={`Set the stock of ${counted(asking.changing, 'product')} to ${asking.value}?`}
          detail={
            asking.changing === products.length
              ? 'Every product listed is saved with this stock at once.'
              : `${counted(products.length - asking.changing, 'product')} already at ${asking.value} stay as they are; the others are saved at once.`
          }
          confirmLabel={`Update ${counted(asking.changing, 'product')}`}
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            const { value } = asking;
            setAsking(null);
            void bulk.applyToAll(value);
          }}
        />
      )}
    </AdminDialog>
  );
}
