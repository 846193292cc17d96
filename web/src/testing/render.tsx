import { QueryClientProvider } from '@tanstack/react-query';
import { type RenderOptions, render as renderInDom } from '@testing-library/react';
import type { JSXElementConstructor, ReactElement, ReactNode } from 'react';
import { newQueryClient } from '@/lib/query-client';

type Wrapper = JSXElementConstructor<{ children: ReactNode }>;

/** A fresh query cache, as the app gives its tree, around the test's own wrapper: no answer leaks from one test to the next. */
function withQueryClient(Inner?: Wrapper) {
  const client = newQueryClient();
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{Inner ? <Inner>{children}</Inner> : children}</QueryClientProvider>
  );
}

/** Testing Library's render, under a query client of its own. */
export function render(ui: ReactElement, { wrapper, ...options }: RenderOptions = {}) {
  return renderInDom(ui, { ...options, wrapper: withQueryClient(wrapper) });
}
