import * as routes from '@shared/routes/admin-endpoints';
import { api } from '@/lib/api-client';
import { queryKeyOf } from '@/lib/query-key';

/** GET /api/admin/brands/all, as the product form reads it: the brand names, A–Z without repeats. */
export const brandNamesQuery = () => ({
  queryKey: queryKeyOf(routes.listAllBrands),
  queryFn: ({ signal }: { signal: AbortSignal }) => api(routes.listAllBrands, { signal }),
  select: (brands: { brandName: string }[]) => {
    const names = brands.map((brand) => brand.brandName.trim()).filter(Boolean);
    return [...new Set(names)].sort((a, b) => a.localeCompare(b, 'en-US', { sensitivity: 'base' }));
  },
});
