import { type QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { newQueryClient } from './query-client';
import { type QueryClientHolder, QueryClientHolderContext } from './query-client-holder';
import { withQueries } from './with-queries';

afterEach(cleanup);

const seen: QueryClient[] = [];
function Probe({ label }: { label: string }) {
  seen.push(useQueryClient());
  return <p>{label}</p>;
}
const QueryingPage = withQueries(Probe);

afterEach(() => {
  seen.length = 0;
});

it("makes the app's client with the first page that queries, and gives every later page the same one", () => {
  const holder: QueryClientHolder = {};
  const { rerender, getByText } = render(
    <QueryClientHolderContext.Provider value={holder}>
      <QueryingPage label="shop" />
    </QueryClientHolderContext.Provider>,
  );
  expect(getByText('shop')).toBeInTheDocument();
  expect(holder.client).toBeDefined();
  rerender(
    <QueryClientHolderContext.Provider value={holder}>
      <QueryingPage key="cart" label="cart" />
    </QueryClientHolderContext.Provider>,
  );
  expect(getByText('cart')).toBeInTheDocument();
  expect(new Set(seen)).toEqual(new Set([holder.client]));
});

it('uses the client a test renders it under', () => {
  const client = newQueryClient();
  render(
    <QueryClientProvider client={client}>
      <QueryingPage label="wishlist" />
    </QueryClientProvider>,
  );
  expect(new Set(seen)).toEqual(new Set([client]));
});

it('refuses to render outside the app, where no client is kept', () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => render(<QueryingPage label="orders" />)).toThrow('renders under the App');
  vi.restoreAllMocks();
});
