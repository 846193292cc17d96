import { describe, expectTypeOf, it } from 'vitest';
import { routes } from '../../../shared/routes';
import type { Product } from '../../../shared/types';
import type { api } from './api-client';

type Call = typeof api;

describe('api types', () => {
  it('types results and inputs from the route table', () => {
    expectTypeOf<Awaited<ReturnType<typeof api<typeof routes.listProducts>>>>().toEqualTypeOf<Product[]>();
    expectTypeOf<Parameters<typeof api<typeof routes.subscribe>>[1]>().toMatchTypeOf<{ body: { email: string } }>();
    expectTypeOf<Parameters<typeof api<typeof routes.removeFromWishlist>>[1]>().toMatchTypeOf<{ params: { productId: string } }>();
    expectTypeOf<Call>().toBeFunction();
  });
});
