import { useOpenAuth } from '@/lib/use-open-auth';

/** Login and Sign Up, which open the auth modal on its login or register view. */
export function GuestActions({ className }: { className: string }) {
  const openAuth = useOpenAuth();
  return (
    <div className={className}>
      <button type="button" className="button button--ghost button--small" onClick={() => openAuth('login')}>
        Login
      </button>
      <button type="button" className="button button--small" onClick={() => openAuth('register')}>
        Sign Up
      </button>
    </div>
  );
}
