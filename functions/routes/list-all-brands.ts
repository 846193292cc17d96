import { adminRoutes } from '@shared/routes/admin';
import { defineSignedInHandler } from '../commons/signed-in-handler';
import { listBrands } from '../repositories/brands';
import { listProducts } from '../repositories/products';
import { createBrandList } from '../services/admin-brands';

const brandList = createBrandList({ listBrands, listProducts });

export const handler = defineSignedInHandler(adminRoutes.listAllBrands, () => brandList());
