import { AppError } from '@shared/errors';
import type { Brand, Product } from '@shared/types';

/** Every brand's operation reads the products: a brand's use is the products carrying its name. */
interface ProductsRead {
  listProducts(): Promise<Product[]>;
}

const sameBrand = (a: string, b: string) => a.trim().localeCompare(b.trim(), 'en', { sensitivity: 'base' }) === 0;

/** A brand as the admin screen reads it: with `_id`, as the old API answered. */
export const withUnderscoreId = (brand: Brand) => ({ ...brand, _id: brand.id });

/** Every brand with how many products use it. */
export function createBrandList(deps: ProductsRead & { listBrands(): Promise<Brand[]> }) {
  return async function listBrands() {
    const [brands, products] = await Promise.all([deps.listBrands(), deps.listProducts()]);
    return brands.map((brand) => ({
      ...withUnderscoreId(brand),
      productCount: products.filter((p) => sameBrand(p.brand, brand.brandName)).length,
    }));
  };
}

interface BrandRenameDeps extends ProductsRead {
  getBrand(id: string): Promise<Brand | undefined>;
  updateBrand(id: string, brandName: string): Promise<Brand>;
  setProductBrand(productId: string, brand: string): Promise<void>;
}

/** Renames a brand (names unique in any case) and every product that carries its old name. */
export function createBrandRename(deps: BrandRenameDeps) {
  return async function renameBrand(id: string, brandName: string) {
    const before = await deps.getBrand(id);
    if (!before) throw new AppError('NOT_FOUND', 'Brand not found.');
    const after = await deps.updateBrand(id, brandName);
    const products = (await deps.listProducts()).filter((p) => sameBrand(p.brand, before.brandName) && p.brand !== after.brandName);
    for (const product of products) await deps.setProductBrand(product.product_id, after.brandName);
    return { ...withUnderscoreId(after), productsUpdated: products.length };
  };
}

interface BrandRemovalDeps extends ProductsRead {
  getBrand(id: string): Promise<Brand | undefined>;
  deleteBrand(id: string): Promise<boolean>;
}

/** Deletes a brand that no product uses. */
export function createBrandRemoval(deps: BrandRemovalDeps) {
  return async function removeBrand(id: string) {
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
  };
}
