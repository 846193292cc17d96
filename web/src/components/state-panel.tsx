import type { ReactNode } from 'react';
import './state-panel.css';

/**
 * A page's load-failure or empty state: a title, a line of explanation and one action.
 * Failures are announced at once (alert); empty states politely (status).
 */
export function StatePanel({
  title,
  children,
  action,
  tone = 'info',
}: {
  title: string;
  children: ReactNode;
  action: ReactNode;
  tone?: 'info' | 'error';
}) {
  return (
    <div className={`state-panel state-panel--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <h2>{title}</h2>
      <p>{children}</p>
      {action}
    </div>
  );
}

/** A load failure: its title, the reason, and Try Again. */
export function LoadErrorPanel({ title, children, onRetry }: { title: string; children: ReactNode; onRetry: () => void }) {
  return (
    <StatePanel
      tone="error"
      title={title}
      action={
        <button type="button" className="button" onClick={onRetry}>
          Try Again
        </button>
      }
    >
      {children}
    </StatePanel>
  );
}
