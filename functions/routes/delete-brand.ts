import { adminRoutes } from '@shared/routes/admin';
import { defineSignedInHandler } from '../commons/signed-in-handler';
import { deleteBrand, getBrand } from '../repositories/brands';
import { listProducts } from '../repositories/products';
import { createBrandRemoval } from '../services/admin-brands';

const removeBrand = createBrandRemoval({ getBrand, listProducts, deleteBrand });

export const handler = defineSignedInHandler(adminRoutes.deleteBrand, ({ params }) => removeBrand(params.id));
