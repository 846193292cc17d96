export { showToast } from './toast-store';
export { ToastViewport } from './toast-viewport';
