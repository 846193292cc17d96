import { describe, expect, it, vi } from 'vitest';
import type { Product } from '../../shared/types';
import { CATALOG_CACHE_SECONDS, createCatalog } from './catalog';

const product = (id: string) => ({ product_id: id }) as Product;

describe('catalog cache', () => {
  it('reads the table once within the cache lifetime, then again after it', async () => {
    let now = 0;
    const listProducts = vi.fn(async () => [product(`p${listProducts.mock.calls.length}`)]);
    const catalog = createCatalog({ listProducts, now: () => now });
    expect(await catalog.list()).toEqual([product('p1')]);
    now += CATALOG_CACHE_SECONDS * 1000;
    expect(await catalog.list()).toEqual([product('p1')]);
    expect(listProducts).toHaveBeenCalledTimes(1);
    now += 1;
    expect(await catalog.list()).toEqual([product('p2')]);
    expect(listProducts).toHaveBeenCalledTimes(2);
  });

  it('shares one read between concurrent callers', async () => {
    const listProducts = vi.fn(async () => [product('a')]);
    const catalog = createCatalog({ listProducts });
    await Promise.all([catalog.list(), catalog.list(), catalog.list()]);
    expect(listProducts).toHaveBeenCalledTimes(1);
  });

  it('does not cache a failure', async () => {
    const listProducts = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce([product('b')]);
    const catalog = createCatalog({ listProducts });
    await expect(catalog.list()).rejects.toThrow('down');
    expect(await catalog.list()).toEqual([product('b')]);
  });

  it('reads again after invalidate', async () => {
    const listProducts = vi.fn(async () => []);
    const catalog = createCatalog({ listProducts });
    await catalog.list();
    catalog.invalidate();
    await catalog.list();
    expect(listProducts).toHaveBeenCalledTimes(2);
  });
});
