/** The admin sidebar's links (spec 02 §2), in the spec's order, with Promotions after the stock; each path is relative to /admin. */
export const ADMIN_NAV = [
  { path: 'DashBoard', label: 'Dashboard' },
  { path: 'products', label: 'Product Management' },
  { path: 'orders', label: 'Order Management' },
  { path: 'users', label: 'User Management' },
  { path: 'brands', label: 'Brand Management' },
  { path: 'inventory', label: 'Inventory Management' },
  { path: 'promotions', label: 'Promotions' },
  { path: 'Subscribers', label: 'Subscribers Management' },
] as const;

/** Where /admin, and any path under it that names no screen, leads. */
export const ADMIN_HOME = '/admin/DashBoard';
