import { useCallback, useEffect, useState } from 'react';
import { PRODUCT_FORM_MESSAGES } from '@shared/admin/product-form';
import { listBrandNames } from '../api/list-brands';

/** The brands the product form offers, loaded when it opens; on failure the spec's text and a retry. */
export function useBrandNames() {
  const [state, setState] = useState<{ names: string[]; loading: boolean; error: string }>({ names: [], loading: true, error: '' });
  const load = useCallback(async (signal?: AbortSignal) => {
    setState((now) => ({ ...now, loading: true, error: '' }));
    try {
      const names = await listBrandNames(signal);
      if (!signal?.aborted) setState({ names, loading: false, error: '' });
    } catch {
      if (!signal?.aborted) setState({ names: [], loading: false, error: PRODUCT_FORM_MESSAGES.brandsFailed });
    }
  }, []);
  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);
  return { ...state, retry: () => void load() };
}
