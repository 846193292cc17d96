import { adminRoutes } from '../../shared/routes/admin';
import { defineSignedInHandler } from '../commons/signed-in-handler';
import { listProducts } from '../repositories/products';

export const handler = defineSignedInHandler(adminRoutes.listAdminProducts, () => listProducts());
