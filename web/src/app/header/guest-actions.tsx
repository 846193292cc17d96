import { useOpenAuth } from '../../lib/use-open-auth';

/** Login and Sign Up, which open the auth modal on its login or register view. */
export function GuestActions({ className, onChoose }: { className: string; onChoose?: () => void }) {
  const openAuth = useOpenAuth();
  const open = (view: 'login' | 'register') => {
    onChoose?.();
    openAuth(view);
  };
  return (
    <div className={className}>
      <button type="button" className="button button--ghost button--small" onClick={() => open('login')}>
        Login
      </button>
      <button type="button" className="button button--small" onClick={() => open('register')}>
        Sign Up
      </button>
    </div>
  );
}
