/** Checkout and the payment provider's webhook. */
export const paymentRoutes = {};
