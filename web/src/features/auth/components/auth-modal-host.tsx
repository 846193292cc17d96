import { FORGOT_PASSWORD_PATH } from '@shared/auth/forgot-password-path';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { AUTH_TIMINGS_MS } from '@/lib/auth/auth-timings';
import { showToast } from '@/components/toast';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppEvent } from '@/lib/use-app-event';
import { useSession } from '@/lib/use-session';

// The modal's code is fetched the first time someone asks for it, never on the first load.
const AuthModal = lazy(() => import('./auth-modal'));

type AskedView = 'login' | 'register' | 'forgot';

interface Request {
  view: AskedView;
  id: number;
  returnFocus: HTMLElement | null;
  /** Opened because the URL asked (/login, /register, /forgot-password, ?showLogin=true): leaving that URL closes it. */
  byUrl: boolean;
}

export const WELCOME_TOAST = 'Welcome to Maison! Your email address is verified.';

/** The view the URL asks for (spec 01 §2): /login, /register, or ?showLogin=true; /forgot-password, which emails link to. */
export function viewAskedByUrl(pathname: string, search: string): AskedView | null {
  if (pathname === '/login') return 'login';
  if (pathname === '/register') return 'register';
  if (pathname === FORGOT_PASSWORD_PATH) return 'forgot';
  return new URLSearchParams(search).get('showLogin') === 'true' ? 'login' : null;
}

function withoutParam(search: string, name: string): string {
  const params = new URLSearchParams(search);
  params.delete(name);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The address without the sign-in request: /login, /register and /forgot-password lead home, ?showLogin goes. */
function leaveAuthUrl(pathname: string, search: string, hash: string) {
  const onAuthPath = pathname === '/login' || pathname === '/register' || pathname === FORGOT_PASSWORD_PATH;
  return { pathname: onAuthPath ? '/' : pathname, search: withoutParam(search, 'showLogin'), hash: onAuthPath ? '' : hash };
}

/**
 * Mounted once in the layout: opens the auth modal on `open-login` / `open-register` and when
 * the URL asks for it, and shows the welcome toast for ?verified=true. Closing the modal that a
 * URL opened leaves that URL (to home, or without ?showLogin), so a reload does not reopen it.
 * A visitor who is signed in already is offered no second sign-in: the URL's request is dropped.
 */
export function AuthModalHost() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const [request, setRequest] = useState<Request | null>(null);

  const open = (view: AskedView, byUrl: boolean) => {
    const focused = focusedElement();
    setRequest((now) => ({
      view,
      id: (now?.id ?? 0) + 1,
      returnFocus: now ? now.returnFocus : focused,
      byUrl: now ? now.byUrl || byUrl : byUrl,
    }));
  };
  useAppEvent('open-login', () => open('login', false));
  useAppEvent('open-register', () => open('register', false));

  const asked = viewAskedByUrl(pathname, search);
  const signedIn = useSession() !== null;
  const modalOpen = useRef(false);
  modalOpen.current = request !== null;
  useEffect(() => {
    // Signing in inside a modal the URL opened ends with that modal's close, which leaves the URL.
    if (asked && signedIn && !modalOpen.current) void navigate(leaveAuthUrl(pathname, search, hash), { replace: true });
    else if (asked && !signedIn) open(asked, true);
    else if (!asked) setRequest((now) => (now?.byUrl ? null : now));
    // Only when the URL's request or the session changes: the address it leaves is read as it is then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asked, signedIn]);

  const close = () => {
    setRequest(null);
    if (asked) void navigate(leaveAuthUrl(pathname, search, hash), { replace: true });
  };

  useWelcomeToast();

  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <AuthModal view={request.view} requestId={request.id} returnFocus={request.returnFocus} onClose={close} />
    </Suspense>
  );
}

/**
 * ?verified=true: a welcome toast for 5 s (spec 01 §2). The query leaves the address at once, so
 * a reload while the toast shows does not welcome the customer a second time.
 */
function useWelcomeToast(): void {
  const { pathname, search, hash, key } = useLocation();
  const navigate = useNavigate();
  const welcomed = useRef<string | null>(null);
  const verified = new URLSearchParams(search).get('verified') === 'true';
  useEffect(() => {
    if (!verified) return;
    // Once per visit of the address, however often the effect runs.
    if (welcomed.current !== key) {
      welcomed.current = key;
      showToast(WELCOME_TOAST, { tone: 'success', durationMs: AUTH_TIMINGS_MS.welcomeToast });
    }
    void navigate({ pathname, search: withoutParam(search, 'verified'), hash }, { replace: true });
  }, [verified, key, pathname, search, hash, navigate]);
}

function focusedElement(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}
