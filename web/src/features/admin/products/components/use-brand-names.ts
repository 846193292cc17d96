import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PRODUCT_FORM_MESSAGES } from '@shared/admin/product-form';
import { brandNamesQuery } from '../api/list-all-brands';

/** The brands the product form offers, loaded when it opens; on failure the spec's text and a retry. */
export function useBrandNames() {
  const client = useQueryClient();
  const query = useQuery(brandNamesQuery());
  return {
    names: query.data ?? [],
    loading: query.isFetching || query.isPending,
    error: query.isError && !query.isFetching ? PRODUCT_FORM_MESSAGES.brandsFailed : '',
    retry: () => void client.refetchQueries({ queryKey: brandNamesQuery().queryKey, exact: true }),
  };
}
