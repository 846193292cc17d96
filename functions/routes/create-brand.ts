import { adminRoutes } from '@shared/routes/admin';
import { defineSignedInHandler } from '../commons/signed-in-handler';
import { reply } from '../commons/http';
import { adminBrands } from '../services/live-admin-brands';

export const handler = defineSignedInHandler(adminRoutes.createBrand, async ({ input }) =>
  reply(await adminBrands.create(input.brandName), { status: 201 }),
);
