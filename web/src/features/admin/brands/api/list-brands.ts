import { routes } from '@shared/routes';
import { api } from '@/lib/api-client';

/** A brand as the brands screen lists it: its id, name and how many products use it. */
export interface BrandRow {
  id: string;
  brandName: string;
  productCount: number;
}

/** GET /api/admin/brands/all: every brand with its product count; `id` falls back to `_id`. */
export async function listBrands(signal?: AbortSignal): Promise<BrandRow[]> {
  const answer = await api(routes.listAllBrands, { signal });
  return (Array.isArray(answer) ? answer : []).map((brand) => ({
    id: brand.id || brand._id,
    brandName: brand.brandName,
    productCount: Number(brand.productCount) || 0,
  }));
}
