/** The signed-in customer's cart, wishlist and orders. */
export const customerRoutes = {};
