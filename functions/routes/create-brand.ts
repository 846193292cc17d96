import { adminRoutes } from '@shared/routes/admin';
import { defineSignedInHandler } from '../commons/signed-in-handler';
import { reply } from '../commons/http';
import { createBrand } from '../repositories/brands';
import { withUnderscoreId } from '../services/admin-brands';

/** One write: the repository refuses a name taken in any case. */
export const handler = defineSignedInHandler(adminRoutes.createBrand, async ({ input }) =>
  reply(withUnderscoreId(await createBrand(input.brandName)), { status: 201 }),
);
