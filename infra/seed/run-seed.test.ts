import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Product } from '@shared/types';
import { seedBrandNames, seedProducts } from './catalog';
import { runSeed, type SeedDeps, type SeedMarker } from './run-seed';

/** An in-memory table and bucket behind the seed's dependencies, counting the writes. */
function fakeWorld() {
  const world = {
    marker: undefined as SeedMarker | undefined,
    brands: new Set<string>(),
    products: new Map<string, Product>(),
    images: new Map<string, string>(),
    admins: 0,
    writes: { brands: 0, products: 0, images: 0, marker: 0 },
    log: [] as string[],
  };
  const deps = (overrides: Partial<SeedDeps> = {}): SeedDeps => ({
    products: seedProducts(),
    brandNames: seedBrandNames(),
    picture: (product) => `<svg>${product.product_id}</svg>`,
    imageKey: (id) => `products/${id}.svg`,
    marker: {
      read: async () => world.marker && structuredClone(world.marker),
      write: async (marker) => {
        world.writes.marker++;
        world.marker = structuredClone(marker);
      },
    },
    createBrandsIfAbsent: async (names) => {
      world.writes.brands += names.length;
      const fresh = names.filter((name) => !world.brands.has(name.toLowerCase()));
      for (const name of fresh) world.brands.add(name.toLowerCase());
      return fresh.length;
    },
    createProductsIfAbsent: async (products) => {
      world.writes.products += products.length;
      const fresh = products.filter((product) => !world.products.has(product.product_id));
      for (const product of fresh) world.products.set(product.product_id, product);
      return fresh.length;
    },
    storedImages: async () => new Map([...world.images].map(([key, body]) => [key, createHash('md5').update(body).digest('hex')])),
    putImage: async (key, svg) => {
      world.writes.images++;
      world.images.set(key, svg);
    },
    ensureAdmin: async () => {
      if (world.admins > 0) return false;
      world.admins++;
      return true;
    },
    now: () => new Date('2026-11-22T10:00:00Z'),
    log: (line) => world.log.push(line),
    ...overrides,
  });
  const resetWrites = () => {
    world.writes = { brands: 0, products: 0, images: 0, marker: 0 };
    world.log = [];
  };
  return { world, deps, resetWrites };
}

describe('runSeed', () => {
  it('loads everything into an empty table and bucket, and says so', async () => {
    const { world, deps } = fakeWorld();
    const result = await runSeed(deps());
    const products = seedProducts().length;
    expect(result).toEqual({ products, brands: seedBrandNames().length, created: products });
    expect(world.products.size).toBe(products);
    expect(world.brands.size).toBe(seedBrandNames().length);
    expect(world.images.size).toBe(products);
    expect(world.admins).toBe(1);
    expect(world.marker?.productIds).toHaveLength(products);
    expect(world.log).toEqual([
      `Seeded ${products} products, ${seedBrandNames().length} brands, ${products} pictures and the admin account.`,
    ]);
  });

  it('writes nothing on a restart', async () => {
    const { world, deps, resetWrites } = fakeWorld();
    await runSeed(deps());
    resetWrites();
    const result = await runSeed(deps());
    expect(result.created).toBe(0);
    expect(world.writes).toEqual({ brands: 0, products: 0, images: 0, marker: 0 });
    expect(world.log).toEqual([]);
  });

  it('never brings back a product or brand an admin deleted, nor overwrites an edit', async () => {
    const { world, deps, resetWrites } = fakeWorld();
    await runSeed(deps());
    world.products.delete('chanel-n5-edp');
    world.brands.delete('versace');
    const edited = { ...world.products.get('dior-sauvage-edp')!, retail_price: 1 };
    world.products.set('dior-sauvage-edp', edited);
    resetWrites();
    await runSeed(deps());
    expect(world.products.has('chanel-n5-edp')).toBe(false);
    expect(world.brands.has('versace')).toBe(false);
    expect(world.products.get('dior-sauvage-edp')).toBe(edited);
  });

  it('adds entries that joined the seed since the last run, and keeps the earlier ones in the marker', async () => {
    const { world, deps, resetWrites } = fakeWorld();
    const [first, ...rest] = seedProducts();
    await runSeed(deps({ products: rest, brandNames: seedBrandNames().slice(1) }));
    resetWrites();
    const result = await runSeed(deps());
    expect(result.created).toBe(1);
    expect(world.writes.products).toBe(1);
    expect(world.writes.brands).toBe(1);
    expect(world.products.has(first!.product_id)).toBe(true);
    expect(world.marker?.productIds).toHaveLength(rest.length + 1);
  });

  it('uploads again only the pictures whose drawing changed', async () => {
    const { world, deps, resetWrites } = fakeWorld();
    await runSeed(deps());
    resetWrites();
    const picture = (product: Product) => `<svg>${product.product_id}${product.product_id === 'chanel-n5-edp' ? ' v2' : ''}</svg>`;
    await runSeed(deps({ picture }));
    expect(world.writes.images).toBe(1);
    expect(world.images.get('products/chanel-n5-edp.svg')).toBe('<svg>chanel-n5-edp v2</svg>');
  });

  it('leaves alone a picture someone else replaced, even when the drawing changed', async () => {
    const { world, deps, resetWrites } = fakeWorld();
    await runSeed(deps());
    world.images.set('products/chanel-n5-edp.svg', '<svg>uploaded by an admin</svg>');
    world.images.delete('products/dior-sauvage-edp.svg');
    resetWrites();
    await runSeed(deps({ picture: (product) => `<svg>${product.product_id} v2</svg>` }));
    expect(world.images.get('products/chanel-n5-edp.svg')).toBe('<svg>uploaded by an admin</svg>');
    expect(world.images.get('products/dior-sauvage-edp.svg')).toBe('<svg>dior-sauvage-edp v2</svg>');
    expect(world.writes.images).toBe(seedProducts().length - 1);
  });

  it('counts as created only what was really created (a product already there is left alone)', async () => {
    const { world, deps } = fakeWorld();
    const existing = seedProducts()[0]!;
    world.products.set(existing.product_id, { ...existing, name: 'Edited by an admin' });
    const result = await runSeed(deps());
    expect(result.created).toBe(seedProducts().length - 1);
    expect(world.products.get(existing.product_id)?.name).toBe('Edited by an admin');
  });

  it('fails loudly and leaves no marker when a write fails, so the next start tries again', async () => {
    const { world, deps } = fakeWorld();
    const failing = deps({
      createProductsIfAbsent: async () => {
        throw new Error('table unavailable');
      },
    });
    await expect(runSeed(failing)).rejects.toThrow('table unavailable');
    expect(world.marker).toBeUndefined();
  });
});
