import { routes } from '@shared/routes';
import { api } from '@/lib/api-client';

/** PUT /api/admin/brands/{id}: renames a brand; the answer says how many products took the new name. */
export async function updateBrand(id: string, brandName: string): Promise<{ brandName: string; productsUpdated: number }> {
  const brand = await api(routes.updateBrand, { params: { id }, body: { brandName } });
  return { brandName: brand.brandName, productsUpdated: Number(brand.productsUpdated) || 0 };
}
