import { queryOptions } from '@tanstack/react-query';
import * as routes from '@shared/routes/admin-endpoints';
import { api } from '@/lib/api-client';
import { queryKeyOf } from '@/lib/query-key';

/** A brand as the brands screen lists it: its id, name and how many products use it. */
export interface BrandRow {
  id: string;
  brandName: string;
  productCount: number;
}

/** GET /api/admin/brands/all: every brand with its product count. */
function listAllBrands(signal?: AbortSignal) {
  return api(routes.listAllBrands, { signal });
}

/** Every brand as a query. */
export const allBrandsQuery = () =>
  queryOptions({ queryKey: queryKeyOf(routes.listAllBrands), queryFn: ({ signal }) => listAllBrands(signal) });
