import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { currentStockOf, parseStockInput } from '@shared/admin/stock-edit';
import type { Product } from '@shared/types';
import { ApiError, errorMessage } from '@/lib/api-client';
import { updateProductQty } from '../api/update-product-qty';

/**
 * One product's stock, edited in its row: Edit opens a number box (Enter saves, Escape cancels);
 * the figure is checked before it is sent, and the saved product comes back to the list.
 */
export function StockEditor({ product, onSaved }: { product: Product; onSaved: (product: Product) => void }) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);

  const open = () => {
    setText(String(product.stock_quantity ?? 0));
    setError('');
    setEditing(true);
  };
  const cancel = () => {
    setEditing(false);
    setError('');
    requestAnimationFrame(() => editButton.current?.focus());
  };
  const save = async () => {
    const parsed = parseStockInput(text);
    if (!parsed.ok) return setError(parsed.error);
    setSaving(true);
    setError('');
    try {
      const saved = await updateProductQty(product, parsed.value);
      setEditing(false);
      onSaved({ ...product, ...saved, stock_quantity: saved?.stock_quantity ?? parsed.value });
      requestAnimationFrame(() => editButton.current?.focus());
    } catch (failure) {
      // Sold (or restocked) since the list was loaded: the row shows the stock now, and a new save starts from it.
      const now = failure instanceof ApiError ? currentStockOf(failure.body) : undefined;
      if (now !== undefined) onSaved({ ...product, stock_quantity: now });
      setError(errorMessage(failure, 'Failed to update stock. Please try again.'));
    } finally {
      setSaving(false);
    }
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      cancel();
    }
  };

  if (!editing) {
    return (
      <button
        ref={editButton}
        type="button"
        className="button button--ghost button--small"
        aria-label={`Edit stock of ${product.name}`}
        onClick={open}
      >
        Edit stock
      </button>
    );
  }
  return (
    <div className="stock-editor">
      <label htmlFor={id} className="visually-hidden">
        New stock for {product.name}
      </label>
      <input
        id={id}
        type="number"
        min={0}
        step={1}
        inputMode="numeric"
        className="form-field__input stock-editor__input"
        value={text}
        autoFocus
        disabled={saving}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setError('');
        }}
        onKeyDown={onKey}
      />
      <button type="button" className="button button--small" onClick={() => void save()} disabled={saving} aria-busy={saving}>
        {saving ? 'Saving…' : 'Save'}
      </button>
      <button type="button" className="button button--ghost button--small" onClick={cancel} disabled={saving}>
        Cancel
      </button>
      {error && (
        <p id={`${id}-error`} className="form-field__error stock-editor__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
