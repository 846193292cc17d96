import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Product } from '@shared/types';
import type { DatedProduct } from '../repositories/products';
import { type PublishedObject, publishCatalogue, type PublishedSnapshot, type SnapshotStore } from './catalogue-publisher';

const product = (id: string, price = 10): Product => ({
  product_id: id,
  name: `Eau ${id}`,
  brand: 'House',
  category: 'Unisex',
  image_url: `/images/products/${id}.svg`,
  retail_price: price,
  rating: 4,
  review_count: 1,
  tags: [],
  stock_quantity: 5,
  created_at: '2024-01-01T00:00:00.000Z',
});

const UPDATED = '2026-11-20T10:00:00.000Z';
const dated = (p: Product): DatedProduct => ({ product: p, updatedAt: UPDATED });

type Stored = PublishedSnapshot & { body: Buffer };

/** An object in memory whose writes are conditional on its ETag, as S3 checks If-Match / If-None-Match. */
function memoryObject(get: () => Stored | undefined, set: (stored: Stored) => void): PublishedObject {
  return {
    current: async () => {
      const object = get();
      return object ? { etag: object.etag, generation: object.generation } : undefined;
    },
    write: async (body, generation, expected) => {
      if ((expected?.etag ?? undefined) !== get()?.etag) return false;
      set({ body, generation, etag: `"${createHash('md5').update(body).digest('hex')}"` });
      return true;
    },
  };
}

/** A table and a bucket in memory. */
function memoryStore(products: Product[]) {
  const state = {
    generation: 0,
    table: new Map(products.map((p) => [p.product_id, p])),
    /** What the index answers: the table unless a test makes it lag. */
    index: undefined as Product[] | undefined,
    object: undefined as Stored | undefined,
    files: new Map<string, Stored>(),
    writes: 0,
  };
  const catalogue = memoryObject(
    () => state.object,
    (stored) => {
      state.object = stored;
      state.writes += 1;
    },
  );
  const store: SnapshotStore = {
    nextGeneration: async () => (state.generation += 1),
    listProducts: async () => (state.index ?? [...state.table.values()].sort((a, b) => (a.product_id < b.product_id ? -1 : 1))).map(dated),
    readProducts: async (ids) => new Map(ids.flatMap((id) => (state.table.has(id) ? [[id, dated(state.table.get(id)!)] as const] : []))),
    current: catalogue.current,
    write: catalogue.write,
    siteFile: (path) =>
      memoryObject(
        () => state.files.get(path),
        (stored) => state.files.set(path, stored),
      ),
    siteUrl: () => 'https://shop.example',
  };
  return { state, store };
}

const published = (state: ReturnType<typeof memoryStore>['state']) => JSON.parse(state.object!.body.toString('utf8')) as Product[];

/** Runs `first` until it is about to look at the object, lets `second` publish whole, then lets `first` go on. */
async function interleave(
  store: SnapshotStore,
  pauseAt: keyof SnapshotStore,
  first: () => Promise<unknown>,
  second: () => Promise<unknown>,
) {
  let release!: () => void;
  const paused = new Promise<void>((resolve) => (release = resolve));
  let reached!: () => void;
  const atPause = new Promise<void>((resolve) => (reached = resolve));
  const original = store[pauseAt] as (...args: unknown[]) => Promise<unknown>;
  let once = true;
  (store as unknown as Record<string, unknown>)[pauseAt] = async (...args: unknown[]) => {
    if (once) {
      once = false;
      reached();
      await paused;
    }
    return original(...args);
  };
  const running = first();
  await atPause;
  await second();
  release();
  return running;
}

describe('publishing the catalogue snapshot', () => {
  it('publishes the products as the route answers them: the JSON array in id order', async () => {
    const { state, store } = memoryStore([product('b'), product('a'), product('c')]);
    expect(await publishCatalogue(store)).toMatchObject({ generation: 1, outcome: 'published' });
    const body = state.object!.body.toString('utf8');
    expect(body).toBe(JSON.stringify([product('a'), product('b'), product('c')]));
    expect(state.object!.generation).toBe(1);
  });

  it('takes the products a batch changed from consistent reads over a lagging index', async () => {
    const { state, store } = memoryStore([product('a', 10), product('b'), product('d')]);
    state.index = [product('a', 10), product('b'), product('d')];
    state.table.set('a', product('a', 12));
    state.table.delete('b');
    state.table.set('c', product('c'));
    await publishCatalogue(store, ['a', 'b', 'c']);
    expect(published(state)).toEqual([product('a', 12), product('c'), product('d')]);
  });

  it('never puts an older generation over a newer one: the later publisher wins whoever writes last', async () => {
    const { state, store } = memoryStore([product('a', 10)]);
    // Batch A takes generation 1 and stalls; the price changes; batch B takes 2 and publishes.
    const older = interleave(
      store,
      'listProducts',
      () => publishCatalogue(store, ['a']),
      async () => {
        state.table.set('a', product('a', 20));
        expect(await publishCatalogue(store, ['a'])).toMatchObject({ generation: 2, outcome: 'published' });
      },
    );
    expect(await older).toMatchObject({ generation: 1, outcome: 'newer-kept' });
    expect(state.object!.generation).toBe(2);
    expect(published(state)).toEqual([product('a', 20)]);
  });

  it('loses a write race to a newer generation, then keeps the newer snapshot', async () => {
    const { state, store } = memoryStore([product('a', 10)]);
    // A (generation 1) has seen no object and is about to write when B (generation 2) writes first.
    const older = interleave(
      store,
      'write',
      () => publishCatalogue(store),
      async () => {
        state.table.set('a', product('a', 30));
        await publishCatalogue(store);
      },
    );
    expect(await older).toMatchObject({ generation: 1, outcome: 'newer-kept' });
    expect(state.object!.generation).toBe(2);
    expect(published(state)).toEqual([product('a', 30)]);
  });

  it('writes over an older generation that got in between its check and its write', async () => {
    const { state, store } = memoryStore([product('a', 10)]);
    await publishCatalogue(store);
    const stalled = await store.nextGeneration();
    // B (generation 3) has looked at the object and is about to write when the stalled publisher
    // of generation 2 writes: B's conditional write fails, B looks again and writes over it.
    const newer = interleave(
      store,
      'write',
      () => publishCatalogue(store),
      async () => {
        expect(await store.write(Buffer.from('stale'), stalled, await store.current())).toBe(true);
      },
    );
    expect(await newer).toMatchObject({ generation: 3, outcome: 'published' });
    expect(state.object!.generation).toBe(3);
    expect(published(state)).toEqual([product('a', 10)]);
  });

  it('publishes the same bytes again for a redelivered batch, so the ETag does not move', async () => {
    const { state, store } = memoryStore([product('a'), product('b')]);
    await publishCatalogue(store, ['a']);
    const etag = state.object!.etag;
    await publishCatalogue(store, ['a']);
    expect(state.object!.etag).toBe(etag);
    expect(state.object!.generation).toBe(2);
  });

  it('gives up after a few lost races, so the batch is delivered again', async () => {
    const { store } = memoryStore([product('a')]);
    store.write = async () => false;
    await expect(publishCatalogue(store, [], { attempts: 3 })).rejects.toThrow(/not published after 3 attempts/);
  });
});

describe('publishing the site files beside the catalogue', () => {
  const sitemap = (state: ReturnType<typeof memoryStore>['state']) => state.files.get('/sitemap.xml')?.body.toString('utf8') ?? '';

  it('publishes the sitemap from the same read, under the same generation: each product page with its last change', async () => {
    const { state, store } = memoryStore([product('a'), product('b')]);
    expect(await publishCatalogue(store)).toEqual({ generation: 1, outcome: 'published', siteFiles: 1 });
    expect(state.files.get('/sitemap.xml')!.generation).toBe(1);
    expect(sitemap(state)).toContain(`<url><loc>https://shop.example/products/a</loc><lastmod>${UPDATED}</lastmod></url>`);
    expect(sitemap(state)).toContain('<loc>https://shop.example/products/b</loc>');
    expect(state.files.has('/robots.txt')).toBe(false);
  });

  it('adds a new product and drops a deleted one the batch names, over a lagging index', async () => {
    const { state, store } = memoryStore([product('a'), product('b')]);
    state.index = [product('a'), product('b')];
    state.table.delete('b');
    state.table.set('c', product('c'));
    await publishCatalogue(store, ['b', 'c']);
    expect(sitemap(state)).toContain('/products/c<');
    expect(sitemap(state)).not.toContain('/products/b<');
  });

  it('never puts an older sitemap over a newer one', async () => {
    const { state, store } = memoryStore([product('a')]);
    // A (generation 1) has read the products and stalls; a product is added; B (generation 2) publishes whole.
    const older = interleave(
      store,
      'current',
      () => publishCatalogue(store),
      async () => {
        state.table.set('n', product('n'));
        await publishCatalogue(store, ['n']);
      },
    );
    await older;
    expect(state.files.get('/sitemap.xml')!.generation).toBe(2);
    expect(sitemap(state)).toContain('/products/n<');
  });

  it('publishes robots.txt, naming the sitemap on the public origin, when asked (start-up and deploy)', async () => {
    const { state, store } = memoryStore([]);
    expect(await publishCatalogue(store, [], { robots: true })).toMatchObject({ siteFiles: 2 });
    expect(state.files.get('/robots.txt')!.body.toString('utf8')).toContain('Sitemap: https://shop.example/sitemap.xml');
  });
});
