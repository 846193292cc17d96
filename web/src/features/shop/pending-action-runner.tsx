import { useAppEvent } from '@/lib/use-app-event';

/**
 * Mounted once in the layout: on `login-success`, runs the guest's pending action
 * (run-after-login.ts). That code arrives with the login, not with the first page.
 */
export function PendingActionRunner() {
  useAppEvent('login-success', () => {
    void import('./run-after-login').then(({ runAfterLogin }) => runAfterLogin());
  });
  return null;
}
