import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { sortBrandsByName } from '../../shared/admin-search';
import { BRAND_MESSAGES, brandFailureMessage, brandUpdatedMessage } from '../brand-messages';
import * as routes from '@shared/routes/admin-endpoints';
import { showToast } from '@/components/toast';
import { errorMessage } from '@/lib/api-client';
import { queryKeyOf } from '@/lib/query-key';
import { useRouteQuery } from '@/lib/use-route-query';
import { createBrand } from '../api/create-brand';
import { deleteBrand } from '../api/delete-brand';
import { type BrandRow, allBrandsQuery } from '../api/list-all-brands';
import { updateBrand } from '../api/update-brand';

type BrandsState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; brands: BrandRow[] };

/** A listed brand as a row; the admin answers name a brand by `_id` (functions/services/admin-brands.ts). */
const rowOf = ({ _id, brandName, productCount }: { _id: string; brandName: string; productCount: number }): BrandRow => ({
  id: _id,
  brandName,
  productCount,
});

/** The text of a failed call: the server's message, else the error's own. */
const detailOf = (error: unknown) => errorMessage(error, BRAND_MESSAGES.unknownError);

/**
 * The brands screen's data and actions (spec 02 §2, §8). Add and rename answer with the failure
 * text (for the dialog to show) or null; a failed delete sets the page's banner. Successes are
 * toasts. A change goes into the cached list from the server's answer; a rename also marks the
 * products stale, as their brand names changed with it.
 */
export function useBrands() {
  const client = useQueryClient();
  const { query, reload } = useRouteQuery(allBrandsQuery());
  const [banner, setBanner] = useState('');
  const [deletingId, setDeletingId] = useState<string | null>(null);

  const state: BrandsState = query.isSuccess
    ? { status: 'ready', brands: sortBrandsByName(query.data.map(rowOf)) }
    : query.isError
      ? { status: 'error', message: errorMessage(query.error, BRAND_MESSAGES.loadFailed) }
      : { status: 'loading' };

  type Listed = NonNullable<typeof query.data>;
  const edit = (change: (brands: Listed) => Listed) => client.setQueryData(allBrandsQuery().queryKey, (brands) => brands && change(brands));

  const add = async (brandName: string): Promise<string | null> => {
    setBanner('');
    try {
      const brand = await createBrand(brandName);
      edit((brands) => [...brands, { ...brand, productCount: 0 }]);
      showToast(BRAND_MESSAGES.added);
      return null;
    } catch (error) {
      return brandFailureMessage('add', detailOf(error));
    }
  };

  const rename = async (brand: BrandRow, brandName: string): Promise<string | null> => {
    setBanner('');
    try {
      const answer = await updateBrand(brand.id, brandName);
      edit((brands) => brands.map((b) => (b._id === brand.id ? { ...b, brandName: answer.brandName } : b)));
      void client.invalidateQueries({ queryKey: queryKeyOf(routes.listAdminProducts) });
      showToast(brandUpdatedMessage(answer.productsUpdated));
      return null;
    } catch (error) {
      return brandFailureMessage('update', detailOf(error));
    }
  };

  /** Deletes a brand; true when it left the list. A brand in use is refused by the server with its reason. */
  const remove = async (brand: BrandRow): Promise<boolean> => {
    setBanner('');
    setDeletingId(brand.id);
    try {
      await deleteBrand(brand.id);
      edit((brands) => brands.filter((b) => b._id !== brand.id));
      showToast(BRAND_MESSAGES.deleted);
      return true;
    } catch (error) {
      setBanner(brandFailureMessage('delete', detailOf(error)));
      return false;
    } finally {
      setDeletingId(null);
    }
  };

  return {
    ...state,
    banner,
    dismissBanner: () => setBanner(''),
    deletingId,
    add,
    rename,
    remove,
    reload,
  };
}
