import { lazy } from 'react';

/**
 * Each admin screen is a chunk of its own, fetched the first time the admin opens it, so the
 * dashboard does not carry the product form or the order export.
 */
export const DashboardPage = lazy(() => import('../dashboard/components/dashboard-page').then((m) => ({ default: m.DashboardPage })));
export const ProductsAdminPage = lazy(() =>
  import('../products/components/products-admin-page').then((m) => ({ default: m.ProductsAdminPage })),
);
export const OrdersAdminPage = lazy(() => import('../orders/components/orders-admin-page').then((m) => ({ default: m.OrdersAdminPage })));
export const UsersAdminPage = lazy(() => import('../users/components/users-admin-page').then((m) => ({ default: m.UsersAdminPage })));
export const BrandsAdminPage = lazy(() => import('../brands/components/brands-admin-page').then((m) => ({ default: m.BrandsAdminPage })));
export const InventoryPage = lazy(() => import('../inventory/components/inventory-page').then((m) => ({ default: m.InventoryPage })));
export const PromotionsAdminPage = lazy(() =>
  import('../promotions/components/promotions-admin-page').then((m) => ({ default: m.PromotionsAdminPage })),
);
export const SubscribersAdminPage = lazy(() =>
  import('../subscribers/components/subscribers-admin-page').then((m) => ({ default: m.SubscribersAdminPage })),
);
