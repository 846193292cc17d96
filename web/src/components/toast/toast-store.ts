import { TOAST_LIFETIME_MS } from '@/lib/catalog/shop-messages';

type ToastTone = 'success' | 'error';

export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
}

/**
 * The toasts on screen, oldest first. A plain module store rather than React state, so any code
 * (an event handler, the pending-action runner) can raise one without a provider.
 */
let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

export interface ToastOptions {
  tone?: ToastTone;
  durationMs?: number;
}

/**
 * Shows a toast for 3 seconds (spec 01 §9); each leaves on its own timer, so the oldest goes first.
 * `durationMs` is for the few longer ones (the 5-second welcome after verification).
 */
export function showToast(message: string, { tone = 'success', durationMs = TOAST_LIFETIME_MS }: ToastOptions = {}): void {
  const id = nextId++;
  publish([...toasts, { id, message, tone }]);
  setTimeout(() => dismissToast(id), durationMs);
}

export function dismissToast(id: number): void {
  if (toasts.some((toast) => toast.id === id)) publish(toasts.filter((toast) => toast.id !== id));
}

export function currentToasts(): readonly Toast[] {
  return toasts;
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
