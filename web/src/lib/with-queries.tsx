import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, useContext } from 'react';
import { newQueryClient } from './query-client';
import { QueryClientHolderContext } from './query-client-holder';

/**
 * A page that loads server answers through the query cache, under the app's query client, which
 * the first such page the app shows makes. The home page, the about page and the account pages
 * query nothing, so the query library stays out of their first load. Under a client already (a
 * test's render), the page uses that one.
 */
export function withQueries<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  return function PageWithQueries(props: P) {
    const given = useContext(QueryClientContext);
    const holder = useContext(QueryClientHolderContext);
    if (given) return <Page {...props} />;
    if (!holder) throw new Error('A page that queries renders under the App, which keeps its query client.');
    holder.client ??= newQueryClient();
    return (
      <QueryClientProvider client={holder.client}>
        <Page {...props} />
      </QueryClientProvider>
    );
  };
}
