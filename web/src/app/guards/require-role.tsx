import { type ReactNode, Suspense, lazy } from 'react';
import { guardDecision } from '@/lib/auth/role-access';
import type { Role } from '@shared/types';
import { Navigate, Outlet } from 'react-router-dom';
import { useSession } from '@/lib/use-session';
import { PageLoading } from '../page-loading';

// Rarely seen, so it stays out of the first load.
const AccessDenied = lazy(() => import('./access-denied').then((m) => ({ default: m.AccessDenied })));

/** Roles of the customer routes /orders, /cart and /wishlist (spec 01 §6). */
export const CUSTOMER_ONLY: readonly Role[] = ['user'];
/** Roles of every /admin route (spec 02 §6). */
export const ADMIN_ONLY: readonly Role[] = ['admin'];
/** Anyone signed in, whatever the role (the profile page). */
export const SIGNED_IN: readonly Role[] = ['user', 'admin'];

/**
 * The route guard (spec 01 §6, spec 02 §2): reads only the stored token and role. No token sends
 * the visitor to /; a role not in `allow` sees Access Denied; otherwise the page (the children,
 * or the nested routes). The server checks every call on its own.
 */
export function RequireRole({ allow, children }: { allow: readonly Role[]; children?: ReactNode }) {
  const session = useSession();
  const decision = guardDecision(session?.token, session?.role, allow);
  if (decision === 'redirect-home') return <Navigate to="/" replace />;
  if (decision === 'access-denied') {
    return (
      <Suspense fallback={<PageLoading />}>
        <AccessDenied role={session?.role} />
      </Suspense>
    );
  }
  return children ?? <Outlet />;
}
