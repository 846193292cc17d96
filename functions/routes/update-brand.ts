import { adminRoutes } from '@shared/routes/admin';
import { defineSignedInHandler } from '../commons/signed-in-handler';
import { getBrand, updateBrand } from '../repositories/brands';
import { listProducts, setProductBrand } from '../repositories/products';
import { createBrandRename } from '../services/admin-brands';

const renameBrand = createBrandRename({ getBrand, updateBrand, listProducts, setProductBrand });

export const handler = defineSignedInHandler(adminRoutes.updateBrand, ({ params, input }) => renameBrand(params.id, input.brandName));
