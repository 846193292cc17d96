import { useSyncExternalStore } from 'react';
import { useAppEvent } from '@/lib/use-app-event';
import { currentToasts, showToast, subscribeToToasts } from './toast-store';
import './toast.css';

/**
 * Where toasts appear, mounted once in the layout. Each toast is its own live region: a success
 * is polite (role=status), a failure interrupts (role=alert). Also shows the toasts other
 * features ask for with the `toast` window event.
 */
export function ToastViewport() {
  const toasts = useSyncExternalStore(subscribeToToasts, currentToasts, currentToasts);
  useAppEvent('toast', (detail) => {
    if (detail?.message) showToast(detail.message, { tone: detail.tone, durationMs: detail.durationMs });
  });
  return (
    <div className="toast-viewport">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.tone}`} role={toast.tone === 'error' ? 'alert' : 'status'} aria-atomic="true">
          <span className="toast__mark" aria-hidden="true">
            {toast.tone === 'error' ? '!' : '✓'}
          </span>
          <p className="toast__message">{toast.message}</p>
        </div>
      ))}
    </div>
  );
}
