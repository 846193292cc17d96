/** Newsletter subscribers. */
export const newsletterRoutes = {};
