import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ADMIN_ONLY, CUSTOMER_ONLY, RequireRole, SIGNED_IN } from './guards/require-role';
import { Layout } from './layout';
import { PageLoading } from './page-loading';
import {
  AboutPage,
  AdminArea,
  AlertsUnsubscribePage,
  CartPage,
  HomePage,
  OrderConfirmationPage,
  OrdersPage,
  PrivacyPage,
  ProductPage,
  ProfilePage,
  ResetPasswordPage,
  ScentFinderPage,
  ShopPage,
  TermsPage,
  VerifyEmailPage,
  WishlistPage,
} from './pages';

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
        <Route path="scent-finder" element={<Page of={ScentFinderPage} />} />
        <Route path="products" element={<Navigate to="/shop" replace />} />
        <Route path="products/:productId" element={<Page of={ProductPage} />} />
        <Route element={<RequireRole allow={ADMIN_ONLY} />}>
          <Route path="admin/*" element={<Page of={AdminArea} />} />
        </Route>
        <Route element={<RequireRole allow={CUSTOMER_ONLY} />}>
          <Route path="orders" element={<Page of={OrdersPage} />} />
          <Route path="cart" element={<Page of={CartPage} />} />
          <Route path="wishlist" element={<Page of={WishlistPage} />} />
        </Route>
        <Route element={<RequireRole allow={SIGNED_IN} />}>
          <Route path="profile" element={<Page of={ProfilePage} />} />
        </Route>
        <Route path="order-confirmation/:orderId?" element={<Page of={OrderConfirmationPage} />} />
        <Route path="terms" element={<Page of={TermsPage} />} />
        <Route path="privacy" element={<Page of={PrivacyPage} />} />
        <Route path="verify-email" element={<Page of={VerifyEmailPage} />} />
        <Route path="reset-password" element={<Page of={ResetPasswordPage} />} />
        <Route path="alerts/unsubscribe" element={<Page of={AlertsUnsubscribePage} />} />
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
