import { AppError } from '@shared/errors';
import type { Brand, Product } from '@shared/types';

export interface AdminBrandsDeps {
  listBrands(): Promise<Brand[]>;
  getBrand(id: string): Promise<Brand | undefined>;
  createBrand(brandName: string): Promise<Brand>;
  updateBrand(id: string, brandName: string): Promise<Brand>;
  deleteBrand(id: string): Promise<boolean>;
  listProducts(): Promise<Product[]>;
  setProductBrand(productId: string, brand: string): Promise<void>;
}

const sameBrand = (a: string, b: string) => a.trim().localeCompare(b.trim(), 'en', { sensitivity: 'base' }) === 0;
const withUnderscoreId = (brand: Brand) => ({ ...brand, _id: brand.id });

/** Brands as the admin manages them: names unique in any case, a rename carried to the products, no delete while in use. */
export function createAdminBrands(deps: AdminBrandsDeps) {
  return {
    /** Every brand with how many products use it. */
    async list() {
      const [brands, products] = await Promise.all([deps.listBrands(), deps.listProducts()]);
      return brands.map((brand) => ({
        ...withUnderscoreId(brand),
        productCount: products.filter((p) => sameBrand(p.brand, brand.brandName)).length,
      }));
    },

    async create(brandName: string) {
      return withUnderscoreId(await deps.createBrand(brandName));
    },

    /** Renames a brand and every product that carries its old name. */
    async rename(id: string, brandName: string) {
      const before = await deps.getBrand(id);
      if (!before) throw new AppError('NOT_FOUND', 'Brand not found.');
      const after = await deps.updateBrand(id, brandName);
      const products = (await deps.listProducts()).filter((p) => sameBrand(p.brand, before.brandName) && p.brand !== after.brandName);
      for (const product of products) await deps.setProductBrand(product.product_id, after.brandName);
      return { ...withUnderscoreId(after), productsUpdated: products.length };
    },

    /** Deletes a brand that no product uses. */
    async remove(id: string) {
      const brand = await deps.getBrand(id);
      if (!brand) throw new AppError('NOT_FOUND', 'Brand not found.');
      const inUse = (await deps.listProducts()).filter((p) => sameBrand(p.brand, brand.brandName)).length;
      if (inUse) {
        throw new AppError(
          'CONFLICT',
          `${brand.brandName} is used by ${inUse} product${inUse === 1 ? '' : 's'}. Move or delete them before deleting the brand.`,
          { productCount: inUse },
        );
      }
      await deps.deleteBrand(id);
      return { success: true as const, message: `Brand ${brand.brandName} deleted` };
    },
  };
}
