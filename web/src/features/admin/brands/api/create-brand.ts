import { routes } from '@shared/routes';
import { api } from '@/lib/api-client';
import type { BrandRow } from './list-brands';

/** POST /api/admin/brands: a new brand, used by no product yet. */
export async function createBrand(brandName: string): Promise<BrandRow> {
  const brand = await api(routes.createBrand, { body: { brandName } });
  return { id: brand.id || brand._id, brandName: brand.brandName, productCount: 0 };
}
