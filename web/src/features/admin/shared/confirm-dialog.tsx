import { useId, useRef } from 'react';
import { useModal } from '@/components/use-modal';
import './confirm-dialog.css';

export interface ConfirmDialogProps {
  /** The question, word for word from the spec where it gives one: 'Are you sure you want to delete this product?'. */
  message: string;
  /** What is affected, shown under the question (a product name, an address). */
  detail?: string;
  confirmLabel?: string;
  /** The button that steps back: 'Cancel' unless that would be confusing ('Keep order' beside 'Cancel order'). */
  cancelLabel?: string;
  /** 'danger' for what cannot be undone (a delete, a refund); 'primary' for a change that can be corrected. */
  tone?: 'danger' | 'primary';
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** Confirmation before a destructive or far-reaching action: a small modal, focus on Cancel, Escape cancels. */
export function ConfirmDialog({
  message,
  detail,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  tone = 'danger',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  useModal(panel, () => !busy && onCancel(), { initialFocus: cancel });
  return (
    <div className="confirm-dialog__backdrop" onClick={() => !busy && onCancel()}>
      <div
        ref={panel}
        className="confirm-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onClick={(event) => event.stopPropagation()}
      >
        <p id={titleId} className="confirm-dialog__message">
          {message}
        </p>
        {detail && <p className="confirm-dialog__detail">{detail}</p>}
        <div className="confirm-dialog__actions">
          <button ref={cancel} type="button" className="button button--ghost" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </button>
          <button
            type="button"
            className={tone === 'danger' ? 'button button--danger' : 'button'}
            onClick={onConfirm}
            disabled={busy}
            aria-busy={busy}
          >
            {busy ? 'Working…' : confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
