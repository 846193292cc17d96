import { type ReactNode, useId, useRef } from 'react';
import { useModal } from '@/components/use-modal';
import './admin-dialog.css';

export interface AdminDialogProps {
  /** The heading; text, or text in a link (a product's name leading to its page). */
  title: ReactNode;
  /** While true, Escape, the backdrop and Close do nothing (a save is under way). */
  busy?: boolean;
  wide?: boolean;
  /** While true a confirmation opened over this dialog holds the keyboard (Escape, Tab). */
  covered?: boolean;
  onClose(): void;
  children: ReactNode;
  /** The actions row, kept in view under a long body. */
  footer?: ReactNode;
}

/** An admin modal: a titled panel with a Close button; focus stays inside, Escape closes, the page behind stays still. */
export function AdminDialog({ title, busy = false, wide = false, covered = false, onClose, children, footer }: AdminDialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const close = () => !busy && onClose();
  useModal(panel, close, { active: !covered });
  return (
    <div className="admin-dialog__backdrop" onMouseDown={(event) => event.target === event.currentTarget && close()}>
      <div
        ref={panel}
        className={`admin-dialog${wide ? ' admin-dialog--wide' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <header className="admin-dialog__head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="icon-button admin-dialog__close" onClick={close} disabled={busy}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">Close</span>
          </button>
        </header>
        <div className="admin-dialog__body">{children}</div>
        {footer && <footer className="admin-dialog__foot">{footer}</footer>}
      </div>
    </div>
  );
}
