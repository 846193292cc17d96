/**
 * Type tests of the API client, checked by the type check (`npm run typecheck`, part of `npm
 * test`): a wrong result or input type is a compile error here. Vitest does not run this file
 * (a `.test-d.ts`), since these assertions do nothing at run time.
 */
import { expectTypeOf } from 'vitest';
import type * as routes from '@shared/routes/endpoints';
import type { Product } from '@shared/types';
import type { api } from './api-client';

expectTypeOf<Awaited<ReturnType<typeof api<typeof routes.listProducts>>>>().toEqualTypeOf<Product[]>();
expectTypeOf<Parameters<typeof api<typeof routes.subscribe>>[1]>().toMatchTypeOf<{ body: { email: string } }>();
expectTypeOf<Parameters<typeof api<typeof routes.removeFromWishlist>>[1]>().toMatchTypeOf<{ params: { productId: string } }>();
// @ts-expect-error a route's body is required where its input is
expectTypeOf<Parameters<typeof api<typeof routes.subscribe>>[1]>().toMatchTypeOf<{ body: { wrong: number } }>();
