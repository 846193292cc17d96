import { adminProductRoutes } from '@shared/routes/admin-products';
import { defineSignedInHandler } from '../commons/signed-in-handler';
import { listProducts } from '../repositories/products';

export const handler = defineSignedInHandler(adminProductRoutes.listAdminProducts, () => listProducts());
