import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import type { Role } from '@shared/types';
import { ADMIN_ONLY, CUSTOMER_ONLY, RequireRole, SIGNED_IN } from './guards/require-role';
import { Layout } from './layout';
import { PageLoading } from './page-loading';
import { type PageAccess, PAGES, type PageName, REDIRECTS } from './page-table';
import { PAGE_COMPONENTS } from './pages';

const GUARDS: Record<PageAccess, readonly Role[]> = {
  admin: ADMIN_ONLY,
  customer: CUSTOMER_ONLY,
  signedIn: SIGNED_IN,
};

const routesOf = (names: PageName[]) =>
  names.flatMap((name) => {
    const Page = PAGE_COMPONENTS[name];
    return PAGES[name].paths.map((path) => (
      <Route
        key={path}
        path={path}
        element={
          <Suspense fallback={<PageLoading />}>
            <Page />
          </Suspense>
        }
      />
    ));
  });

/** The site's routes (spec 01 §2), from the page table; any unknown path goes home. */
export function AppRoutes() {
  const names = Object.keys(PAGES) as PageName[];
  const open = names.filter((name) => !PAGES[name].access);
  return (
    <Routes>
      <Route element={<Layout />}>
        {routesOf(open)}
        {Object.entries(GUARDS).map(([access, allow]) => (
          <Route key={access} element={<RequireRole allow={allow} />}>
            {routesOf(names.filter((name) => PAGES[name].access === access))}
          </Route>
        ))}
        {Object.entries(REDIRECTS).map(([from, to]) => (
          <Route key={from} path={from} element={<Navigate to={to} replace />} />
        ))}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}
