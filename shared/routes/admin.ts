/** The admin area: products, brands, stock, orders, users, stats. */
export const adminRoutes = {};
