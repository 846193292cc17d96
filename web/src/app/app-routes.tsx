import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Layout } from './layout';
import { PageLoading } from './page-loading';
import { AboutPage, AdminArea, HomePage, ShopPage } from './pages';

/** The site's routes (spec 01 §2); any unknown path goes home. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<Page of={HomePage} />} />
        <Route path="login" element={<Page of={HomePage} />} />
        <Route path="register" element={<Page of={HomePage} />} />
        <Route path="about" element={<Page of={AboutPage} />} />
        <Route path="shop" element={<Page of={ShopPage} />} />
        <Route path="products" element={<Navigate to="/shop" replace />} />
        <Route path="admin/*" element={<Page of={AdminArea} />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}

function Page({ of: Component }: { of: React.ComponentType }) {
  return (
    <Suspense fallback={<PageLoading />}>
      <Component />
    </Suspense>
  );
}
