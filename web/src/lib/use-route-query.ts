import { type QueryKey, type UseQueryOptions, useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * A route's query and its Try Again: `reload` forgets the answer or the failure and asks again,
 * so the screen shows its loading state as on a first load.
 */
export function useRouteQuery<T, K extends QueryKey>(options: UseQueryOptions<T, Error, T, K>) {
  const client = useQueryClient();
  const query = useQuery(options);
  const reload = () => void client.resetQueries({ queryKey: options.queryKey, exact: true });
  return { query, reload };
}
