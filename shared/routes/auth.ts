/** Sign-in, registration, email verification and password reset. */
export const authRoutes = {};
