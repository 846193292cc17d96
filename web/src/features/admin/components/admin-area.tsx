import { Navigate, Route, Routes } from 'react-router-dom';
import { ADMIN_HOME } from './admin-nav';
import {
  BrandsAdminPage,
  DashboardPage,
  InventoryPage,
  OrdersAdminPage,
  ProductsAdminPage,
  PromotionsAdminPage,
  SubscribersAdminPage,
  UsersAdminPage,
} from './admin-screens';
import { AdminShell } from './admin-shell';
import './admin-area.css';
import { withQueries } from '@/lib/with-queries';

/**
 * The admin area (spec 02 §2), loaded on demand in a chunk of its own: the shell and its eight
 * screens. /admin, and any path under it that names no screen, lead to the dashboard.
 */
function AdminAreaContent() {
  return (
    <Routes>
      <Route element={<AdminShell />}>
        <Route index element={<Navigate to={ADMIN_HOME} replace />} />
        <Route path="DashBoard" element={<DashboardPage />} />
        <Route path="products" element={<ProductsAdminPage />} />
        <Route path="orders" element={<OrdersAdminPage />} />
        <Route path="users" element={<UsersAdminPage />} />
        <Route path="brands" element={<BrandsAdminPage />} />
        <Route path="inventory" element={<InventoryPage />} />
        <Route path="promotions" element={<PromotionsAdminPage />} />
        <Route path="Subscribers" element={<SubscribersAdminPage />} />
        <Route path="*" element={<Navigate to={ADMIN_HOME} replace />} />
      </Route>
    </Routes>
  );
}

/** The admin area, under the app's query client. */
export default withQueries(AdminAreaContent);
