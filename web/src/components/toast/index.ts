export { type Toast, type ToastOptions, type ToastTone, dismissToast, showToast } from './toast-store';
export { ToastViewport } from './toast-viewport';
