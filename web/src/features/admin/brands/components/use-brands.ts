import { useEffect, useState } from 'react';
import { sortBrandsByName } from '../../shared/admin-search';
import { BRAND_MESSAGES, brandFailureMessage, brandUpdatedMessage } from '../brand-messages';
import { showToast } from '@/components/toast';
import { errorMessage } from '@/lib/api-client';
import { createBrand } from '../api/create-brand';
import { deleteBrand } from '../api/delete-brand';
import { type BrandRow, listBrands } from '../api/list-brands';
import { updateBrand } from '../api/update-brand';

export type BrandsState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; brands: BrandRow[] };

/** The text of a failed call: the server's message, else the error's own. */
const detailOf = (error: unknown) => errorMessage(error, BRAND_MESSAGES.unknownError);

/**
 * The brands screen's data and actions (spec 02 §2, §8). Add and rename answer with the failure
 * text (for the dialog to show) or null; a failed delete sets the page's banner. Successes are toasts.
 */
export function useBrands() {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<BrandsState>({ status: 'loading' });
  const [banner, setBanner] = useState('');
  const [deletingId, setDeletingId] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    listBrands(controller.signal).then(
      (brands) => setState({ status: 'ready', brands: sortBrandsByName(brands) }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', message: errorMessage(error, BRAND_MESSAGES.loadFailed) });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const edit = (change: (brands: BrandRow[]) => BrandRow[]) =>
    setState((current) => (current.status === 'ready' ? { ...current, brands: sortBrandsByName(change(current.brands)) } : current));

  const add = async (brandName: string): Promise<string | null> => {
    setBanner('');
    try {
      const brand = await createBrand(brandName);
      edit((brands) => [...brands, brand]);
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
      edit((brands) => brands.map((b) => (b.id === brand.id ? { ...b, brandName: answer.brandName || brandName } : b)));
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
      edit((brands) => brands.filter((b) => b.id !== brand.id));
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
    reload: () => setAttempt((n) => n + 1),
  };
}
