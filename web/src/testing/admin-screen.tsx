import { cleanup } from '@testing-library/react';
import { render } from '@/testing/render';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { ToastViewport } from '@/components/toast/toast-viewport';
import { currentToasts, dismissToast } from '@/components/toast/toast-store';
import { clearSession, saveSession } from '@/lib/session';

/** Test set-up of an admin screen: signed in as an admin before each test; unmounted, signed out and without toasts after. */
export function signInAsAdminForEachTest() {
  beforeEach(() => {
    saveSession({ token: 'admin-token', role: 'admin', username: 'root', email: 'root@example.com' }, { remember: false });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    clearSession();
    for (const toast of currentToasts()) dismissToast(toast.id);
  });
}

/** Renders a screen with the toast viewport, so a test can read its toasts. */
export function renderWithToasts(screen: ReactElement) {
  return render(
    <>
      {screen}
      <ToastViewport />
    </>,
  );
}

/** An answer the test releases when it likes, to see the page while a request runs. */
export function deferred() {
  let release!: (response: Response) => void;
  const answer = new Promise<Response>((resolve) => (release = resolve));
  return { answer: () => answer, release };
}
