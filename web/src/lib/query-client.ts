import { QueryClient } from '@tanstack/react-query';

/**
 * The cache of server answers, one per app (and one per prerendered page, one per test). No
 * automatic retry: a failed load shows its error panel and Try Again, as the screens always did.
 * Answers are stale at once (carts, admin screens); a query that may keep its answer says so.
 */
export function newQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 0 },
      mutations: { retry: false },
    },
  });
}
