import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

/**
 * Where an app keeps its query client: one per app (so one per prerendered or server-rendered
 * page too), made by the first page that queries (lib/with-queries.tsx), so the query library
 * arrives with that page's code rather than with the app's.
 */
export interface QueryClientHolder {
  client?: QueryClient;
}

export const QueryClientHolderContext = createContext<QueryClientHolder | null>(null);
