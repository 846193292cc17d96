import * as brands from '../repositories/brands';
import { listProducts, setProductBrand } from '../repositories/products';
import { createAdminBrands } from './admin-brands';

/** The brand management as deployed, over the table. */
export const adminBrands = createAdminBrands({
  ...brands,
  createBrand: (name) => brands.createBrand(name),
  updateBrand: (id, name) => brands.updateBrand(id, name),
  listProducts,
  setProductBrand: (id, brand) => setProductBrand(id, brand),
});
