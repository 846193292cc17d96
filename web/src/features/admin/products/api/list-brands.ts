import { routes } from '@shared/routes';
import { api } from '@/lib/api-client';

/** GET /api/admin/brands/all: the brand names the product form offers, A–Z without repeats. */
export async function listBrandNames(signal?: AbortSignal): Promise<string[]> {
  const brands: unknown = await api(routes.listAllBrands, { signal });
  if (!Array.isArray(brands)) throw new Error('Invalid brands answer');
  const names = brands
    .map((brand: { brandName?: unknown }) => (typeof brand?.brandName === 'string' ? brand.brandName.trim() : ''))
    .filter(Boolean);
  return [...new Set(names)].sort((a, b) => a.localeCompare(b, 'en-US', { sensitivity: 'base' }));
}
