import { adminRoutes } from '@shared/routes/admin';
import { defineSignedInHandler } from '../commons/signed-in-handler';
import { adminBrands } from '../services/live-admin-brands';

export const handler = defineSignedInHandler(adminRoutes.updateBrand, ({ params, input }) =>
  adminBrands.rename(params.id, input.brandName),
);
